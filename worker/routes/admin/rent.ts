import { jsonRoute, router } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import {
  adminRentDetail as detailAnswer,
  adminRentList,
  adminRentQuery,
  RENT_STAFF_PERMISSION,
  rentDecision,
  rentReasonInput,
  resolveRentInput,
} from "../../contracts/rent";
import { adminRent, adminRentDetail, resolveRent, staffRelease } from "../../services/rent";
import { idParam } from "../params";
import { byId, byQuery } from "../steps";

/** SPEC §6: CAN_ADD_LISTING gives "add listing, bookings": rent on listings is decided by the same staff. */
const guard = [requirePermission(RENT_STAFF_PERMISSION)];
const tags = ["Admin rent"];

/**
 * Staff's side of rent in escrow: the report (disputes first, stuck releases), one agreement with both sides'
 * statements and evidence and its activity log, and the manual actions, each logged with before/after.
 */
export const adminRentRoutes = router()
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/rent-agreements",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Every rent agreement: disputes first, stuck releases" : "",
      description: __API_DOCS__
        ? "status narrows to one status (disputed: the disputes); stuck=true to rent held past its release day or a paid period past its due date; overdue=true to open agreements with an unpaid period past its due date. Each row says how often the tenant pays and what is overdue. totals are over every agreement."
        : "",
      query: adminRentQuery,
      response: adminRentList,
    }),
    byQuery(adminRent),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/rent-agreements/{id}",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "A rent agreement with both sides' statements, evidence and activity log" : "",
      params: idParam,
      response: detailAnswer,
      errors: { 404: "No such rent agreement" },
    }),
    byId(adminRentDetail),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/rent-agreements/{id}/resolve",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Decide a disputed rent: release, refund or split" : "",
      description: __API_DOCS__
        ? "release: all to the lister less commission; refund: all back to the tenant; split: tenantKobo back to the tenant, the rest to the lister less commission. One guarded batch with its activity-log line; a second decision is a 409."
        : "",
      params: idParam,
      body: resolveRentInput,
      response: rentDecision,
      errors: { 404: "No such rent agreement", 409: "Not disputed (decided already?)", 422: "tenantKobo out of range" },
    }),
    async (c) =>
      c.json(await resolveRent(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/rent-agreements/{id}/release",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Release held rent to the lister now" : "",
      description: __API_DOCS__
        ? "For a stuck release (held past its release day) or a move-in the tenant confirmed to staff: all to the lister less commission, once, logged with the reason. Monthly or quarterly: the first period if still held, and every paid period due by today."
        : "",
      params: idParam,
      body: rentReasonInput,
      response: rentDecision,
      errors: { 404: "No such rent agreement", 409: "Not held now" },
    }),
    async (c) =>
      c.json(await staffRelease(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json").reason), 200),
  );
