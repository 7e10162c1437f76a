import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser, requireAccountType } from "../../../lib/guards";
import { idempotent } from "../../idempotent";
import { paymentStatus } from "../../../contracts/money";
import {
  declineInput,
  reservationAnswer,
  reservationList,
  reservationStarted,
  reserveInput,
} from "../../../contracts/projects";
import {
  cancelReservation,
  decideReservation,
  listReservations,
  payReservationByWallet,
  reservationView,
  reserveUnit,
  verifyReservationPayment,
} from "../../../services/projects";
import { idParam, paging } from "../../params";
import { userById, userByIdData, userByQuery } from "../../steps";

/** Only a developer account (or its sub account, itself a developer account) decides on a reservation: checked before the body. */
const developers = requireAccountType("developer");
const callback = (url: string) => `${new URL(url).origin}/project-booking/payment/booking-callback`;

/**
 * Unit reservations with a deposit: the plan's deposit % of the unit price (at least ₦100,000, or
 * the whole price when lower) is held in escrow until the developer confirms (released less commission) or
 * declines (refunded, unit back). SPEC §7 names no paths: these are REST paths under /v1/secure.
 */
export const projectBookingRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/project-reservations",
      secure: true,
      middleware: [idempotent({ required: true })],
      body: reserveInput,
      status: 201,
      response: reservationStarted,
      errors: {
        404: "No such unit",
        409: "Sold out, or the developer is not verified yet (identity and company registration)",
        422: "Not listed, own project, or wallet short",
      },
    }),
    async (c) => c.json(await reserveUnit(c.var.ctx, currentUser(c), c.req.valid("json"), callback(c.req.url)), 201),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/project-reservations",
      secure: true,
      query: z.object({ role: z.enum(["seeker", "developer"]).default("seeker"), ...paging(10) }),
      response: reservationList,
    }),
    userByQuery(listReservations),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/project-reservations/verify",
      secure: true,
      query: z.object({ reference: z.string().trim().min(1).max(120) }),
      response: z.object({ payment: paymentStatus, data: reservationAnswer.shape.data }),
      errors: { 404: "No payment with this reference" },
    }),
    async (c) => c.json(await verifyReservationPayment(c.var.ctx, currentUser(c), c.req.valid("query").reference), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/project-reservations/{id}",
      secure: true,
      params: idParam,
      response: reservationAnswer,
    }),
    userByIdData(reservationView),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/project-reservations/{id}/confirm",
      secure: true,
      params: idParam,
      response: reservationAnswer,
      middleware: [developers],
      errors: { 404: "No such reservation of yours", 409: "Not pending" },
    }),
    async (c) =>
      c.json({ data: await decideReservation(c.var.ctx, currentUser(c), c.req.valid("param").id, "confirm") }, 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/project-reservations/{id}/decline",
      secure: true,
      params: idParam,
      body: declineInput,
      response: reservationAnswer,
      middleware: [developers],
      errors: { 404: "No such reservation of yours", 409: "Not pending" },
    }),
    async (c) =>
      c.json(
        {
          data: await decideReservation(
            c.var.ctx,
            currentUser(c),
            c.req.valid("param").id,
            "decline",
            c.req.valid("json").reason,
          ),
        },
        200,
      ),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/project-reservations/{id}/cancel",
      secure: true,
      params: idParam,
      response: reservationAnswer,
      errors: { 409: "Already decided" },
    }),
    userByIdData(cancelReservation),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/project-reservations/{id}/pay/wallet",
      secure: true,
      middleware: [idempotent({ required: false })],
      params: idParam,
      response: reservationStarted,
    }),
    userById(payReservationByWallet),
  );
