import { mountRouters } from "../../mount";
import { jsonRoute, router } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import { idempotent } from "../../idempotent";
import { idParam } from "../../params";
import {
  createRentInput,
  disputeRentInput,
  myRentList,
  myRentQuery,
  payRentInput,
  rentAnswer,
  rentPaid,
  rentReasonInput,
  rentStatementInput,
} from "../../../contracts/rent";
import {
  addStatement,
  cancelAgreement,
  confirmMoveIn,
  createAgreement,
  evidenceUpload,
  myRent,
  openDispute,
  payRent,
  rentView,
} from "../../../services/rent";
import { adminRentRoutes } from "../../admin/rent";
import { uploadRequest, uploadTicket } from "../../../contracts/listing-media";
/** A card payment comes back to the one payment-return screen, on the rent's own callback route. */
const callback = (url: string) => `${new URL(url).origin}/dashboard/rent/payment-callback`;
const NOT_YOURS = "No such rent agreement of yours";

/**
 * Rent paid through PropertyNG, held in escrow (docs/money-and-escrow.md "Rent in escrow"): the lister makes an
 * agreement for a tenant; the tenant pays the first year into escrow; it goes to the lister when the tenant confirms
 * moving in or the release day passes undisputed; a dispute waits for staff with both sides' statements.
 */
export const rentRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/rent-agreements",
      secure: true,
      query: myRentQuery,
      response: myRentList,
    }),
    async (c) => c.json(await myRent(c.var.ctx, currentUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/rent-agreements",
      status: 201,
      secure: true,
      body: createRentInput,
      response: rentAnswer,
      errors: {
        404: "Not one of your listings",
        409: "The listing already has an open rent agreement",
        422: "Not a rent listing, a fee above the cap, no such tenant, or a move-in date out of range",
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const id = await createAgreement(c.var.ctx, user, c.req.valid("json"));
      return c.json({ data: await rentView(c.var.ctx, user.id, id) }, 201);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/rent-agreements/{id}",
      secure: true,
      params: idParam,
      response: rentAnswer,
      errors: { 404: NOT_YOURS },
    }),
    async (c) => c.json({ data: await rentView(c.var.ctx, currentUser(c).id, c.req.valid("param").id) }, 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/rent-agreements/{id}/pay",
      secure: true,
      middleware: [idempotent({ required: true })],
      params: idParam,
      body: payRentInput,
      response: rentPaid,
      errors: {
        404: NOT_YOURS,
        409: "Paid already (that period, or the year), cancelled or expired",
        422: "The wallet is short, or more periods than are left",
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const id = c.req.valid("param").id;
      const authorizationUrl = await payRent(c.var.ctx, user, id, c.req.valid("json"), callback(c.req.url));
      return c.json({ data: await rentView(c.var.ctx, user.id, id), authorizationUrl }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/rent-agreements/{id}/confirm-move-in",
      secure: true,
      params: idParam,
      response: rentAnswer,
      errors: { 404: NOT_YOURS, 409: "Not held now (released, disputed, refunded…)" },
    }),
    async (c) => {
      const user = currentUser(c);
      await confirmMoveIn(c.var.ctx, user, c.req.valid("param").id);
      return c.json({ data: await rentView(c.var.ctx, user.id, c.req.valid("param").id) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/rent-agreements/{id}/dispute",
      secure: true,
      params: idParam,
      body: disputeRentInput,
      response: rentAnswer,
      errors: { 404: NOT_YOURS, 409: "Not held now", 422: "A photo that is not yours or not uploaded" },
    }),
    async (c) => {
      const user = currentUser(c);
      await openDispute(c.var.ctx, user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ data: await rentView(c.var.ctx, user.id, c.req.valid("param").id) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/rent-agreements/{id}/evidence-uploads",
      status: 201,
      secure: true,
      params: idParam,
      body: uploadRequest,
      response: uploadTicket,
      errors: { 404: NOT_YOURS, 409: "Not held or disputed now" },
    }),
    async (c) =>
      c.json(await evidenceUpload(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/rent-agreements/{id}/statements",
      secure: true,
      params: idParam,
      body: rentStatementInput,
      response: rentAnswer,
      errors: { 404: NOT_YOURS, 409: "Not disputed, or no statements left", 422: "A photo that is not yours" },
    }),
    async (c) => {
      const user = currentUser(c);
      await addStatement(c.var.ctx, user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ data: await rentView(c.var.ctx, user.id, c.req.valid("param").id) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/rent-agreements/{id}/cancel",
      secure: true,
      params: idParam,
      body: rentReasonInput,
      response: rentAnswer,
      errors: { 404: NOT_YOURS, 409: "Not cancellable now" },
    }),
    async (c) => {
      const user = currentUser(c);
      await cancelAgreement(c.var.ctx, user, c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ data: await rentView(c.var.ctx, user.id, c.req.valid("param").id) }, 200);
    },
  );

/** Rent: the tenants' and listers' routes and staff's. Mounted from worker/app.ts. */
export const mountRent = mountRouters(["/v1", rentRoutes], ["/admin/api", adminRentRoutes]);
