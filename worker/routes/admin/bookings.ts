import { jsonRoute, router, z } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import {
  bookingSettingsAnswer,
  bookingSettingsInput,
  resolveInput,
  disputeResolved,
  INSPECTION_STATUSES,
} from "../../contracts/bookings";
import { STAY_STATUSES } from "../../contracts/stays";
import { adminInspections, adminStays } from "../../services/admin/bookings";
import { listDisputes, resolveDispute } from "../../services/bookings/inspections";
import { bookingSettings, updateBookingSettings } from "../../services/bookings/settings";
import { byQuery } from "../steps";
/** SPEC §6: CAN_ADD_LISTING gives "add listing, bookings": the bookings lists and their disputes. */
const bookingsGuard = [requirePermission("CAN_ADD_LISTING")];
// A real calendar day (2026-02-31 is refused).
const day = z.iso.date({ error: "Use a real date like 2026-12-01." });
const filters = {
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
};
const party = z.object({ id: z.string(), name: z.string() });
const place = z.object({ id: z.string(), slug: z.string(), title: z.string() });
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number(), perPage: z.number(), hasMore: z.boolean() });

export const adminBookingRoutes = router()
  .openapi(
    jsonRoute({
      middleware: bookingsGuard,
      method: "get",
      path: "/bookings/inspections",
      secure: true,
      query: z.object({ status: z.enum(INSPECTION_STATUSES).optional(), ...filters }),
      response: paged(
        z.object({
          id: z.string(),
          status: z.string(),
          appointmentDate: z.string(),
          feeKobo: z.number(),
          reportReason: z.string().nullable(),
          property: place,
          seeker: party,
          agent: party,
        }),
      ),
    }),
    byQuery(adminInspections),
  )
  .openapi(
    jsonRoute({
      middleware: bookingsGuard,
      method: "get",
      path: "/bookings/stays",
      secure: true,
      query: z.object({ status: z.enum(STAY_STATUSES).optional(), ...filters }),
      response: paged(
        z.object({
          id: z.string(),
          status: z.string(),
          checkIn: z.string(),
          checkOut: z.string(),
          nights: z.number(),
          guests: z.number(),
          totalKobo: z.number(),
          depositStatus: z.string(),
          property: place,
          guest: party,
          host: party,
        }),
      ),
    }),
    byQuery(adminStays),
  )
  .openapi(
    jsonRoute({
      middleware: bookingsGuard,
      method: "get",
      path: "/inspections/disputes",
      secure: true,
      response: z.object({ data: z.array(z.record(z.string(), z.unknown())) }),
    }),
    async (c) => c.json(await listDisputes(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: bookingsGuard,
      method: "post",
      path: "/inspections/{id}/resolve",
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      body: resolveInput,
      response: disputeResolved,
      errors: { 409: "This dispute was already resolved" },
    }),
    async (c) => {
      const { outcome, note } = c.req.valid("json");
      return c.json(await resolveDispute(c.var.ctx, currentUser(c).id, c.req.valid("param").id, outcome, note), 200);
    },
  )
  .openapi(
    jsonRoute({
      middleware: [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")],
      method: "get",
      path: "/settings/bookings",
      secure: true,
      response: bookingSettingsAnswer,
    }),
    async (c) => c.json(await bookingSettings(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")],
      method: "put",
      path: "/settings/bookings",
      secure: true,
      body: bookingSettingsInput,
      response: bookingSettingsAnswer,
    }),
    async (c) => c.json(await updateBookingSettings(c.var.ctx, currentUser(c).id, c.req.valid("json")), 200),
  );
