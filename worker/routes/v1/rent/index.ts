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

const TAGS = ["Rent"];
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
      tags: TAGS,
      summary: __API_DOCS__ ? "My rent agreements: money per tenant" : "",
      description: __API_DOCS__
        ? "role lister (default): the agreements I made, each tenant's expected, received, held (in escrow) and released money, totals over all; role tenant: the rent I pay. Newest first."
        : "",
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
      tags: TAGS,
      status: 201,
      summary: __API_DOCS__ ? "Collect a tenant's rent through PropertyNG" : "",
      description: __API_DOCS__
        ? "The lister of a rent listing names the tenant (their PropertyNG account's email), the agreed move-in date and how often the tenant pays (frequency: yearly, the default, or quarterly or monthly). The amounts are the listing's first year's rent and its fees, copied now; monthly or quarterly divides the year's rent and service charge into periods to the kobo (the last takes the remainder), the first period with the one-off fees, due on the move-in date and each next one interval later. A fee above the allowed cap is a 422. One open agreement per listing (a tenancy paid by period stays open while it runs): a second is a 409."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "A rent agreement" : "",
      description: __API_DOCS__
        ? "The tenant or the lister: the amounts, the money held, released and refunded, the move-in and release days, the statements of a dispute, the timeline and what the reader may do next."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Pay the rent into escrow" : "",
      description: __API_DOCS__
        ? "The tenant. Send an Idempotency-Key. Yearly: the whole first year; monthly or quarterly: the next unpaid period, or `periods` of them (it and those ahead). payWith wallet: the amount moves from the wallet to escrow now and a receipt is emailed (422 when short). payWith link: pay by card at authorizationUrl; it comes back to /dashboard/rent/payment-callback?reference= and moves to escrow once. Paid already (even by a parallel request): 409, nothing charged. More periods than are left: 422 on `periods`."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Confirm moving in: release the rent" : "",
      description: __API_DOCS__
        ? "The tenant: what is held goes to the lister less commission, in one guarded batch, once (a confirmation racing the daily release pays once)."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Dispute the rent before it is released" : "",
      description: __API_DOCS__
        ? "The tenant, while the rent is held: it stays in escrow (the daily release skips it) until staff decide. reason is the tenant's statement; photoTokens are the tenant's own finished uploads, kept as evidence."
        : "",
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
      tags: TAGS,
      status: 201,
      summary: __API_DOCS__ ? "Ask for signed upload URLs for one photo of a dispute" : "",
      description: __API_DOCS__
        ? "Either side of a held or disputed rent, whatever their account type: PUT the bytes as for a listing picture (/v1/media/upload/{id}/{variant}); the token goes into photoTokens of a dispute or a statement, which keeps it as evidence."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Add my side of a dispute" : "",
      description: __API_DOCS__
        ? "Either side, while disputed, a few statements each, with photos kept as evidence for staff."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Cancel a rent agreement" : "",
      description: __API_DOCS__
        ? "Before payment either side (nothing moves); once paid, before the tenant moved in, only the lister: everything held goes back to the tenant's wallet."
        : "",
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
