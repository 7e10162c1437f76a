import { STATUS_WORDS } from "@contracts/status-words";

/** SPEC §9: DD/MM/YYYY, hh:mm A, Lagos dates (one implementation for the worker and the SPA). */
export { dmy, hhmmA, lagosToday } from "@contracts/lagos-time";
/** A calendar day picked in the browser (local midnight) → YYYY-MM-DD. */
export const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** YYYY-MM-DD → a local Date at midnight (what the day picker compares). */
export const localDate = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The one map of statuses to words (contracts/status-words.ts). */
export const STAY_STATUS_LABEL = STATUS_WORDS.stay;

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

/**
 * What someone typed as DD/MM/YYYY (also D/M/YYYY, with "-" or "." between) → YYYY-MM-DD, or null when it is
 * not a real calendar day (31/02/2027 is refused, not rolled over into March).
 */
export function parseDmy(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
