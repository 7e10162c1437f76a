import { z } from "zod";
import { propertyCard } from "./listings";

/**
 * GET /v1/secure/dashboard/user/{id}: the dashboard home. A section whose feature has not landed yet
 * (wallet, bookings, enquiries, saved searches, inspections, messages) is absent, never zero-filled.
 */
export const monthPoint = z.object({
  /** Calendar month in Lagos time, "YYYY-MM". */
  month: z.string(),
  newListings: z.number().int(),
  favorites: z.number().int(),
});
export type MonthPoint = z.infer<typeof monthPoint>;

export const listerStats = z.object({
  active: z.number().int(),
  deactivated: z.number().int(),
  delisted: z.number().int(),
  /** Active listings not confirmed for 25 days: they leave search 5 days later. */
  needsConfirmation: z.number().int(),
  views: z.number().int(),
  favorites: z.number().int(),
  openReports: z.number().int(),
  /** The last six months, oldest first, the current month last. */
  series: z.array(monthPoint),
});
export type ListerStats = z.infer<typeof listerStats>;

export const savedListings = z.object({
  count: z.number().int(),
  /** The most recently saved active listings (at most 4). */
  recent: z.array(propertyCard),
});

export const dashboardResponse = z.object({
  userId: z.string(),
  accountType: z.string(),
  generatedAt: z.number(),
  listings: listerStats.optional(),
  saved: savedListings.optional(),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

export const DASHBOARD = { recentSaved: 4, seriesMonths: 6 } as const;
