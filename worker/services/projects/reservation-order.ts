import type { ServiceCtx } from "../../lib/context";
import { PROJECT_RULES, type ReservationStatus } from "../../contracts/projects";
import { all, q } from "../../db/sql";
import { awaitingDecision, awaitingPayment, betweenUsers, sweepProduct, unpaidHold, type Product } from "../escrow";
import { DAY, RESERVATION_ESCROW, Row, setting, settle } from "./reservation-escrow";
import { tell } from "./reservation-notify";

/** The reservation's clock: paid reservations the developer never decided are refunded (the unit comes back). */
async function reservationClock(ctx: ServiceCtx) {
  const days = await setting(ctx, "project_confirm_days", 7);
  const stale = await all(
    q(
      ctx,
      "SELECT * FROM project_reservations WHERE status = 'pending' AND paid_at < ? LIMIT 100",
      ctx.now - days * DAY,
    ),
    Row,
  );
  for (const b of stale) {
    const r = await settle(ctx, b, "expired", null, { guardSql: "paid_at < ?", guardParams: [ctx.now - days * DAY] });
    if (r.outcome === "posted") await tell(ctx, b.id, "expired");
  }
}

/** A unit reservation as the engine's product: the seeker's deposit is held in escrow for the developer. */
export const RESERVATION_ORDER: Product<ReservationStatus> = {
  key: "reservation",
  label: "Unit reservation",
  table: "project_reservations",
  spec: RESERVATION_ESCROW,
  statuses: {
    awaiting_payment: awaitingPayment("Waiting for the buyer's deposit", "Pay the deposit", "Awaiting your deposit"),
    pending: awaitingDecision("Deposit held: waiting for the developer", "Deposit held: confirm or decline"),
    confirmed: { payer: "Confirmed by the developer", payee: "Confirmed: deposit paid to you" },
    declined: { payer: "Declined: deposit refunded", payee: "Declined" },
    cancelled: { payer: "Cancelled", payee: "Cancelled by the buyer" },
    expired: { payer: "Expired: not paid, or not confirmed in time (refunded)", payee: "Expired" },
    ended: {
      payer: "Ended: the instalment plan was cancelled or defaulted",
      payee: "Ended: the instalment plan was cancelled or defaulted; the unit is available again",
    },
  },
  transitions: {
    awaiting_payment: ["pending", "cancelled", "expired"],
    pending: ["confirmed", "declined", "cancelled", "expired"],
    // The instalment plan's end (services/projects/instalment-settle.ts) ends the reservation in its own batch.
    confirmed: ["ended"],
  },
  legs: { settle: "The whole deposit leaves escrow once: to the developer, or back to the buyer" },
  split:
    "Confirmed: the developer less the platform's commission. Declined, cancelled or expired: all back to the buyer.",
  payment: { purpose: "project_booking", orderKey: "reservationId" },
  expiry: unpaidHold(
    PROJECT_RULES.unpaidHoldMs,
    "Not paid in time: the unit is available again",
    "An unpaid reservation holds its unit 30 minutes.",
    // Each expiring reservation gives its unit back: counted per unit, so two of one unit type give back two.
    (ctx, m) => [
      q(
        ctx,
        `UPDATE project_units SET available = available + (SELECT COUNT(*) FROM project_reservations r WHERE r.unit_id = project_units.id AND r.id IN (${m.sql})), updated_at = ?
         WHERE id IN (SELECT unit_id FROM project_reservations WHERE id IN (${m.sql}))`,
        ...m.params,
        ctx.now,
        ...m.params,
      ),
    ],
  ),
  clock: (ctx) => reservationClock(ctx),
  list: {
    ...betweenUsers(
      "project_reservations o JOIN projects p ON p.id = o.project_id JOIN project_units u ON u.id = o.unit_id",
      "o.seeker_id",
      "o.developer_id",
    ),
    amountKobo: "o.deposit_kobo",
    title: "u.type || ' at ' || p.name",
    ref: "o.project_id",
    link: (o, role) =>
      role === "payer" ? `/project-booking/${o.ref}?reservation=${o.id}` : "/dashboard/project/my-projects",
  },
};

/** Cron (and tests): expire unpaid holds by the product's rule (units back), then the reservation's clock. */
export const runReservationJobs = (ctx: ServiceCtx) => sweepProduct(ctx, RESERVATION_ORDER);
