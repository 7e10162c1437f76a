/** Booking times are Lagos time (UTC+1, no daylight saving) whatever the browser's zone. SPEC §9: DD/MM/YYYY, hh:mm A. */
export {
  formatLagosDate as bookingDate,
  formatLagosTime as bookingTime,
  hhmmA as slotLabel,
  dmy as dayLabel,
} from "@contracts/lagos-time";

export const STATUS_LABEL: Record<string, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "Waiting for the agent",
  proposed: "New time proposed",
  confirmed: "Confirmed",
  completed: "Inspection held",
  cancelled: "Cancelled",
  expired: "Refunded (not held)",
  disputed: "Reported: under review",
  resolved: "Resolved by our team",
};

export const REFUND_RULE = [
  "The agent cancels: you get the whole fee back.",
  "You cancel before the agent confirms, or 24 hours or more before the inspection: you get the whole fee back.",
  "You cancel a confirmed inspection less than 24 hours before it: half comes back to you, half goes to the agent for the time kept.",
  "The inspection never starts (no code entered): the fee comes back to you automatically 48 hours after the slot.",
  "Where the law bans inspection fees (e.g. Lagos), the fee always comes back to you: it only secures your slot.",
];
