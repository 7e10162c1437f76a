import type { Context } from "hono";
import type { AppEnv } from "../../../lib/app-env";
import { createRoute } from "@hono/zod-openapi";
import { errorAnswer, jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import { idempotent } from "../../idempotent";
import { paymentStatus } from "../../../contracts/money";
import {
  availabilityAnswer,
  blockInput,
  claimInput,
  quoteAnswer,
  stayAnswer,
  stayBookInput,
  stayList,
  stayQuoteQuery,
  staySettingsAnswer,
  staySettingsInput,
  stayStarted,
} from "../../../contracts/stays";
import { bookStay, stayAvailability, stayQuote } from "../../../services/stays/book";
import { payStayByLink, verifyStayPayment } from "../../../services/stays/pay";
import { cancelStay, confirmStay, declineStay } from "../../../services/stays/actions";
import { claimDeposit } from "../../../services/stays/claims";
import { listStays, stayView } from "../../../services/stays/view";
import { blockNights, hostSettings, syncNow, unblockNights, updateHostSettings } from "../../../services/stays/host";
import { exportCalendar } from "../../../services/stays/ical";
import { bookingListQuery, idParam } from "../../params";
import { userByIdData, userByQuery } from "../../steps";
const callback = (url: string) => `${new URL(url).origin}/booking/payment/booking-callback`;
const listingParam = z.object({ listingId: z.string().trim().min(1).max(120) });

type NightsContext = Context<
  AppEnv,
  string,
  { out: { param: { listingId: string }; json: z.infer<typeof blockInput> } }
>;
/** Blocking or unblocking nights of the host's listing: the listing in the path, from..to in the body. */
const nightsChange = (change: typeof blockNights) => async (c: NightsContext) => {
  const { from, to } = c.req.valid("json");
  return c.json(await change(c.var.ctx, currentUser(c), c.req.valid("param").listingId, from, to), 200);
};

/**
 * Short stays: public calendar and quote under /v1/stays, the guest's and host's calls under
 * /v1/secure/stays. Money moves only through the ledger; the nights are claimed in the same batch.
 */
export const stayRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/stays/{listingId}/availability",
      params: listingParam,
      query: z.object({
        from: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "from is a month like 2026-12."),
        months: z.coerce.number().int().min(1).max(12).default(2),
      }),
      response: availabilityAnswer,
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await stayAvailability(c.var.ctx, c.req.valid("param").listingId, q.from, q.months), 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/stays/{listingId}/quote",
      params: listingParam,
      query: stayQuoteQuery,
      response: quoteAnswer,
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await stayQuote(c.var.ctx, c.req.valid("param").listingId, q.checkIn, q.checkOut, q.guests), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/stays/{listingId}/calendar.ics",
      request: { params: listingParam, query: z.object({ token: z.string().trim().min(1).max(100) }) },
      responses: {
        200: {
          description: __API_DOCS__ ? "An iCalendar file" : "",
          content: { "text/calendar": { schema: z.string() } },
        },
        400: errorAnswer(__API_DOCS__ ? "Bad input" : ""),
        404: errorAnswer(__API_DOCS__ ? "Unknown listing or wrong token" : ""),
      },
    }),
    async (c) => {
      const body = await exportCalendar(c.var.ctx, c.req.valid("param").listingId, c.req.valid("query").token);
      return c.body(body, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "cache-control": "private, max-age=300",
      });
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: stayBookInput,
      status: 201,
      response: stayStarted,
      errors: {
        404: "No such live listing",
        409: "Some nights are taken",
        422: "Listing not a short stay, rules of the stay, or wallet short",
      },
    }),
    async (c) => c.json(await bookStay(c.var.ctx, currentUser(c), c.req.valid("json"), callback(c.req.url)), 201),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/stays",
      secure: true,
      query: bookingListQuery(10).extend({ role: z.enum(["guest", "host", "any"]).default("any") }),
      response: stayList,
    }),
    userByQuery(listStays),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/stays/verify",
      secure: true,
      query: z.object({ reference: z.string().trim().min(1).max(120) }),
      response: z.object({ payment: paymentStatus, data: stayAnswer.shape.data }),
      errors: { 404: "No payment with this reference" },
    }),
    async (c) => c.json(await verifyStayPayment(c.var.ctx, currentUser(c), c.req.valid("query").reference), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/stays/settings/{listingId}",
      secure: true,
      params: listingParam,
      response: staySettingsAnswer,
    }),
    async (c) => c.json(await hostSettings(c.var.ctx, currentUser(c), c.req.valid("param").listingId), 200),
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/stays/settings/{listingId}",
      secure: true,
      params: listingParam,
      body: staySettingsInput,
      response: staySettingsAnswer,
    }),
    async (c) =>
      c.json(
        await updateHostSettings(c.var.ctx, currentUser(c), c.req.valid("param").listingId, c.req.valid("json")),
        200,
      ),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/settings/{listingId}/block",
      secure: true,
      params: listingParam,
      body: blockInput,
      response: staySettingsAnswer,
      errors: { 409: "A booking holds some of these nights" },
    }),
    nightsChange(blockNights),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/settings/{listingId}/unblock",
      secure: true,
      params: listingParam,
      body: blockInput,
      response: staySettingsAnswer,
    }),
    nightsChange(unblockNights),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/settings/{listingId}/sync",
      secure: true,
      params: listingParam,
      response: staySettingsAnswer,
      errors: { 422: "No import URL, or the calendar could not be read" },
    }),
    async (c) => c.json(await syncNow(c.var.ctx, currentUser(c), c.req.valid("param").listingId), 200),
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/stays/{id}", secure: true, params: idParam, response: stayAnswer }),
    userByIdData(stayView),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/{id}/confirm",
      secure: true,
      params: idParam,
      response: stayAnswer,
      errors: { 409: "Not in a state that allows it" },
    }),
    userByIdData(confirmStay),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/{id}/decline",
      secure: true,
      params: idParam,
      response: stayAnswer,
      errors: { 409: "Not in a state that allows it" },
    }),
    userByIdData(declineStay),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/{id}/cancel",
      secure: true,
      params: idParam,
      response: stayAnswer,
      errors: { 409: "Not in a state that allows it" },
    }),
    userByIdData(cancelStay),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/{id}/claim",
      secure: true,
      params: idParam,
      body: claimInput,
      response: stayAnswer,
      errors: { 409: "Not in a state that allows it", 422: "Too much, or the photos are not yours" },
    }),
    async (c) =>
      c.json(
        { data: await claimDeposit(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")) },
        200,
      ),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/{id}/pay",
      secure: true,
      middleware: [idempotent({ required: false })],
      params: idParam,
      response: stayStarted,
      errors: { 409: "Not held unpaid any more" },
    }),
    async (c) =>
      c.json(await payStayByLink(c.var.ctx, currentUser(c), c.req.valid("param").id, callback(c.req.url)), 200),
  );
