/**
 * Dates and times as Nigerians read them, whatever the server's or the browser's zone: Nigeria keeps West
 * Africa Time (UTC+1) all year, with no daylight saving, so a fixed offset is exact. SPEC §9: DD/MM/YYYY and
 * hh:mm A. Used by the worker (slots, stays, statements, emails) and the SPA (the same text on the server
 * render and the first client render, so pages hydrate without a mismatch). Zod-free: public chunks import it.
 */
export const LAGOS_OFFSET_MS = 3600_000;
export const DAY_MS = 86_400_000;

const wat = (ms: number) => new Date(ms + LAGOS_OFFSET_MS);
const pad = (n: number) => String(n).padStart(2, "0");

/** The Lagos calendar date of an instant: "2026-11-25". */
export const lagosDay = (ms: number) => wat(ms).toISOString().slice(0, 10);
/** The Lagos calendar month of an instant: "2026-11". */
export const lagosMonth = (ms: number) => wat(ms).toISOString().slice(0, 7);
/** The Lagos hour (0–23) of an instant. */
export const lagosHour = (ms: number) => wat(ms).getUTCHours();
/** An instant as ISO 8601 with the Lagos offset: "2026-11-25T10:00:00+01:00". */
export const lagosIso = (ms: number) => `${wat(ms).toISOString().slice(0, 19)}+01:00`;
/** "2026-12-01" at "14:00" Lagos → epoch ms. */
export const lagosAt = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00Z`) - LAGOS_OFFSET_MS;
/** Today in Lagos (or `n` days from it), YYYY-MM-DD. */
export const lagosToday = (n = 0, now = Date.now()) => lagosDay(now + n * DAY_MS);
/** A calendar date `n` days later (or earlier). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** "2026-01-31" plus `months` months, kept inside the target month (31 January + 1 month is 28/29 February). */
export function addMonths(day: string, months: number) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** "2026-12-01" → "01/12/2026". */
export const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** "14:00" → "02:00 PM". */
export function hhmmA(time: string) {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${pad(h % 12 || 12)}:${pad(m)} ${h < 12 ? "AM" : "PM"}`;
}
/** An instant (epoch ms or ISO text) as its Lagos date, DD/MM/YYYY. */
export const formatLagosDate = (at: number | string) => dmy(lagosDay(typeof at === "number" ? at : Date.parse(at)));
/** An instant (epoch ms or ISO text) as its Lagos time, hh:mm A. */
export function formatLagosTime(at: number | string) {
  const d = wat(typeof at === "number" ? at : Date.parse(at));
  return hhmmA(`${d.getUTCHours()}:${d.getUTCMinutes()}`);
}
