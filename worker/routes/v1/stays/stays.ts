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

const TAGS = ["Short stays"];
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Calendar of a short-stay listing" : "",
      description: __API_DOCS__
        ? "The listing's terms (nightly price, minimum nights, guests, fees, policy, times) and the nights (YYYY-MM-DD) that cannot be booked in `months` months from `from` (YYYY-MM)."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Price breakdown of a stay" : "",
      description: __API_DOCS__
        ? "nights × nightly price, cleaning fee, caution deposit, total (kobo); available says whether the nights are free right now."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "iCal export of a listing's busy nights" : "",
      description: __API_DOCS__ ? "The secret URL the host pastes into other sites. 404 when the token is wrong." : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Book and pay a short stay" : "",
      description: __API_DOCS__
        ? "Send an Idempotency-Key. payWith wallet: the total moves from the wallet to escrow now (422 when short). payWith link: the nights are held 30 minutes while the guest pays at authorizationUrl, then comes back to /booking/payment/booking-callback?reference=. Nights already taken: 409, nothing charged."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "My short stays" : "",
      description: __API_DOCS__
        ? "role guest (booked by me), host (on my listings) or any. tab upcoming | past | cancelled | all. sorting by check-in."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Verify a stay's payment link" : "",
      description: __API_DOCS__
        ? "For /booking/payment/booking-callback: asks the provider, moves the total to escrow once paid. Safe to repeat."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "The host's stay settings of a listing" : "",
      description: __API_DOCS__ ? "Terms, blocked nights, the iCal export path and the import URL." : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Change the stay settings" : "",
      description: __API_DOCS__
        ? "Applies to bookings made from now on. nightlyPriceKobo / cautionKobo null: use the listing's price and caution fee."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Block nights" : "",
      description: __API_DOCS__
        ? "Nights from..to inclusive become unavailable. 409 when a booking holds one of them."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Unblock nights" : "",
      description: __API_DOCS__ ? "Blocked nights from..to inclusive become bookable again." : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Import the other calendar now" : "",
      description: __API_DOCS__ ? "Fetches the saved import URL; its busy nights become unavailable here." : "",
      secure: true,
      params: listingParam,
      response: staySettingsAnswer,
      errors: { 422: "No import URL, or the calendar could not be read" },
    }),
    async (c) => c.json(await syncNow(c.var.ctx, currentUser(c), c.req.valid("param").listingId), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/stays/{id}",
      tags: TAGS,
      summary: __API_DOCS__ ? "Stay booking info" : "",
      description: __API_DOCS__ ? "Breakdown, policy, timeline and the actions this side may take now." : "",
      secure: true,
      params: idParam,
      response: stayAnswer,
    }),
    userByIdData(stayView),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/stays/{id}/confirm",
      tags: TAGS,
      summary: __API_DOCS__ ? "Host confirms" : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Host declines (full refund)" : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Cancel before check-in" : "",
      description: __API_DOCS__
        ? "Host: full refund. Guest: full refund before the host confirmed; after, by the booking's policy (cleaning fee and deposit always back)."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Host claims the caution deposit" : "",
      description: __API_DOCS__
        ? "Within 24 hours after check-out, with photos (media tokens of your own uploads). Our team decides."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "A new payment link for a stay held unpaid" : "",
      description: __API_DOCS__
        ? "While the 30-minute hold lasts (after a failed or abandoned payment). The hold's expiry does not move."
        : "",
      secure: true,
      middleware: [idempotent({ required: false })],
      params: idParam,
      response: stayStarted,
      errors: { 409: "Not held unpaid any more" },
    }),
    async (c) =>
      c.json(await payStayByLink(c.var.ctx, currentUser(c), c.req.valid("param").id, callback(c.req.url)), 200),
  );
