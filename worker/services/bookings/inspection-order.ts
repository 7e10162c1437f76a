import type { ServiceCtx } from "../../lib/context";
import { awaitingPayment, betweenUsers, bothSides, sweepProduct, unpaidHold, type Product } from "../escrow";
import type { InspectionStatus } from "../../contracts/bookings";
import { INSPECTION_ESCROW } from "./inspection-escrow";
import { UNPAID_HOLD_MS } from "./inspection-rules";
import { inspectionClock } from "./inspection-jobs";

/**
 * An inspection as the engine's product: the seeker pays the fee into escrow for the agent. Its statuses
 * and moves are declared here; the rules of who may move it when stay in ./inspection-rules.ts.
 */
export const INSPECTION_ORDER: Product<InspectionStatus> = {
  key: "inspection",
  label: "Inspection",
  table: "inspection_bookings",
  spec: INSPECTION_ESCROW,
  statuses: {
    awaiting_payment: awaitingPayment("Waiting for the seeker's payment", "Pay the inspection fee"),
    pending: {
      payer: "Paid: waiting for the agent to confirm",
      payee: "Paid: confirm the time or propose another",
      next: { payer: "Wait for the agent, or reschedule", payee: "Confirm or propose a time" },
    },
    proposed: {
      payer: "The agent proposed a new time",
      payee: "Waiting for the seeker to accept your time",
      next: { payer: "Accept the new time or cancel" },
    },
    confirmed: {
      payer: "Confirmed: show your code at the inspection",
      payee: "Confirmed: enter the seeker's code at the inspection",
      next: { payer: "Attend and give the agent your code", payee: "Enter the seeker's code" },
    },
    completed: { payer: "Inspection held", payee: "Inspection held: fee paid to you" },
    cancelled: bothSides("Cancelled"),
    expired: { payer: "Expired: not paid in time, or refunded (not held)", payee: "Expired" },
    disputed: bothSides("Reported: under review"),
    resolved: bothSides("Resolved by our team"),
  },
  transitions: {
    awaiting_payment: ["pending", "cancelled", "expired"],
    pending: ["pending", "proposed", "confirmed", "cancelled", "disputed", "expired"],
    proposed: ["pending", "proposed", "confirmed", "cancelled", "disputed", "expired"],
    confirmed: ["pending", "proposed", "completed", "cancelled", "disputed", "expired"],
    disputed: ["resolved"],
  },
  legs: { settle: "The whole fee leaves escrow once: to the agent, back to the seeker, or split" },
  split:
    "Held: the agent less the platform's commission. Cancelled by the agent or early: all back to the seeker; late: half each. Never held: all back. Disputed: as an admin decides.",
  payment: { purpose: "booking", orderKey: "bookingId" },
  expiry: unpaidHold(
    UNPAID_HOLD_MS,
    "Not paid in time: the slot was released",
    "An unpaid booking holds its slot 30 minutes.",
  ),
  clock: (ctx) => inspectionClock(ctx),
  list: {
    ...betweenUsers("inspection_bookings o JOIN properties p ON p.id = o.property_id", "o.seeker_id", "o.agent_id"),
    amountKobo: "o.fee_kobo",
    title: "'Inspection: ' || p.title",
    ref: "NULL",
    // The payer's booking page (where the payment return lands); the payee's is in the dashboard.
    link: (o, role) => (role === "payer" ? `/booking/${o.id}` : `/dashboard/bookings/${o.id}`),
  },
};

/** Cron (and tests): expire unpaid holds by the product's rule, then the inspection's clock. */
export const runInspectionJobs = (ctx: ServiceCtx) => sweepProduct(ctx, INSPECTION_ORDER);
