import type { SearchFilter } from "./listings";
import type { Sym } from "./assistant-parse-vocabulary";
import { isMoney, type Reader } from "./assistant-parse-reader";

/**
 * The second pass: money, into the filter's price range. A number is money with a unit ("2m", "800k"), after ₦ or
 * "naira", or from 1,000 up; "under", "max", "no pass" make a ceiling, "from", "at least" a floor, "around" ±20%,
 * and two amounts joined by "to"/"-"/"between … and" a range (the unit of the upper bound carries back: "150 to
 * 300m"). A bare amount is a ceiling: people name what they can pay.
 */
export function readMoney(r: Reader, filter: SearchFilter) {
  const { used, at, kindAt, next } = r;
  const moneyAt = (i: number): number | undefined => {
    const s = at(i);
    if (!isMoney(s) || used[i]) return undefined;
    let mult = s.mult;
    if (mult === undefined && kindAt(i + 1) === "unit") mult = (at(i + 1) as { mult: number }).mult;
    const naira = kindAt(i - 1) === "naira" || kindAt(i + 1) === "naira";
    if (mult === undefined && !naira && s.v < 1000) return undefined;
    // A bare year ("move in 2027") is a date, not a budget: nobody pays ₦2,027 for a home.
    if (mult === undefined && !naira && Number.isInteger(s.v) && s.v >= 1900 && s.v <= 2100) return undefined;
    return Math.round(s.v * (mult ?? 1));
  };
  const span = (i: number) => (kindAt(i + 1) === "unit" && (at(i) as { mult?: number }).mult === undefined ? 2 : 1);
  const amounts: { i: number; naira: number; end: number }[] = [];
  for (let i = 0; i < used.length; i++) {
    const s = at(i)!;
    if (s.k !== "num" || used[i]) continue;
    let naira = moneyAt(i);
    // "150 to 300m", "1 - 2m", "between 2 and 3 million": the unit of the upper bound carries back.
    if (naira === undefined && s.mult === undefined && kindAt(i + 1) === "sep") {
      const hi = moneyAt(i + 2);
      const hs = at(i + 2) as { v: number; mult?: number } | undefined;
      if (hi !== undefined && hs) {
        const mult = hs.mult ?? (kindAt(i + 3) === "unit" ? (at(i + 3) as { mult: number }).mult : 1);
        naira = Math.round(s.v * mult);
      }
    }
    if (naira === undefined) continue;
    const end = i + span(i);
    for (let j = i; j < end; j++) used[j] = true;
    if (kindAt(i - 1) === "naira") used[i - 1] = true;
    if (kindAt(end) === "naira") used[end] = true;
    amounts.push({ i, naira, end });
  }
  const qualifierBefore = (i: number): Sym["k"] | undefined => {
    for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
      const k = kindAt(j);
      if (k === "naira" || k === "stop") continue;
      if (k === "max" || k === "min" || k === "around" || k === "between" || k === "from") {
        used[j] = true;
        return k;
      }
      return undefined;
    }
    return undefined;
  };
  const kobo = (n: number) => n * 100;
  for (let a = 0; a < amounts.length; a++) {
    const cur = amounts[a]!;
    const nxt = amounts[a + 1];
    const q = qualifierBefore(cur.i);
    const sepBetween =
      nxt && (kindAt(cur.end) === "sep" || (kindAt(cur.end) === "naira" && kindAt(cur.end + 1) === "sep"));
    if (nxt && (sepBetween || q === "between")) {
      const lo = Math.min(cur.naira, nxt.naira);
      const hi = Math.max(cur.naira, nxt.naira);
      filter.minPriceKobo = kobo(lo);
      filter.maxPriceKobo = kobo(hi);
      for (let j = cur.end; j < nxt.i; j++) if (kindAt(j) === "sep" || kindAt(j) === "naira") used[j] = true;
      a++;
      continue;
    }
    const after = next(cur.end - 1);
    if (q === "min" || kindAt(after) === "minAfter") {
      filter.minPriceKobo = kobo(cur.naira);
      if (kindAt(after) === "minAfter") used[after] = true;
    } else if (q === "around") {
      filter.minPriceKobo = kobo(Math.round(cur.naira * 0.8));
      filter.maxPriceKobo = kobo(Math.round(cur.naira * 1.2));
    } else {
      // "under 5m", "wey no pass 1m", "max 800k", "budget 2m", or a bare amount: a ceiling.
      filter.maxPriceKobo = kobo(cur.naira);
    }
  }
  if (
    filter.minPriceKobo !== undefined &&
    filter.maxPriceKobo !== undefined &&
    filter.minPriceKobo > filter.maxPriceKobo
  )
    delete filter.maxPriceKobo;
}
