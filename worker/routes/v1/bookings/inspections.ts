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
      secure: true,
      middleware: [idempotent({ required: false })],
      params: idParam,
      response: bookingStarted,
    }),
    async (c) =>
      c.json(await payBookingByLink(c.var.ctx, currentUser(c), c.req.valid("param").id, callback(c.req.url)), 200),
  );
