import type { InstalmentPlanStatus } from "../../contracts/instalment-rules";
import { q } from "../../db/sql";
import { betweenUsers, type Product } from "../escrow";
import { INSTALMENT_ESCROW } from "./instalment-escrow";
import { instalmentClock } from "./instalment-clock";
import { planLink } from "./instalment-notify";

/**
 * A reservation's instalment plan as the engine's product: the buyer's instalments are held in escrow for the
 * developer. Its legs are the payments in (`pay:*`, one per payment of one or more instalments), the milestone
 * releases (`release:*`) and the end (`end`); its clock is the due dates (instalment-clock.ts).
 */
export const INSTALMENT_ORDER: Product<InstalmentPlanStatus> = {
  key: "instalment",
  label: "Instalment plan",
  table: "instalment_plans",
  spec: INSTALMENT_ESCROW,
  statuses: {
    active: {
      payer: "Paying by instalments: money held in escrow",
      payee: "Instalments coming in: released at approved milestones",
      next: { payer: "Pay the next instalment" },
    },
    paused: { payer: "Paused by PropertyNG: no reminders, nothing missed", payee: "Paused by PropertyNG" },
    paid_up: {
      payer: "All instalments paid: held until the milestones",
      payee: "Paid up: the rest is released at approved milestones",
    },
    cancelled: { payer: "Cancelled: refunded as the plan stated", payee: "Cancelled by the buyer" },
    defaulted: { payer: "Ended: instalments missed", payee: "Defaulted: instalments missed" },
  },
  transitions: {
    // A payment in, or a milestone release, leaves the status as it was.
    active: ["active", "paused", "paid_up", "cancelled", "defaulted"],
    paused: ["paused", "active", "paid_up", "cancelled", "defaulted"],
    paid_up: ["paid_up", "cancelled"],
  },
  legs: {
    "pay:*": "Each payment of one or more instalments, from the wallet or by card, into escrow once",
    "release:*": "At each approved construction milestone, its share of what is held goes to the developer, once",
    end: "When the plan ends, what is still held leaves once: split by the refund policy, or all back on a staff refund",
  },
  split:
    "Milestone: the developer less the platform's commission. Cancelled or defaulted: the stated refund % back to the buyer, the rest to the developer less commission. Staff refund: all back to the buyer.",
  payment: { purpose: "instalment", orderKey: "planId", leg: (d) => String(d.leg ?? "") },
  // A plan whose reservation ended before the developer confirmed it never took money (payments wait for the
  // confirmation): it just ends with it, and its instalments are cancelled.
  expiry: {
    from: ["active", "paused"],
    to: "cancelled",
    overdue: () => ({
      sql: "held_kobo = 0 AND reservation_id IN (SELECT id FROM project_reservations WHERE status IN ('declined', 'cancelled', 'expired'))",
      params: [],
    }),
    event: {
      action: "plan_cancelled",
      detail: "The reservation ended before it was confirmed: nothing was paid on the plan",
    },
    release: (ctx, m) => [
      q(
        ctx,
        `UPDATE instalments SET status = 'cancelled', updated_at = ? WHERE status IN ('due', 'overdue') AND plan_id IN (${m.sql})`,
        ctx.now,
        ...m.params,
      ),
    ],
    words: "A plan ends with its reservation when the developer never confirmed it.",
  },
  clock: (ctx) => instalmentClock(ctx),
  list: {
    ...betweenUsers(
      "instalment_plans o JOIN projects p ON p.id = o.project_id JOIN project_reservations r ON r.id = o.reservation_id JOIN project_units u ON u.id = r.unit_id",
      "o.payer_id",
      "o.payee_id",
    ),
    amountKobo: "o.total_kobo",
    title: "'Instalments: ' || u.type || ' at ' || p.name",
    ref: "o.reservation_id",
    link: (o, role) => planLink(o.id, role),
  },
};
