import type { StayStatus } from "@contracts/stays";

/** "2026-12-01" → "01/12/2026" (SPEC §9: DD/MM/YYYY). */
export const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** Today (or `n` days from it) as a Lagos date, YYYY-MM-DD. */
export const lagosToday = (n = 0) => new Date(Date.now() + 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
/** A calendar day picked in the browser (local midnight) → YYYY-MM-DD. */
export const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** YYYY-MM-DD → a local Date at midnight (what the day picker compares). */
export const localDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
/** "14:00" → "02:00 PM" (SPEC §9: hh:mm A). */
export const hhmmA = (t: string) => {
  const h = Number(t.slice(0, 2));
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, "0")}:${t.slice(3, 5)} ${h < 12 ? "AM" : "PM"}`;
};

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
