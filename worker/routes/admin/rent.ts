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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
      params: idParam,
      body: rentReasonInput,
      response: rentDecision,
      errors: { 404: "No such rent agreement", 409: "Not held now" },
    }),
    async (c) =>
      c.json(await staffRelease(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json").reason), 200),
  );
