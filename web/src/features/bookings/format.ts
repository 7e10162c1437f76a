/** Booking times are Lagos time (UTC+1, no daylight saving) whatever the browser's zone. SPEC §9: DD/MM/YYYY, hh:mm A. */
const LAGOS = 3600_000;
const parts = (iso: string) => new Date(Date.parse(iso) + LAGOS);

export function bookingDate(iso: string) {
  const d = parts(iso);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

/** "10:00" → "10:00 AM" */
export function slotLabel(time: string) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${String(h % 12 || 12).padStart(2, "0")}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

export function bookingTime(iso: string) {
  const d = parts(iso);
  return slotLabel(`${d.getUTCHours()}:${d.getUTCMinutes()}`);
}

/** YYYY-MM-DD of today in Lagos, plus `days`. */
export function lagosDay(days = 0) {
  return new Date(Date.now() + LAGOS + days * 24 * 3600_000).toISOString().slice(0, 10);
}

/** "2026-11-25" → "25/11/2026" */
export const dayLabel = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;

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
  "In refundable-only states (e.g. Lagos) the fee always comes back to you: it only secures the slot.",
];
