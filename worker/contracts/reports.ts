// Worker-only (the SPA reads these through the OpenAPI types); named with .openapi(), so z comes extended from here.
import { z } from "@hono/zod-openapi";
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from "./report-rules";

// A real calendar day (2026-02-31 is refused).
const day = z.iso.date({ error: REPORT_MESSAGES.badDate });

/** GET /admin/api/dashboard and /admin/api/reports/export: a preset length ending today, or from/to (Lagos days, inclusive). */
export const reportPeriodQuery = z.object({
  days: z.coerce.number().int().min(1).max(REPORT_MAX_DAYS).optional().openapi({
    description: "A period of this many days ending today (Lagos); the SPA offers 7, 30 and 90. Default 30.",
  }),
  from: day.optional().openapi({ description: "First day, YYYY-MM-DD (Lagos)." }),
  to: day.optional().openapi({ description: "Last day, YYYY-MM-DD (Lagos), inclusive. Default today." }),
});
export const reportExportQuery = reportPeriodQuery.extend({ format: z.enum(["csv"]).default("csv") });

const compared = { current: z.number(), previous: z.number() };
const seriesRow = z.object({
  day: z.string(),
  signups: z.number(),
  searches: z.number(),
  listingViews: z.number(),
  enquiries: z.number(),
  inspections: z.number(),
  stays: z.number(),
  reservations: z.number(),
  moneyInKobo: z.number(),
  moneyOutKobo: z.number(),
});

export const adminDashboard = z
  .object({
    period: z.object({ from: z.string(), to: z.string(), days: z.number() }),
    previousPeriod: z.object({ from: z.string(), to: z.string() }),
    kpis: z.array(z.object({ key: z.string(), label: z.string(), unit: z.enum(["count", "kobo"]), ...compared })),
    signupsByType: z.array(z.object({ accountType: z.string(), ...compared })),
    /** Live listings right now (active, not a duplicate, confirmed within 30 days), from live_listing_counts. */
    liveListings: z.object({
      total: z.number(),
      byType: z.array(z.object({ listingType: z.string(), count: z.number() })),
      byState: z.array(z.object({ stateId: z.number(), state: z.string(), count: z.number() })),
    }),
    money: z.object({
      in: z.array(z.object({ key: z.string(), label: z.string(), ...compared })),
      out: z.array(z.object({ key: z.string(), label: z.string(), ...compared })),
    }),
    topLocalities: z.array(
      z.object({ localityId: z.number(), locality: z.string(), state: z.string(), searches: z.number() }),
    ),
    funnel: z.array(z.object({ key: z.string(), label: z.string(), ...compared })),
    series: z.array(seriesRow),
  })
  .openapi("AdminDashboard");
export type AdminDashboard = z.infer<typeof adminDashboard>;
