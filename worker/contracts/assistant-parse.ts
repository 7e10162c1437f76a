import type { SearchFilter } from "./listings";
import type { TitleDocumentCode } from "./search-codes";
import { PLACES } from "./assistant-places";

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

export type Period = "per_year" | "per_month" | "per_night";
export type Intent = "search" | "help" | "handover" | "greeting" | "thanks" | "unknown";
export type ParsedPlace = { state: string; locality?: string; name: string };
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
};

// ——— vocabulary ———

type Sym =
  | { k: "place"; v: ParsedPlace }
  | { k: "type"; typeId?: number; categoryId?: number }
  | { k: "amenity"; id: number }
  | { k: "power"; v: "24h_power" | "prepaid_meter" | "inverter_solar" | "generator" }
  | { k: "water"; v: "borehole" | "water_heater" }
  | { k: "furnish"; v: "unfurnished" | "semi_furnished" | "furnished" }
  | { k: "purpose"; v: "sale" | "rent" | "short_stay" }
  | { k: "period"; v: Period }
  | { k: "doc"; v: TitleDocumentCode }
  | { k: "verified" }
  | { k: "max" }
  | { k: "min" }
  | { k: "minAfter" }
  | { k: "around" }
  | { k: "between" }
  | { k: "sep" }
  | { k: "for" }
  | { k: "from" }
  | { k: "bed" }
  | { k: "night" }
  | { k: "week" }
  | { k: "guest" }
  | { k: "couple" }
  | { k: "weekend"; next: boolean }
  | { k: "day"; offset: number }
  | { k: "month"; v: number }
  | { k: "unit"; mult: number }
  | { k: "naira" }
  | { k: "num"; v: number; mult?: number; ordinal?: boolean; naira?: boolean }
  | { k: "date"; d: number; m: number; y?: number }
  | { k: "help" }
  | { k: "strongHelp" }
  | { k: "question" }
  | { k: "handover" }
  | { k: "greeting" }
  | { k: "thanks" }
  | { k: "stop" }
  | { k: "word"; v: string };

type Entry = { words: string[]; sym: Sym; fuzzy: boolean };
const ENTRIES: Entry[] = [];
/** Adds phrases ("a b|c d"); fuzzy matching is allowed for phrases of 4+ letters unless `exact`. */
function add(phrases: string, sym: Sym, exact = false) {
  for (const p of phrases.split("|")) {
    const words = p.trim().split(/\s+/);
    ENTRIES.push({ words, sym, fuzzy: !exact });
  }
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const wordsOf = (s: string) => slugify(s).split("-").filter(Boolean);

// Places: every state and locality of the seed, then the spellings people use.
const STATE_NAME = new Map<string, string>();
const LOCALITY_STATE = new Map<string, string>();
const LOCALITY_NAME = new Map<string, string>();
for (const [state, name] of PLACES) STATE_NAME.set(state, name);
for (const [state, , localities] of PLACES) {
  for (const l of localities) {
    const slug = slugify(l);
    LOCALITY_STATE.set(slug, state);
    LOCALITY_NAME.set(slug, l);
  }
}
const statePlace = (state: string): Sym => ({ k: "place", v: { state, name: STATE_NAME.get(state)! } });
const localityPlace = (slug: string): Sym => ({
  k: "place",
  v: { state: LOCALITY_STATE.get(slug)!, locality: slug, name: LOCALITY_NAME.get(slug)! },
});
const STATE_WORDS = new Set<string>();
for (const [state, name] of PLACES) {
  add(wordsOf(name).join(" "), statePlace(state));
  STATE_WORDS.add(wordsOf(name).join(" "));
  add(`${wordsOf(name).join(" ")} state`, statePlace(state));
}
for (const [slug] of LOCALITY_STATE) {
  const w = slug.split("-").join(" ");
  if (STATE_WORDS.has(w)) continue; // "Bauchi", "Ondo": the state (which holds the town)
  add(w, localityPlace(slug));
  const m = /^gra (.+)$/.exec(w) ?? null;
  if (m && !/^phase/.test(m[1]!)) add(`${m[1]} gra`, localityPlace(slug));
  const n = /^(.+) gra$/.exec(w);
  if (n) add(`gra ${n[1]}`, localityPlace(slug));
}
const PLACE_ALIASES: [string, string | { state: string }][] = [
  ["vi|v i|victoria is|victoria iland", "victoria-island"],
  ["lekki phase one|lekki ph 1|lekki ph1|phase 1 lekki|lekki phase i", "lekki-phase-1"],
  ["festac", "festac-town"],
  ["ibeju|ibeju lekki|lekki ibeju", "ibeju-lekki"],
  ["ota|sango|sango ota", "sango-ota"],
  ["ebute meta|ebute metta|ebutte metta", "ebute-metta"],
  ["anthony", "anthony-village"],
  ["osapa", "osapa-london"],
  ["banana island|banana iland", "banana-island"],
  ["wuse ii|wuse two|wuse zone 2|wuse2|zone 2 wuse", "wuse-2"],
  ["gwarimpa|gwarinpa", "gwarinpa"],
  ["lifecamp|life camp", "life-camp"],
  ["benin|benin city", "benin-city"],
  ["ife|ile ife", "ile-ife"],
  ["oshogbo|osogbo", "osogbo"],
  ["ado ekiti|ado", "ado-ekiti"],
  ["trans amadi|transamadi", "trans-amadi"],
  ["gra phase one|gra phase i", "gra-phase-1"],
  ["gra phase two|gra phase ii", "gra-phase-2"],
  ["ikeja g r a|ikeja gra", "ikeja-gra"],
  ["maryland lagos", "maryland"],
  ["abuja|abj|fct|f c t|federal capital territory|abuja fct", { state: "federal-capital-territory" }],
  ["ph|p h|phc|port harcourt|portharcourt|port hacourt|rivers state", { state: "rivers" }],
  ["lag|lasgidi|eko|lagos state|lagos island", { state: "lagos" }],
  ["ibadan|ib", { state: "oyo" }],
  ["abeokuta", { state: "ogun" }],
  ["kaduna city", { state: "kaduna" }],
];
for (const [phrases, to] of PLACE_ALIASES) {
  const sym = typeof to === "string" ? localityPlace(to) : statePlace(to.state);
  for (const p of phrases.split("|")) add(p, sym, p.length < 4);
}

// Property types (migrations/0002's ids) and the names Nigerians use.
const T = (typeId: number): Sym => ({ k: "type", typeId });
const C = (categoryId: number): Sym => ({ k: "type", categoryId });
add(
  "self contain|self contained|selfcontain|selfcontained|self con|selfcon|s c|self contain room|single room|self-contain|selfcontain room",
  T(10),
);
add("mini flat|miniflat|mini flats|one room flat", T(9));
add(
  "room and parlour|room parlour|room n parlour|room & parlour|room and parlor|room n parlor|room and palour|room and parlour self contain",
  T(14),
);
add("studio|studio apartment|studio flat", T(13));
add("penthouse", T(11));
add("maisonette|masionette", T(12));
add("block of flats|blocks of flats|block of flat", T(7));
add("flat|flats|apartment|apartments|appartment|apt|apts", C(2));
add("detached duplex|fully detached duplex|duplex|duplexes|fully detached", T(1));
add("semi detached duplex|semi duplex|semidetached duplex|semi detached", T(2));
add("terrace|terraced|terrace duplex|terraced duplex|terrace house|terraced house|terraces", T(3));
add("bungalow|bungalows|detached bungalow|bongalow", T(4));
add("semi detached bungalow|semidetached bungalow", T(5));
add("mansion|mansions", T(6));
add("land|plot|plots|plot of land|plots of land|acre|acres|hectare|hectares|landed property|ala", C(3));
add("residential land|residential plot", T(15));
add("commercial land|commercial plot", T(16));
add("mixed use land", T(17));
add("farmland|farm land|farm", T(18));
add("office|office space|offices|office building", T(19));
add("shop|shops|store|lock up shop", T(20));
add("warehouse|warehouses", T(21));
add("event centre|event center|event hall|hall", T(22));
add("hotel|guest house|guesthouse", T(23));
add("plaza", T(24));
add("commercial property|commercial space", C(4));
add("bq|b q|boys quarters|boys quarter|boy quarters|boys quaters|bqs|with bq", { k: "amenity", id: 9 });
add("pool|swimming pool", { k: "amenity", id: 7 });
add("gym", { k: "amenity", id: 8 }, true);
add("parking|parking space|car park", { k: "amenity", id: 6 });
add("security|secured|secure|security guard|security guards", { k: "amenity", id: 4 });
add("gated|gated estate|estate|in an estate", { k: "amenity", id: 5 });
add("cctv", { k: "amenity", id: 10 });
add("fitted kitchen", { k: "amenity", id: 11 });
add("ac|air conditioning|air condition|aircon|air con", { k: "amenity", id: 13 }, true);
add("serviced", { k: "amenity", id: 14 });
add("elevator|lift", { k: "amenity", id: 15 }, true);
add("wifi|internet", { k: "amenity", id: 16 });
add("borehole|bore hole", { k: "water", v: "borehole" });
add("water heater|heater", { k: "water", v: "water_heater" });
add(
  "24 hours light|24 hours power|24 hour power|24hr power|24 7 power|24 7 light|constant light|steady light|constant power|steady power|24h power|24 hrs light|24 hrs power",
  {
    k: "power",
    v: "24h_power",
  },
);
add("prepaid meter|prepaid", { k: "power", v: "prepaid_meter" });
add("inverter|solar|solar power", { k: "power", v: "inverter_solar" });
add("generator|gen", { k: "power", v: "generator" });
add("furnished|fully furnished|fully-furnished|furnish", { k: "furnish", v: "furnished" });
add("semi furnished|semi-furnished|partly furnished", { k: "furnish", v: "semi_furnished" });
add("unfurnished|not furnished|empty", { k: "furnish", v: "unfurnished" });
add("verified|verified agent|verified lister|verified only", { k: "verified" });

// Purposes and periods.
add("rent|for rent|to rent|renting|rental|rent am|to let|lease|tenant|house rent", { k: "purpose", v: "rent" });
add("buy|for sale|sale|sell|selling|purchase|to buy|buying|outright|wan buy|dey sell", { k: "purpose", v: "sale" });
add(
  "shortlet|shortlets|short let|short lets|short-let|short stay|airbnb|holiday|vacation|staycation|short term|short term rental",
  { k: "purpose", v: "short_stay" },
);
add(
  "yearly|per year|a year|per annum|annually|annual|p a|pa|yr|per yr|every year|one year|1 year|year",
  { k: "period", v: "per_year" },
  true,
);
add("monthly|per month|a month|every month|month|pm|mth|monthly rent", { k: "period", v: "per_month" }, true);
add("nightly|per night|a night|per nite|night rate|daily|per day", { k: "period", v: "per_night" }, true);

// Title documents.
add("c of o|cofo|c o o|c-of-o|certificate of occupancy|c of 0|c o", { k: "doc", v: "c_of_o" }, true);
add("certificate of occupancy|cofo", { k: "doc", v: "c_of_o" });
add("governor s consent|governors consent|governor consent|gov consent|govt consent|consent|gov s consent", {
  k: "doc",
  v: "governors_consent",
});
add("deed of assignment|deed|deed of assignement", { k: "doc", v: "deed_of_assignment" });
add("survey|registered survey|survey plan", { k: "doc", v: "registered_survey" });
add("excision", { k: "doc", v: "excision" });
add("gazette|gazetted", { k: "doc", v: "gazette" });

// Money, counts and dates.
add(
  "under|below|less than|not more than|no pass|wey no pass|e no pass|no go pass|no reach|max|maximum|at most|up to|upto|within|budget|budget is|my budget|not above|nothing above|cheaper than|not exceeding|not over|lower than|at most|for max|no more than|my money na",
  { k: "max" },
  true,
);
add("above|over|more than|at least|min|minimum|starting|from above|atleast|not less than", { k: "min" }, true);
add("and above|upwards|or more|plus|and more|and up", { k: "minAfter" }, true);
add("around|about|roughly|approximately|close to", { k: "around" }, true);
add("between|btw|btwn|within the range of", { k: "between" }, true);
add("to|till|until|and|-|–", { k: "sep" }, true);
add("for", { k: "for" }, true);
add("from|starting from", { k: "from" }, true);
add(
  "bed|beds|bedroom|bedrooms|bedroomed|bdr|bdrm|bdrms|br|bd|bedrm|bedrms|room|rooms|bed room|bed rooms|rm|rms",
  { k: "bed" },
  true,
);
add("bedroom|bedrooms|bedroomed", { k: "bed" });
add("night|nights|nite|nites|nyt|nyts|day|days", { k: "night" }, true);
add("week|weeks|wk|wks", { k: "week" }, true);
add("guest|guests|people|persons|person|adults|adult|pax|of us|heads|pple|ppl", { k: "guest" }, true);
add("couple|me and my wife|me and my husband|me and my partner|my wife and i|my husband and i", { k: "couple" });
add("this weekend|weekend|dis weekend|this wkend|weekend this week", { k: "weekend", next: false });
add("next weekend|next wkend", { k: "weekend", next: true });
add("today|tonight|this night", { k: "day", offset: 0 }, true);
add("tomorrow|tmrw|tomoro|tommorow|tmr|2moro|tomorow", { k: "day", offset: 1 }, true);
add("next tomorrow", { k: "day", offset: 2 });
const MONTHS = [
  "january|jan",
  "february|feb",
  "march|mar",
  "april|apr",
  "may",
  "june|jun",
  "july|jul",
  "august|aug",
  "september|sep|sept",
  "october|oct",
  "november|nov",
  "december|dec|decemba|desember",
];
MONTHS.forEach((m, i) => {
  for (const w of m.split("|")) add(w, { k: "month", v: i + 1 }, w.length < 5 || w === "march");
});
add("naira|ngn|n", { k: "naira" }, true);
add("k|thousand|thousands|grand|k naira", { k: "unit", mult: 1_000 }, true);
add("m|mil|mill|million|millions|mn|meter|milli|milion|millon", { k: "unit", mult: 1_000_000 }, true);
add("b|bn|billion|billions|bil", { k: "unit", mult: 1_000_000_000 }, true);

// Intents.
add(
  "refund|refunds|refunded|escrow|fee|fees|charges|caution|safe|safety|scam|scammer|scammers|fraud|fake|verify|verification|kyc|plan|plans|subscription|subscribe|pricing|password|account|wallet|payment|pay|paystack|inspection|inspections|report|policy|terms|privacy|delete my account|cap|caps|commission|agency fee|legal fee|service charge",
  { k: "help" },
  true,
);
add(
  "list my|post my|advertise|list a property|list property|become an agent|sell my|rent out my|let out my|list your|how to list|upload my",
  { k: "strongHelp" },
);
add(
  "how|what|why|when|who|is it|can i|do i|does|do you|wetin|which|explain|tell me|how far|abi|?",
  { k: "question" },
  true,
);
add(
  "human|real person|agent please|customer care|customer service|support|speak to someone|talk to someone|talk to a person|speak to a person|call me|complain|complaint|help desk|representative|operator|live agent|abeg connect me|talk to person|speak to person|talk to somebody|see person|talk to una person",
  { k: "handover" },
);
add(
  "hi|hello|hey|good morning|good afternoon|good evening|howdy|how far|wetin dey|how you dey|sup|hallo|greetings",
  { k: "greeting" },
  true,
);
add("thanks|thank you|thank u|thx|tnx|tanks|ese|e se|oshe|nagode|daalu|na gode|thank", { k: "thanks" }, true);

/** Words that never fuzz into anything (so "want" is not "Wuse", "home" not "Jos"). */
const STOP = new Set(
  (
    "i me my we us you your a an the in at on of for to and or with wey dey de na for abeg pls please want wan need looking look find search searching show get give " +
    "is are be am was it its this that these those there here any some one two three four five six seven eight nine ten can could would should will shall do does did " +
    "house houses home homes property properties place places area around near close by available go pass no not e o sha oh ooo make una them dem wetin how much price cost " +
    "new old nice good big small cheap cheapest affordable luxury best quality clean decent around then also only just still very really like fit go come see know " +
    "with move rest have want take work make talk said say as so if but than from into about over under what where which who why when per rent sale buy"
  ).split(/\s+/),
);

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};

// ——— edit distance ———

/** Optimal string alignment distance (transpositions count 1), giving up past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      best = Math.min(best, v);
    }
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
    if (best > max) return max + 1;
  }
  return prev[b.length]!;
}
const allowance = (len: number) => (len < 4 ? 0 : len < 8 ? 1 : 2);

// ——— tokenising ———

const UNIT_SUFFIX: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

export function tokenize(text: string): string[] {
  let s = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  s = s
    .replace(/[’‘`]/g, "'")
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/(\d),(\d{3})/g, "$1$2");
  s = s.replace(/₦|#(?=\d)/g, " naira ").replace(/\bn(?=\d)/g, " naira ");
  // Ranges between numbers ("150m-300m", "1-2m") are "to"; other hyphens join words ("Ibeju-Lekki").
  s = s.replace(/(\d[a-z]*)\s*[-–]\s*(?=\d)/g, "$1 to ");
  s = s.replace(/(\d[a-z]*)\s*\+/g, "$1 plus ");
  s = s.replace(/'s\b/g, " s").replace(/[-–_]/g, " ");
  const raw = s.match(/\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d+(?:\.\d+)?[a-z]*|[a-z]+|[?&]/g) ?? [];
  const out: string[] = [];
  for (const t of raw) {
    const m = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(t);
    if (m && !(m[2]! in UNIT_SUFFIX) && !/^(st|nd|rd|th)$/.test(m[2]!)) out.push(m[1]!, m[2]!);
    else out.push(t);
  }
  return out;
}

// ——— symbolising ———

const MAX_WINDOW = 5;
const ENTRY_INDEX = new Map<string, Entry[]>();
for (const e of ENTRIES) {
  const key = e.words.join(" ");
  ENTRY_INDEX.set(key, [...(ENTRY_INDEX.get(key) ?? []), e]);
}
const FUZZY = ENTRIES.filter((e) => e.fuzzy && e.words.join("").length >= 4);
const SQUASHED = new Map<string, Entry>();
for (const e of ENTRIES) if (e.words.length > 1 && !SQUASHED.has(e.words.join(""))) SQUASHED.set(e.words.join(""), e);

function numberToken(t: string): Sym | undefined {
  const dm = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(t);
  if (dm) {
    const d = Number(dm[1]);
    const m = Number(dm[2]);
    if (d >= 1 && d <= 31 && m >= 1 && m <= 12)
      return { k: "date", d, m, y: dm[3] ? Number(dm[3].length === 2 ? `20${dm[3]}` : dm[3]) : undefined };
    return { k: "word", v: t };
  }
  const m = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(t);
  if (!m) return undefined;
  const v = Number(m[1]);
  if (!m[2]) return { k: "num", v };
  if (/^(st|nd|rd|th)$/.test(m[2])) return { k: "num", v, ordinal: true };
  return { k: "num", v, mult: UNIT_SUFFIX[m[2]] };
}

type Tok = { sym: Sym; text: string };

function symbolise(tokens: string[]): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const num = numberToken(t);
    // A number is a number unless a phrase starts with it ("24 hours light").
    let matched: { n: number; sym: Sym } | undefined;
    for (let n = Math.min(MAX_WINDOW, tokens.length - i); n >= 1 && !matched; n--) {
      const key = tokens.slice(i, i + n).join(" ");
      const e = ENTRY_INDEX.get(key);
      // "Wuse 2 bedroom": the number belongs to the bedrooms, not to the place.
      if (e && n > 1 && /^\d/.test(tokens[i + n - 1]!) && ENTRY_INDEX.get(tokens[i + n] ?? "")?.[0]?.sym.k === "bed")
        continue;
      if (e) matched = { n, sym: pick(e) };
    }
    if (!matched && num) {
      out.push({ sym: num, text: t });
      i++;
      continue;
    }
    if (!matched && NUMBER_WORDS[t] !== undefined && isCountNext(tokens, i + 1)) {
      out.push({ sym: { k: "num", v: NUMBER_WORDS[t]! }, text: t });
      i++;
      continue;
    }
    if (!matched) matched = fuzzyAt(tokens, i);
    if (matched) {
      out.push({ sym: matched.sym, text: tokens.slice(i, i + matched.n).join(" ") });
      i += matched.n;
      continue;
    }
    out.push({ sym: STOP.has(t) || NUMBER_WORDS[t] !== undefined ? { k: "stop" } : { k: "word", v: t }, text: t });
    i++;
  }
  return out;
}

/** One phrase can mean two things (“bedroom” is a count word; “cofo” a document): the first wins. */
const pick = (entries: Entry[]) => entries[0]!.sym;

/** "two bedroom", "a week", "three nights": a number word counts only before a count or a unit. */
function isCountNext(tokens: string[], j: number) {
  const next = tokens[j];
  if (!next) return false;
  const sym = ENTRY_INDEX.get(next)?.[0]?.sym ?? fuzzyAt(tokens, j)?.sym;
  return !!sym && ["bed", "night", "week", "guest", "unit"].includes(sym.k);
}

function fuzzyAt(tokens: string[], i: number): { n: number; sym: Sym } | undefined {
  for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
    const win = tokens.slice(i, i + n);
    if (/^\d/.test(win[0]!) || win.some((w) => STOP.has(w) || (w.length < 3 && !/^\d+$/.test(w)))) continue;
    const squashed = win.join("");
    // A phrase written as one word ("miniflat", "lekkiphase1") or split differently.
    const sq = SQUASHED.get(squashed);
    if (sq) return { n, sym: sq.sym };
    const allow = allowance(squashed.length);
    if (allow === 0) continue;
    let best: { d: number; sym: Sym } | undefined;
    for (const e of FUZZY) {
      if (e.words.length !== n) continue;
      const target = e.words.join("");
      if (target[0] !== squashed[0] && !(n === 1 && target.length >= 7)) continue;
      const d = editDistance(squashed, target, allow);
      // A typed prefix ("Ikoy") leans to the place it starts ("Ikoyi", not "Ikom").
      const score = d - (target.startsWith(squashed) ? 0.5 : 0);
      if (d <= Math.min(allow, allowance(target.length)) && (!best || score < best.d)) best = { d: score, sym: e.sym };
    }
    if (best) return { n, sym: best.sym };
  }
  return undefined;
}

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

export function parseAssistant(text: string, now: number = Date.now()): AssistantParse {
  const toks = symbolise(tokenize(text.slice(0, 500)));
  const syms = toks.map((t) => t.sym);
  const used = new Array<boolean>(syms.length).fill(false);
  const filter: SearchFilter = {};
  const res: AssistantParse = { intent: "unknown", filter, unknown: [] };
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
    if (s.mult === undefined && nk === "bed" && s.v >= 1 && s.v <= 20 && Number.isInteger(s.v)) {
      filter.minBedrooms = s.v;
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
  let type: { typeId?: number; categoryId?: number } | undefined;
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
      case "type":
        // The more specific wins: "3 bedroom flat duplex" keeps a type over a category; a later type over an earlier category.
        if (!type || (s.typeId && !type.typeId)) type = { typeId: s.typeId, categoryId: s.categoryId };
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
    filter.maxPriceKobo ||
    filter.minPriceKobo ||
    docs.size ||
    checkIn ||
    purposes.length ||
    amenities.size
  );
  const strongSlots = !!(place || type || filter.minBedrooms || filter.maxPriceKobo || filter.minPriceKobo);
  if (handover) res.intent = "handover";
  else if (strongHelp) res.intent = "help";
  else if (help && !strongSlots) res.intent = "help";
  else if (slots) res.intent = "search";
  else if (question || help) res.intent = "help";
  else if (thanks) res.intent = "thanks";
  else if (greeting) res.intent = "greeting";
  else if (res.unknown.length) res.intent = "help";
  // Only a search carries filters: "what fees will I pay when I rent" is a question, not a rent search.
  if (res.intent !== "search") return { intent: res.intent, filter: {}, unknown: res.unknown };
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
