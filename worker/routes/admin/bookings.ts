import { jsonRoute, router, z } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import { bookingSettingsAnswer, bookingSettingsInput, resolveInput, disputeResolved } from "../../contracts/bookings";
import { listDisputes, resolveDispute } from "../../services/bookings/inspections";
import { bookingSettings, updateBookingSettings } from "../../services/bookings/settings";

const TAGS = ["Admin: bookings"];

export const adminBookingRoutes = router()
  .openapi(
    jsonRoute({ middleware: [requirePermission("CAN_VIEW_LISTING")], method: "get", path: "/inspections/disputes", tags: TAGS, summary: "Inspections reported by seekers (fee frozen)", secure: true, response: z.object({ data: z.array(z.record(z.string(), z.unknown())) }) }),
    async (c) => c.json(await listDisputes(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [requirePermission("CAN_VIEW_LISTING")],
      method: "post",
      path: "/inspections/{id}/resolve",
      tags: TAGS,
      summary: "Decide a reported inspection: refund the seeker or release to the agent",
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
    jsonRoute({ middleware: [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")], method: "get", path: "/settings/bookings", tags: TAGS, summary: "Inspection commission, refund delay, refundable-only states", secure: true, response: bookingSettingsAnswer }),
    async (c) => c.json(await bookingSettings(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({ middleware: [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")], method: "put", path: "/settings/bookings", tags: TAGS, summary: "Change booking settings (applies to new bookings)", secure: true, body: bookingSettingsInput, response: bookingSettingsAnswer }),
    async (c) => c.json(await updateBookingSettings(c.var.ctx, currentUser(c).id, c.req.valid("json")), 200),
  );
