import type { TitleDocumentCode } from "./search-codes";
import { LOCALITY_ALIASES, PLACES } from "./assistant-places";
import { TYPE_FAMILIES } from "./property-families";

/**
 * The property assistant's vocabularies: every phrase it knows (places, property types, amenities, purposes,
 * periods, title documents, money qualifiers, counts, dates, intents) mapped to the symbol the grammar reads.
 * Kept apart from the grammar (assistant-parse.ts) because this is what grows as people phrase things new
 * ways: a new spelling is one more entry here, never a change to how sentences are read.
 */

export type Period = "per_year" | "per_month" | "per_night";
export type ParsedPlace = { state: string; locality?: string; name: string };
/** What a follow-up may take away from a conversation's search ("forget the budget", "any area"). */
export type DropTarget = "price" | "beds" | "place" | "type" | "furnishing" | "extras" | "purpose" | "verified";
/** Grounds a search may never filter or rank by (the fair-dealing rule). */
export type UnfairGround = "tribe" | "religion" | "marital" | "gender";

/** What a phrase means to the grammar (assistant-parse.ts reads sequences of these). */
export type Sym =
  | { k: "place"; v: ParsedPlace }
  | { k: "type"; typeId?: number; categoryId?: number; typeIds?: readonly number[] }
  | { k: "drop" }
  | { k: "target"; v: DropTarget }
  | { k: "relax"; v: DropTarget }
  | { k: "cheaper" }
  | { k: "pricier" }
  | { k: "bigger" }
  | { k: "smaller" }
  | { k: "reset" }
  | { k: "unfair"; v: UnfairGround }
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

/** One phrase of a vocabulary, as words, and the symbol it stands for. */
export type Entry = { words: string[]; sym: Sym; fuzzy: boolean };
export const ENTRIES: Entry[] = [];
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
// The places' own aliases (the locations seed): "Island" and "Mainland" are Lagos's regions, "VI", "Festac", "CBD"…
for (const [slug, aliases] of Object.entries(LOCALITY_ALIASES))
  for (const alias of aliases) {
    const w = wordsOf(alias).join(" ");
    if (w && LOCALITY_STATE.has(slug)) add(w, localityPlace(slug), w.length < 4);
  }
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
const FAMILY = (f: keyof typeof TYPE_FAMILIES): Sym => ({ k: "type", typeIds: TYPE_FAMILIES[f].typeIds });
add("flat|flats|apartment|apartments|appartment|apt|apts|flat apartment", FAMILY("flat"));
add("duplex|duplexes|duplex house", FAMILY("duplex"));
add("detached duplex|fully detached duplex|fully detached|detached duplexes", T(1));
add("semi detached duplex|semi duplex|semidetached duplex|semi detached|semi detached duplexes", T(2));
add("terrace|terraced|terrace duplex|terraced duplex|terrace house|terraced house|terraces", T(3));
add("bungalow|bungalows|bongalow|bungalo", FAMILY("bungalow"));
add("detached bungalow|fully detached bungalow", T(4));
add("semi detached bungalow|semidetached bungalow", T(5));
add("house|houses|a house|landed house|family house|standalone house|stand alone house", FAMILY("house"));
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

// A conversation's follow-ups: what to take away, make cheaper or bigger, or start again.
add(
  "forget|forget about|remove|drop|ignore|never mind|nevermind|no need for|skip|cancel|clear|scrap|take out|leave out|without|no mind|comot|remove am",
  { k: "drop" },
  true,
);
add("budget|price|prices|money|amount|cost|price range|price limit|budget limit", { k: "target", v: "price" }, true);
add("size|bedroom count|number of bedrooms|number of rooms|how many rooms", { k: "target", v: "beds" }, true);
add("area|location|place|city|town|neighbourhood|neighborhood|side|axis", { k: "target", v: "place" }, true);
add("type|kind|property type|type of house|kind of house", { k: "target", v: "type" }, true);
add("furnishing|furniture", { k: "target", v: "furnishing" });
add("extras|amenities|amenity|features|facilities", { k: "target", v: "extras" });
add("purpose", { k: "target", v: "purpose" }, true);
add("no budget|no price limit|any price|any amount|budget no matter|price no matter|money no matter|no limit", {
  k: "relax",
  v: "price",
});
add("any size|any number of bedrooms|any number of rooms|any bedroom|any bedrooms|any rooms|size no matter", {
  k: "relax",
  v: "beds",
});
add(
  "anywhere|any where|anyplace|everywhere|all over|any area|any location|any part|anywhere in nigeria|all nigeria|whole country|all over nigeria|location no matter|area no matter",
  { k: "relax", v: "place" },
);
add("any type|any kind|anything|any property|type no matter|any house|whatever type", { k: "relax", v: "type" });
add(
  "cheaper|cheaper ones|cheaper one|less expensive|lower price|lower budget|reduce the price|reduce the budget|reduce budget|something cheaper|cheap pass|wey cheap pass|make e cheap|more affordable|too expensive|too costly|e too cost|too cost|e cost too much|price too high|too much money|e too much|lower|reduce am|reduce",
  { k: "cheaper" },
);
add(
  "more expensive|higher budget|pricier|costlier|increase the budget|raise the budget|increase budget|higher price|more upscale|more luxurious|posher|better ones|something better",
  { k: "pricier" },
);
add(
  "bigger|bigger ones|bigger one|larger|larger ones|more rooms|more bedrooms|more space|big pass|wey big pass|something bigger|extra room|one more room",
  { k: "bigger" },
);
add(
  "smaller|smaller ones|smaller one|fewer rooms|less rooms|fewer bedrooms|less bedrooms|small pass|something smaller",
  {
    k: "smaller",
  },
);
add(
  "start again|start over|new search|start afresh|afresh|from scratch|forget everything|forget all|forget all that|clear all|clear everything|reset|begin again|another search|different search|forget that one|scrap that|start from beginning|make we start again|make we start afresh|start new|fresh search|something else entirely|something different",
  { k: "reset" },
);
// Fair dealing: a search may not filter or rank by who the tenant or neighbours are.
add(
  "igbo|ibo|yoruba|hausa|fulani|ijaw|efik|ibibio|urhobo|itsekiri|tiv|kanuri|tribe|tribes|tribal|ethnic|ethnicity|ethnic group|my people|our people|northerners|southerners|easterners|westerners",
  { k: "unfair", v: "tribe" },
  true,
);
add(
  "muslim|muslims|moslem|moslems|christian|christians|islamic|religion|religious|same religion|church people|born again",
  { k: "unfair", v: "religion" },
  true,
);
add(
  "married couples only|married couple only|married only|couples only|only married|only couples|married people only|married tenants only|no singles|singles only|single ladies only|single men only|for singles only|bachelors only|no bachelors|spinsters only|no spinsters|no single ladies|no single men|marital status|unmarried only",
  { k: "unfair", v: "marital" },
);
add(
  "female only|females only|ladies only|lady only|male only|males only|men only|women only|for ladies|for women|for girls|for men only|girls only|boys only|female tenants|male tenants|female tenant|male tenant|no females|no males|no women|no men|no ladies|female hostel|male hostel|gender",
  { k: "unfair", v: "gender" },
);

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
export const STOP = new Set(
  (
    "i me my we us you your a an the di dat dis d in at on of for to and or with wey dey de na for abeg pls please want wan need looking look find search searching show get give " +
    "is are be am was it its this that these those there here any some one two three four five six seven eight nine ten can could would should will shall do does did " +
    "house houses home homes property properties place places area around near close by available go pass no not e o sha oh ooo make una them dem wetin how much price cost " +
    "new old nice good big small cheap cheapest affordable luxury best quality clean decent around then also only just still very really like fit go come see know " +
    "with move rest have want take work make talk said say as so if but than from into about over under what where which who why when per rent sale buy"
  ).split(/\s+/),
);

export const NUMBER_WORDS: Record<string, number> = {
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

/** Words that ask what homes cost in a place rather than for homes: "how much", "average rent", "what does … cost". */
export const PRICE_QUESTION =
  /\b(how much|average|median|typical|going rate|price guide|prices? of|cost of|what (?:does|do|would|will) .+ cost|what(?: is|'s| are) the (?:rent|price)s?)\b/i;
