import type { SearchFilter } from "./listings";
import type { Sym } from "./assistant-parse-vocabulary";
import type { Reader } from "./assistant-parse-reader";

/** Dates in the Lagos calendar (UTC+1). */
const DAY_MS = 86_400_000;
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Today's midnight in Lagos, as a UTC date. */
export function lagosToday(now: number) {
  const today = new Date(now + 3_600_000);
  today.setUTCHours(0, 0, 0, 0);
  return today;
}

/** The next occurrence of day/month on or after today (this year, or next year once it has passed). */
function dateOf(today: Date, d: number, m: number, y?: number) {
  const year = y ?? today.getUTCFullYear();
  let date = new Date(Date.UTC(year, m - 1, d));
  if (!y && date.getTime() < Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
    date = new Date(Date.UTC(year + 1, m - 1, d));
  return date;
}

export type CountsAndDates = { nights?: number; checkIn?: Date; checkOut?: Date; guests?: number };

/**
 * The first pass: bedroom counts (exact, ranges, minimums and maximums, into `filter`), nights, guests and stay
 * dates ("12 Dec", "from the 12th", "this weekend", "tomorrow"). It runs before money, which would otherwise read
 * "2 bedroom" or "12 Dec" as amounts.
 */
export function readCountsAndDates(r: Reader, filter: SearchFilter, today: Date): CountsAndDates {
  const { toks, used, at, kindAt, next } = r;
  const out: CountsAndDates = {};

  /** A count's qualifier just before it ("at least 2 bedrooms", "not more than 3 rooms"), skipping stop words. */
  const bedQualifier = (i: number): { kind: "min" | "max"; at: number; text: string } | undefined => {
    for (let j = i - 1; j >= 0 && j >= i - 2; j--) {
      const k = kindAt(j);
      if (k === "stop") continue;
      if (k === "min" || k === "max") return { kind: k, at: j, text: toks[j]!.text };
      return undefined;
    }
    return undefined;
  };

  for (let i = 0; i < used.length; i++) {
    const s = at(i)!;
    if (s.k === "unit" && i > 0 && kindAt(i - 1) === "num") continue;
    if (s.k !== "num" && s.k !== "date") continue;
    if (s.k === "date") {
      const d = dateOf(today, s.d, s.m, s.y);
      if (!out.checkIn) out.checkIn = d;
      else out.checkOut = d;
      used[i] = true;
      continue;
    }
    const j = i + 1;
    const nk = kindAt(j);
    const isCount = (x: Sym | undefined) =>
      !!x && x.k === "num" && x.mult === undefined && x.v >= 1 && x.v <= 20 && Number.isInteger(x.v);
    if (
      isCount(s) &&
      (nk === "sep" || toks[j]?.text === "or") &&
      isCount(at(j + 1)) &&
      kindAt(j + 2) === "bed" &&
      !used[i]
    ) {
      // "2 to 3 bedrooms", "2-3 bed", "2 or 3 bedroom": a range of counts.
      const hi = (at(j + 1) as { v: number }).v;
      filter.minBedrooms = Math.min(s.v, hi);
      filter.maxBedrooms = Math.max(s.v, hi);
      used[i] = used[j] = used[j + 1] = used[j + 2] = true;
    } else if (isCount(s) && nk === "minAfter" && kindAt(j + 1) === "bed" && !used[i]) {
      // "2+ bedrooms", "3 and above bedrooms": a minimum.
      filter.minBedrooms = s.v;
      used[i] = used[j] = used[j + 1] = true;
    } else if (isCount(s) && nk === "bed" && !used[i]) {
      // "2 bedroom" is exactly two; "2+", "at least 2", "2 or more" a minimum; "up to 3" a maximum.
      const before = bedQualifier(i);
      const after = kindAt(next(j)) === "minAfter" ? next(j) : -1;
      if (before?.kind === "min" || after >= 0) {
        filter.minBedrooms = before && /more than|above|over/.test(before.text) ? s.v + 1 : s.v;
        if (after >= 0) used[after] = true;
      } else if (before?.kind === "max") {
        filter.maxBedrooms = s.v;
      } else {
        filter.minBedrooms = s.v;
        filter.maxBedrooms = s.v;
      }
      if (before) used[before.at] = true;
      used[i] = used[j] = true;
    } else if (s.mult === undefined && (nk === "night" || nk === "week") && s.v >= 1 && s.v <= 90) {
      out.nights = nk === "week" ? s.v * 7 : s.v;
      used[i] = used[j] = true;
    } else if (s.mult === undefined && nk === "guest" && s.v >= 1 && s.v <= 30) {
      out.guests = s.v;
      used[i] = used[j] = true;
    } else if (
      s.mult === undefined &&
      s.v >= 1 &&
      s.v <= 31 &&
      Number.isInteger(s.v) &&
      (nk === "month" ||
        (kindAt(i - 1) === "month" && !used[i - 1]) ||
        (nk === "sep" && kindAt(j + 1) === "num" && kindAt(j + 2) === "month"))
    ) {
      // "12 Dec", "Dec 12", "12 to 15 Dec" (the month carries back).
      let month: number;
      if (nk === "month") month = (at(j) as { v: number }).v;
      else if (kindAt(i - 1) === "month") month = (at(i - 1) as { v: number }).v;
      else month = (at(j + 2) as { v: number }).v;
      const d = dateOf(today, s.v, month);
      if (!out.checkIn) out.checkIn = d;
      else out.checkOut = d;
      used[i] = true;
      if (nk === "month") used[j] = true;
      if (kindAt(i - 1) === "month") used[i - 1] = true;
    } else if (s.ordinal && s.v >= 1 && s.v <= 31) {
      // "from the 12th" (this month, or next once passed).
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), s.v));
      const date = d < today ? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, s.v)) : d;
      if (!out.checkIn) out.checkIn = date;
      else out.checkOut = date;
      used[i] = true;
    }
  }
  for (let i = 0; i < used.length; i++) {
    const s = at(i)!;
    if (s.k === "weekend") {
      // Friday to Sunday; on a Saturday or Sunday "this weekend" is the rest of it.
      const dow = today.getUTCDay();
      let fri = addDays(today, (5 - dow + 7) % 7);
      if (dow === 6) fri = today;
      if (dow === 0) fri = today;
      if (s.next) fri = addDays(fri, 7);
      out.checkIn = fri;
      out.checkOut = dow === 0 && !s.next ? addDays(today, 1) : addDays(fri, dow === 6 && !s.next ? 1 : 2);
      used[i] = true;
    } else if (s.k === "day") {
      if (!out.checkIn) out.checkIn = addDays(today, s.offset);
      used[i] = true;
    } else if (s.k === "couple") {
      out.guests = 2;
      used[i] = true;
    }
  }
  return out;
}
