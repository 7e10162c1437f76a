import { jsonRoute, router, z } from "../../../lib/openapi";
import { PAGE_SIZES } from "../../../contracts/constants";
import { currentUser } from "../../../lib/guards";
import { idempotent } from "../../idempotent";
import {
  bookInput,
  bookingAnswer,
  bookingList,
  bookingStarted,
  initiateInput,
  reportInput,
  rescheduleInput,
  slotsAnswer,
  bookingVerified,
} from "../../../contracts/bookings";
import {
  bookInspection,
  bookingView,
  cancelBooking,
  confirmBooking,
  initiateInspection,
  inspectionSlots,
  listBookings,
  payBookingByLink,
  payBookingByWallet,
  reportBooking,
  rescheduleBooking,
  verifyBookingPayment,
} from "../../../services/bookings/inspections";
import { bookingListQuery, idParam } from "../../params";
import { stepWith, userById, userByIdData, userByQuery } from "../../steps";

const TAGS = ["Inspection bookings"];
const callback = (url: string) => `${new URL(url).origin}/booking/payment/booking-callback`;
const date = z.object({
  date: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "date must be YYYY-MM-DD"),
});

/**
 * Paid inspections. SPEC §7 names the calls but not their paths: these are REST paths under
 * /v1/secure/inspections. The fee is held in escrow until the agent enters the seeker's code.
 */
export const inspectionRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/property/{id}/inspection-slots",
      tags: TAGS,
      summary: __API_DOCS__ ? "Inspection slots of a day" : "",
      description: __API_DOCS__
        ? "Hourly slots 08:00–18:00 Lagos time for date (YYYY-MM-DD); taken and past ones have available: false. 422 when the listing has no inspection fee."
        : "",
      params: idParam,
      query: date,
      response: slotsAnswer,
      errors: { 422: "This listing takes no paid inspections" },
    }),
    async (c) => c.json(await inspectionSlots(c.var.ctx, c.req.valid("param").id, c.req.valid("query").date), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections",
      tags: TAGS,
      summary: __API_DOCS__ ? "Book and pay an inspection" : "",
      description: __API_DOCS__
        ? "Send an Idempotency-Key. payWith wallet: the fee moves from the wallet to escrow now (422 when short). payWith link: the slot is held 30 minutes while the seeker pays at authorizationUrl, then comes back to /booking/payment/booking-callback?reference=. A slot already booked is a 409 and charges nothing."
        : "",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: bookInput,
      status: 201,
      response: bookingStarted,
      errors: { 404: "No such live listing" },
    }),
    async (c) => c.json(await bookInspection(c.var.ctx, currentUser(c), c.req.valid("json"), callback(c.req.url)), 201),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/inspections",
      tags: TAGS,
      summary: __API_DOCS__ ? "My inspection bookings" : "",
      description: __API_DOCS__
        ? "role seeker (booked by me), agent (on my listings) or any. tab upcoming | past | cancelled | all. sorting by appointment date."
        : "",
      secure: true,
      query: bookingListQuery(PAGE_SIZES.inspections).extend({
        role: z.enum(["seeker", "agent", "any"]).default("any"),
      }),
      response: bookingList,
    }),
    userByQuery(listBookings),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/inspections/verify",
      tags: TAGS,
      summary: __API_DOCS__ ? "Verify a booking's payment link" : "",
      description: __API_DOCS__
        ? "For /booking/payment/booking-callback: asks the provider, moves the fee to escrow once paid. Safe to repeat."
        : "",
      secure: true,
      query: z.object({ reference: z.string().trim().min(1).max(120) }),
      response: bookingVerified,
      errors: { 404: "No payment with this reference" },
    }),
    async (c) => c.json(await verifyBookingPayment(c.var.ctx, currentUser(c), c.req.valid("query").reference), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/inspections/{id}",
      tags: TAGS,
      summary: __API_DOCS__ ? "Booking info" : "",
      description: __API_DOCS__ ? "The seeker sees the initiation code; the agent never does." : "",
      secure: true,
      params: idParam,
      response: bookingAnswer,
    }),
    userByIdData(bookingView),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections/{id}/cancel",
      tags: TAGS,
      summary: __API_DOCS__ ? "Cancel" : "",
      description: __API_DOCS__
        ? "Refund rule: agent cancels → full refund; seeker cancels a pending booking, or a confirmed one 24 h or more ahead → full refund; later → half back, half to the agent less commission. Refundable-only states: always full."
        : "",
      secure: true,
      params: idParam,
      response: bookingAnswer,
      errors: { 409: "This booking can no longer be cancelled" },
    }),
    userByIdData(cancelBooking),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections/{id}/confirm",
      tags: TAGS,
      summary: __API_DOCS__ ? "Confirm" : "",
      description: __API_DOCS__
        ? "The agent confirms a pending booking; the seeker accepts a time the agent proposed."
        : "",
      secure: true,
      params: idParam,
      response: bookingAnswer,
      errors: { 409: "This booking can no longer be confirmed" },
    }),
    userByIdData(confirmBooking),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections/{id}/reschedule",
      tags: TAGS,
      summary: __API_DOCS__ ? "Reschedule" : "",
      description: __API_DOCS__
        ? "appointmentDate like 2026-11-25T10:00 (Lagos). From the agent it is a proposal the seeker accepts; from the seeker it needs the agent's confirmation."
        : "",
      secure: true,
      params: idParam,
      body: rescheduleInput,
      response: bookingAnswer,
      errors: {
        409: "This booking can no longer be rescheduled, or the new slot is taken",
        422: "The same slot as before",
      },
    }),
    stepWith("appointmentDate", rescheduleBooking),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections/{id}/initiate",
      tags: TAGS,
      summary: __API_DOCS__ ? "Initiate with the seeker's code" : "",
      description: __API_DOCS__
        ? "Agent only, from one hour before the appointment (earlier: 409, nothing moves, no attempt counted). Releases the fee (less commission) to the agent. Wrong code: 422, nothing released; five wrong codes lock the booking (409)."
        : "",
      secure: true,
      params: idParam,
      body: initiateInput,
      response: bookingAnswer,
      errors: {
        409: "Not confirmed, already completed, locked after too many wrong codes, or too early: the code is accepted only from one hour before the appointment (nothing is released)",
        422: "Wrong initiation code (the attempts left are in the message)",
      },
    }),
    stepWith("initiationCode", initiateInspection),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections/{id}/report",
      tags: TAGS,
      summary: __API_DOCS__ ? "Report a no-show or a property unlike its listing" : "",
      description: __API_DOCS__
        ? "Seeker only, within 24 hours after the slot starts: the fee stays in escrow for our team."
        : "",
      secure: true,
      params: idParam,
      body: reportInput,
      response: bookingAnswer,
    }),
    stepWith("reason", reportBooking),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections/{id}/pay/wallet",
      tags: TAGS,
      summary: __API_DOCS__ ? "Pay an unpaid booking from the wallet" : "",
      secure: true,
      middleware: [idempotent({ required: false })],
      params: idParam,
      response: bookingStarted,
    }),
    userById(payBookingByWallet),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/inspections/{id}/pay/link",
      tags: TAGS,
      summary: __API_DOCS__ ? "Start a payment link for an unpaid booking" : "",
      secure: true,
      middleware: [idempotent({ required: false })],
      params: idParam,
      response: bookingStarted,
    }),
    async (c) =>
      c.json(await payBookingByLink(c.var.ctx, currentUser(c), c.req.valid("param").id, callback(c.req.url)), 200),
  );
