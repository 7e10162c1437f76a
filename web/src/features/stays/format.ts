import type { StayStatus } from "@contracts/stays";

/** SPEC §9: DD/MM/YYYY, hh:mm A, Lagos dates (one implementation for the worker and the SPA). */
export { dmy, hhmmA, lagosToday } from "@contracts/lagos-time";
/** A calendar day picked in the browser (local midnight) → YYYY-MM-DD. */
export const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** YYYY-MM-DD → a local Date at midnight (what the day picker compares). */
export const localDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export const STAY_STATUS_LABEL: Record<StayStatus, string> = {
  pending_payment: "Waiting for payment",
  awaiting_host: "Waiting for the host",
  confirmed: "Confirmed",
  checked_in: "Checked in",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const STAY_EVENT_LABEL: Record<string, string> = {
  booked: "Booked",
  paid: "Paid",
  confirmed: "Confirmed by the host",
  declined: "Declined by the host",
  cancelled: "Cancelled",
  expired: "Expired",
  lapsed: "Not confirmed in time",
  paid_out: "Host paid",
  deposit_returned: "Deposit returned",
  claimed: "Deposit claimed",
  claim_resolved: "Claim decided",
};
