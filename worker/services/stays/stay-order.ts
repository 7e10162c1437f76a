import { awaitingDecision, awaitingPayment, betweenUsers, bothSides, type Product } from "../escrow";
import type { StayStatus } from "../../contracts/stays";
import { STAY_SWEEP } from "./jobs";

/**
 * A short stay as the engine's product: the guest pays nights, cleaning and the caution deposit into escrow
 * for the host; the money leaves in legs. Its nights, policy and claims stay in this folder.
 */
export const STAY_ORDER: Product<StayStatus> = {
  key: "stay",
  label: "Short stay",
  ...STAY_SWEEP,
  statuses: {
    pending_payment: awaitingPayment("Waiting for the guest's payment", "Pay to keep the nights"),
    awaiting_host: awaitingDecision("Paid: waiting for the host to confirm", "Paid: confirm or decline the stay"),
    confirmed: { payer: "Confirmed", payee: "Confirmed: you are paid 24 hours after check-in" },
    checked_in: {
      payer: "Checked in: the deposit comes back after check-out",
      payee: "Paid out: claim from the deposit within 24 hours of check-out if needed",
    },
    completed: bothSides("Completed"),
    declined: { payer: "Declined by the host: refunded", payee: "Declined" },
    cancelled: bothSides("Cancelled"),
    expired: { payer: "Expired: not paid or not confirmed in time", payee: "Expired" },
  },
  transitions: {
    pending_payment: ["awaiting_host", "cancelled", "expired"],
    awaiting_host: ["confirmed", "declined", "cancelled", "expired"],
    confirmed: ["checked_in", "cancelled"],
    checked_in: ["completed"],
  },
  legs: {
    cancel: "Everything still held, back to the guest (or split by the cancellation policy)",
    payout: "Nights and cleaning to the host less commission, 24 hours after check-in",
    deposit: "The caution deposit back to the guest, or split by an admin's decision on a claim",
  },
  split:
    "Nights and cleaning: the host less the platform's commission. Cancelled: by the booking's policy. Deposit: back to the guest unless a claim is upheld.",
  payment: { purpose: "stay", orderKey: "stayId" },
  list: {
    ...betweenUsers("stay_bookings o JOIN properties p ON p.id = o.property_id", "o.guest_id", "o.host_id"),
    amountKobo: "o.total_kobo",
    title: "p.title || ' (' || o.nights || CASE o.nights WHEN 1 THEN ' night)' ELSE ' nights)' END",
    ref: "NULL",
    // The payer's booking page (where the payment return lands); the payee's is in the dashboard.
    link: (o, role) => (role === "payer" ? `/booking/${o.id}` : `/dashboard/bookings/${o.id}`),
  },
};
