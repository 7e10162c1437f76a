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
import { isMoney, reader } from "./assistant-parse-reader";
import { addDays, isoDay, lagosToday, readCountsAndDates } from "./assistant-parse-counts";
import { readMoney } from "./assistant-parse-money";

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

// ——— grammar ———

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
  const r = reader(symbolise(tokenize(text.slice(0, 500))));
  const { used, at, next } = r;
  const filter: SearchFilter = {};
  const res: AssistantParse = { intent: "unknown", filter, unknown: [], refine: noRefine(), unfair: [] };
  const today = lagosToday(now);
  const counted = readCountsAndDates(r, filter, today);
  const { nights } = counted;
  let { checkIn, checkOut } = counted;
  if (counted.guests !== undefined) res.guests = counted.guests;
  readMoney(r, filter);

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
  for (let i = 0; i < used.length; i++) {
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
  if (checkIn) res.checkIn = isoDay(checkIn);
  if (checkOut && checkIn && checkOut > checkIn) res.checkOut = isoDay(checkOut);

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
