import type { SearchFilter } from "./listings";
import type { TitleDocumentCode } from "./search-codes";
import {
  ENTRIES,
  PRICE_QUESTION,
  type DropTarget,
  type ParsedPlace,
  type Period,
  type Sym,
  type UnfairGround,
} from "./assistant-parse-vocabulary";
import { editDistance, symbolise, tokenize } from "./assistant-parse-symbols";

/**
 * The property assistant's deterministic parser: plain English or Pidgin → the search's own filter
 * (SearchFilter, the body of POST /v1/properties/search) plus what the search does not filter on (period,
 * stay dates, guests). It generalises by vocabulary and grammar, never by whole phrases:
 *   1. normalise and tokenise ("3bed" → 3 bed, "150m-300m" → 150m to 300m, "1,500,000" → 1500000);
 *   2. map token windows (longest first) to symbols from vocabularies — places (the locations seed plus the
 *      spellings people use: VI, PH, Abj, Wuse II), property types (Nigerian names: self contain, mini flat,
 *      BQ…), purposes, title documents, amenities, money qualifiers ("no pass", "under", "max"…), months;
 *      an unknown word matches a vocabulary entry within a small edit distance (misspellings);
 *   3. read the symbol sequence with a small grammar: NUM BED → bedrooms, NUM NIGHT → nights,
 *      QUALIFIER MONEY → max/min, MONEY to MONEY → range (the unit carries back: "150 to 300m"), NUM MONTH →
 *      a date, FOR NUM → guests in a stay context.
 * Runs in workerd, the browser (lazy chunks only) and Node (tests, the benchmark). `now` is injectable.
 */

export type { DropTarget, ParsedPlace, Period, UnfairGround };
export type Intent = "search" | "help" | "handover" | "greeting" | "thanks" | "refused" | "price" | "unknown";
/** What a follow-up says about the conversation's search beyond new constraints (assistant-conversation.ts). */
export type Refine = {
  /** Constraints to take away ("forget the budget", "any area"). */
  drop: DropTarget[];
  /** Single extras to take away ("without parking"). */
  dropAmenities: number[];
  cheaper: boolean;
  pricier: boolean;
  bigger: boolean;
  smaller: boolean;
  /** "start again", "new search": the words that follow are a search of their own. */
  reset: boolean;
};
const noRefine = (): Refine => ({
  drop: [],
  dropAmenities: [],
  cheaper: false,
  pricier: false,
  bigger: false,
  smaller: false,
  reset: false,
});
/** True when the words change a search without naming a constraint ("make it cheaper", "forget the budget"). */
export const refines = (r: Refine) =>
  r.drop.length > 0 || r.dropAmenities.length > 0 || r.cheaper || r.pricier || r.bigger || r.smaller;
export type AssistantParse = {
  intent: Intent;
  filter: SearchFilter;
  place?: ParsedPlace;
  period?: Period;
  /** Stay dates, yyyy-mm-dd (Lagos calendar). */
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** Words the parser did not understand (a place it could not place ends up here). */
  unknown: string[];
  refine: Refine;
  /** Grounds the words asked to filter by that the platform never filters by (tribe, religion, …). */
  unfair: UnfairGround[];
};

// ——— dates (Lagos calendar, UTC+1) ———

const DAY_MS = 86_400_000;
const lagosDay = (now: number) => new Date(now + 3_600_000);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

/** The next occurrence of day/month on or after today (this year, or next year once it has passed). */
function dateOf(today: Date, d: number, m: number, y?: number) {
  const year = y ?? today.getUTCFullYear();
  let date = new Date(Date.UTC(year, m - 1, d));
  if (!y && date.getTime() < Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
    date = new Date(Date.UTC(year + 1, m - 1, d));
  return date;
}

// ——— grammar ———

const isMoney = (s: Sym | undefined): s is Extract<Sym, { k: "num" }> => !!s && s.k === "num" && !s.ordinal;

/** What "forget …" / "without …" takes away when followed by this symbol. */
function dropTargetOf(t: Sym | undefined): DropTarget | undefined {
  switch (t?.k) {
    case "target":
      return t.v;
    case "amenity":
    case "power":
    case "water":
    case "doc":
      return "extras";
    case "furnish":
      return "furnishing";
    case "place":
      return "place";
    case "type":
      return "type";
    case "bed":
      return "beds";
    case "verified":
      return "verified";
    case "purpose":
    case "period":
      return "purpose";
    case "max":
    case "min":
      return "price";
    default:
      return undefined;
  }
}

export function parseAssistant(text: string, now: number = Date.now()): AssistantParse {
  const toks = symbolise(tokenize(text.slice(0, 500)));
  const syms = toks.map((t) => t.sym);
  const used = new Array<boolean>(syms.length).fill(false);
  const filter: SearchFilter = {};
  const res: AssistantParse = { intent: "unknown", filter, unknown: [], refine: noRefine(), unfair: [] };
  const today = lagosDay(now);
  today.setUTCHours(0, 0, 0, 0);
  let nights: number | undefined;
  let checkIn: Date | undefined;
  let checkOut: Date | undefined;
  const at = (i: number) => syms[i];
  const kindAt = (i: number) => syms[i]?.k;
  /** Index of the next symbol that is not a stop word. */
  const next = (i: number) => {
    let j = i + 1;
    while (j < syms.length && kindAt(j) === "stop") j++;
    return j;
  };

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

  // Pass 1: counts and dates, which own their numbers before money does.
  for (let i = 0; i < syms.length; i++) {
    const s = at(i)!;
    if (s.k === "unit" && i > 0 && kindAt(i - 1) === "num") continue;
    if (s.k !== "num" && s.k !== "date") continue;
    if (s.k === "date") {
      const d = dateOf(today, s.d, s.m, s.y);
      if (!checkIn) checkIn = d;
      else checkOut = d;
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
      nights = nk === "week" ? s.v * 7 : s.v;
      used[i] = used[j] = true;
    } else if (s.mult === undefined && nk === "guest" && s.v >= 1 && s.v <= 30) {
      res.guests = s.v;
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
      if (!checkIn) checkIn = d;
      else checkOut = d;
      used[i] = true;
      if (nk === "month") used[j] = true;
      if (kindAt(i - 1) === "month") used[i - 1] = true;
    } else if (s.ordinal && s.v >= 1 && s.v <= 31) {
      // "from the 12th" (this month, or next once passed).
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), s.v));
      const date = d < today ? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, s.v)) : d;
      if (!checkIn) checkIn = date;
      else checkOut = date;
      used[i] = true;
    }
  }
  for (let i = 0; i < syms.length; i++) {
    const s = at(i)!;
    if (s.k === "weekend") {
      // Friday to Sunday; on a Saturday or Sunday "this weekend" is the rest of it.
      const dow = today.getUTCDay();
      let fri = addDays(today, (5 - dow + 7) % 7);
      if (dow === 6) fri = today;
      if (dow === 0) fri = today;
      if (s.next) fri = addDays(fri, 7);
      checkIn = fri;
      checkOut = dow === 0 && !s.next ? addDays(today, 1) : addDays(fri, dow === 6 && !s.next ? 1 : 2);
      used[i] = true;
    } else if (s.k === "day") {
      if (!checkIn) checkIn = addDays(today, s.offset);
      used[i] = true;
    } else if (s.k === "couple") {
      res.guests = 2;
      used[i] = true;
    }
  }

  // Pass 2: money. A number is money with a unit, after ₦/naira, or from 1,000 up.
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
  for (let i = 0; i < syms.length; i++) {
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

  // Pass 3: guests "for 2" (stays), and the vocabulary symbols.
  const purposes: ("sale" | "rent" | "short_stay")[] = [];
  const places: ParsedPlace[] = [];
  let type: { typeId?: number; categoryId?: number; typeIds?: readonly number[] } | undefined;
  const specificity = (t: NonNullable<typeof type>) => (t.typeId ? 3 : t.typeIds ? 2 : 1);
  const amenities = new Set<number>();
  const docs = new Set<TitleDocumentCode>();
  const power = new Set<"24h_power" | "prepaid_meter" | "inverter_solar" | "generator">();
  const water = new Set<"borehole" | "water_heater">();
  let help = 0;
  let strongHelp = false;
  let question = false;
  let handover = false;
  let greeting = false;
  let thanks = false;
  const forNums: number[] = [];
  for (let i = 0; i < syms.length; i++) {
    const s = at(i)!;
    if (used[i]) continue;
    switch (s.k) {
      case "place":
        places.push(s.v);
        break;
      case "type": {
        // The more specific wins: a type over a family over a category ("3 bedroom flat duplex" keeps the duplex).
        const t = { typeId: s.typeId, categoryId: s.categoryId, typeIds: s.typeIds };
        if (!type || specificity(t) > specificity(type)) type = t;
        break;
      }
      case "drop": {
        // "forget the budget", "without parking", "any area": the next thing named is taken away, not added.
        const j = next(i);
        const t = at(j);
        const target = dropTargetOf(t);
        if (target) {
          if (t?.k === "amenity") res.refine.dropAmenities.push(t.id);
          else res.refine.drop.push(target);
          used[j] = true;
        }
        break;
      }
      case "relax":
        res.refine.drop.push(s.v);
        break;
      case "cheaper":
        res.refine.cheaper = true;
        break;
      case "pricier":
        res.refine.pricier = true;
        break;
      case "bigger":
        res.refine.bigger = true;
        break;
      case "smaller":
        res.refine.smaller = true;
        break;
      case "reset":
        res.refine.reset = true;
        break;
      case "unfair":
        if (!res.unfair.includes(s.v)) res.unfair.push(s.v);
        break;
      case "amenity":
        amenities.add(s.id);
        break;
      case "power":
        power.add(s.v);
        break;
      case "water":
        water.add(s.v);
        break;
      case "furnish":
        filter.furnishing = s.v;
        break;
      case "purpose":
        purposes.push(s.v);
        break;
      case "period":
        res.period = s.v;
        break;
      case "doc":
        docs.add(s.v);
        break;
      case "verified":
        filter.verifiedOnly = true;
        break;
      case "for":
        if (isMoney(at(i + 1)) && !used[i + 1] && (at(i + 1) as { mult?: number }).mult === undefined)
          forNums.push(i + 1);
        break;
      case "help":
        help++;
        break;
      case "strongHelp":
        strongHelp = true;
        break;
      case "question":
        question = true;
        break;
      case "handover":
        handover = true;
        break;
      case "greeting":
        greeting = true;
        break;
      case "thanks":
        thanks = true;
        break;
      case "word":
        res.unknown.push(s.v);
        break;
      default:
        break;
    }
  }
  // A number "per night" is a nightly price; nights need a stay.
  if (res.period === "per_night" || nights !== undefined || checkIn) purposes.push("short_stay");
  if (res.period === "per_year" || res.period === "per_month") purposes.push("rent");
  const stay = purposes.includes("short_stay");
  for (const j of forNums) {
    const n = (at(j) as { v: number }).v;
    if (stay && Number.isInteger(n) && n >= 1 && n <= 30 && !used[j]) {
      res.guests = n;
      used[j] = true;
    }
  }
  if (checkIn && nights !== undefined) checkOut = addDays(checkIn, nights);
  else if (!checkIn && nights !== undefined) {
    checkIn = today;
    checkOut = addDays(today, nights);
  } else if (checkIn && !checkOut && stay) checkOut = addDays(checkIn, 1);
  if (checkIn) res.checkIn = iso(checkIn);
  if (checkOut && checkIn && checkOut > checkIn) res.checkOut = iso(checkOut);

  // Place: the most specific (a locality over a state; a state only when no locality of another state).
  const locality = places.find((p) => p.locality);
  const place = locality ?? places[0];
  if (place) {
    res.place = place;
    filter.state = place.state;
    if (place.locality) filter.locality = place.locality;
  }
  if (type?.typeId) filter.typeId = type.typeId;
  else if (type?.typeIds) filter.typeIds = [...type.typeIds];
  else if (type?.categoryId) filter.categoryId = type.categoryId;
  if (amenities.size) filter.amenities = [...amenities];
  if (docs.size) filter.titleDocuments = [...docs];
  if (power.size) filter.power = [...power];
  if (water.size) filter.water = [...water];

  // Purpose: the first said, else what the words imply (short-stay dates; land and title documents are bought).
  const purpose = purposes.find((p) => p !== "short_stay" || stay) ?? purposes[0];
  if (purpose) filter.listingType = purpose;
  else if (docs.size || type?.categoryId === 3 || ((type?.typeId ?? 0) >= 15 && (type?.typeId ?? 0) <= 18))
    filter.listingType = "sale";

  // Intent.
  const slots = !!(
    place ||
    type ||
    filter.minBedrooms ||
    filter.maxBedrooms !== undefined ||
    filter.furnishing ||
    filter.verifiedOnly ||
    power.size ||
    water.size ||
    res.period ||
    res.guests ||
    filter.maxPriceKobo ||
    filter.minPriceKobo ||
    docs.size ||
    checkIn ||
    purposes.length ||
    amenities.size
  );
  const strongSlots = !!(
    place ||
    type ||
    filter.minBedrooms ||
    filter.maxBedrooms !== undefined ||
    filter.maxPriceKobo ||
    filter.minPriceKobo
  );
  const refining = refines(res.refine) || res.refine.reset;
  if (res.unfair.length) res.intent = "refused";
  else if (handover) res.intent = "handover";
  else if (strongHelp) res.intent = "help";
  else if (help && !strongSlots) res.intent = "help";
  // "how much is a 2 bedroom in Yaba?": a question about an area's prices (its price guide answers it), not a
  // search; a budget ("under 1.5m") makes it a search again.
  else if (!help && place?.locality && !filter.maxPriceKobo && !filter.minPriceKobo && PRICE_QUESTION.test(text))
    res.intent = "price";
  else if (slots || refining) res.intent = "search";
  else if (question || help) res.intent = "help";
  else if (thanks) res.intent = "thanks";
  else if (greeting) res.intent = "greeting";
  else if (res.unknown.length) res.intent = "help";
  // Only a search carries filters: "what fees will I pay when I rent" is a question, not a rent search.
  // A refusal keeps the rest of the search: the reply searches it for everyone.
  if (res.intent !== "search" && res.intent !== "refused" && res.intent !== "price")
    return { intent: res.intent, filter: {}, unknown: res.unknown, refine: noRefine(), unfair: [] };
  return res;
}

/** The nearest place to a typed word (for "Did you mean"): within 2 edits, or undefined. */
export function suggestPlace(text: string): ParsedPlace | undefined {
  const squashed = tokenize(text).join("");
  if (squashed.length < 3) return undefined;
  let best: { d: number; p: ParsedPlace } | undefined;
  for (const e of ENTRIES) {
    if (e.sym.k !== "place") continue;
    const d = editDistance(squashed, e.words.join(""), 2);
    if (d <= 2 && (!best || d < best.d)) best = { d, p: e.sym.v };
  }
  return best?.p;
}
