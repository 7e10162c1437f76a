import { editDistance, tokenize } from "./assistant-parse-symbols";
import { formatLagosDate } from "./lagos-time";
import type { ListingTopic } from "./listing-question-rules";
import { LISTING_QUESTION_RULES, moveInItems, TITLE_DOCUMENTS } from "./listing-rules";
import type { PropertyDetail } from "./listings";
import { formatNaira, formatPrice, groupDigits } from "./naira";
import { POWER_FACTS, WATER_FACTS } from "./search-codes";

/**
 * "Ask this listing": a visitor's question (English or Pidgin, misspelt or not) answered from the listing's own
 * fields, quoting each field the answer rests on, or null when the listing does not say (the question then goes
 * to the lister). Pure, no database: the listing route, the assistant and the tests call it alike, in workerd
 * and in Node. It reads words with the assistant's lexer (tokenize, editDistance) and never guesses beyond the
 * fields: a fact the lister did not give is "does not say", never "no".
 */

export { LISTING_TOPICS, type ListingTopic } from "./listing-question-rules";

export type ListingQuote = { field: string; label: string; value: string };
export type ListingAnswer = { topic: ListingTopic; reply: string; quotes: ListingQuote[] };

/** The fields an answer may quote: the listing page's own data (PropertyDetail), nothing else. */
export type ListingFacts = Pick<
  PropertyDetail,
  | "listingType"
  | "priceKobo"
  | "pricePeriod"
  | "serviceChargeKobo"
  | "agencyFeeKobo"
  | "legalFeeKobo"
  | "cautionFeeKobo"
  | "titleDocuments"
  | "amenities"
  | "furnishing"
  | "bedroom"
  | "bathroom"
  | "toilets"
  | "area"
  | "inspectionFeeKobo"
  | "status"
  | "confirmedAt"
>;

/**
 * What a question is about. `ask` marks words no field can answer ("last price", "negotiable", "when can I move
 * in"): they outweigh the topic words around them, so "what is your last price?" goes to the lister instead of
 * being answered with the asking price.
 */
type Target = ListingTopic | "ask";
type Phrase = { words: string[]; target: Target; weight: number; detail?: string | number };

const p = (target: Target, weight: number, phrases: string[], detail?: string | number): Phrase[] =>
  phrases.map((ph) => ({ words: ph.split(" "), target, weight, detail }));

/** Amenity ids (migrations/0002) by the words people use for them. */
const AMENITY_WORDS: [number, string[]][] = [
  [4, ["security", "security man", "gateman", "guard", "guards"]],
  [5, ["gated", "gated estate"]],
  [6, ["parking", "car park", "parking space", "garage"]],
  [7, ["pool", "swimming pool", "swimming"]],
  [8, ["gym"]],
  [9, ["bq", "boys quarters", "boys quarter"]],
  [10, ["cctv", "camera", "cameras"]],
  [11, ["kitchen", "fitted kitchen"]],
  [12, ["wardrobe", "wardrobes"]],
  [13, ["ac", "air condition", "air conditioning", "air conditioner", "aircon"]],
  [14, ["serviced"]],
  [15, ["elevator", "lift"]],
  [16, ["internet", "wifi", "wi fi"]],
  [18, ["pop", "pop ceiling"]],
  [19, ["tiled", "tiles"]],
  [20, ["balcony"]],
  [23, ["road", "roads"]],
  [24, ["playground"]],
];

const DOC_WORDS: [string, string[]][] = [
  ["c_of_o", ["c of o", "cofo", "cof o", "c o o", "certificate of occupancy", "certificate", "occupancy"]],
  ["governors_consent", ["governor s consent", "governors consent", "consent"]],
  ["deed_of_assignment", ["deed of assignment", "deed"]],
  ["registered_survey", ["registered survey", "survey"]],
  ["excision", ["excision"]],
  ["gazette", ["gazette"]],
];

const PHRASES: Phrase[] = [
  ...p("price", 1, ["price", "rent", "per year", "per annum", "yearly", "per month", "monthly", "per night", "asking"]),
  // "How much" alone asks for the price, but "how much is the caution?" asks for the caution fee.
  ...p("price", 1, ["how much", "hw much", "how much e be", "cost", "amount"], "weak"),
  ...p("service_charge", 3, ["service charge", "service fee", "svc charge", "servicecharge", "maintenance"]),
  ...p("service_charge", 3, ["estate due", "estate dues", "facility management"]),
  ...p("agency_fee", 3, ["agency", "agency fee", "agent fee", "agents fee", "agent commission", "commission"]),
  ...p("legal_fee", 3, ["legal", "legal fee", "lawyer", "agreement", "solicitor"]),
  ...p("caution_fee", 3, ["caution", "caution fee", "deposit", "refundable", "security deposit"]),
  ...p("fees", 2, ["fee", "fees", "charges", "extra", "hidden", "other charges"]),
  ...p("move_in_total", 3, ["total", "move in", "movein", "pack in", "all in", "altogether", "everything"]),
  ...p("move_in_total", 3, ["all together", "upfront", "initial payment", "how much to pay"]),
  ...p("title_documents", 3, ["title", "titles", "document", "documents", "papers", "paper", "land title"]),
  ...DOC_WORDS.flatMap(([code, words]) => p("title_documents", 3, words, code)),
  ...p("amenities", 2, ["amenities", "amenity", "facilities", "facility", "features"]),
  ...AMENITY_WORDS.flatMap(([id, words]) => p("amenities", 2, words, id)),
  ...p("power", 3, ["light", "lite", "power", "electricity", "nepa", "phcn", "band a", "24 hours", "24 hrs", "24/7"]),
  ...p("power", 3, ["prepaid", "prepaid meter", "meter", "generator", "gen", "inverter", "solar"]),
  ...p("water", 3, ["water", "borehole", "bore hole", "heater", "water heater", "running water"]),
  ...p("furnishing", 3, ["furnished", "furnish", "furniture", "unfurnished", "semi furnished"]),
  ...p("bedrooms", 2, ["bedroom", "bedrooms", "room", "rooms", "bed", "beds", "how many room"]),
  ...p("bathrooms", 2, ["bathroom", "bathrooms", "toilet", "toilets", "bath", "baths", "ensuite", "en suite"]),
  ...p("size", 2, ["size", "how big", "sqm", "square metres", "square meters", "plot", "plots", "acre", "hectare"]),
  ...p("inspection", 3, ["inspect", "inspection", "inspection fee", "viewing", "visit", "tour", "come see"]),
  ...p("inspection", 3, ["come and see", "see the house", "see the place", "see am", "check am", "inspect am"]),
  ...p("availability", 3, ["available", "availability", "still available", "still dey", "vacant", "taken"]),
  ...p("availability", 3, ["occupied", "rented out", "don go", "sold", "still there", "still for rent"]),
  ...p("ask", 5, ["last price", "negotiable", "negotiate", "discount", "reduce", "pets", "pet", "instalment"]),
  ...p("ask", 5, ["installment", "instalments", "installments", "when can i move", "when i fit move", "landlord"]),
  ...p("ask", 5, ["move in date", "flood", "flooding", "neighbours", "neighbors"]),
];

const exactly = (token: string, word: string) => token === word || token === `${word}s` || token === `${word}es`;
/** Misspellings within 1 edit (5–7 letters) or 2 (8+), starting with the same letter; short words must be exact. */
function nearly(token: string, word: string) {
  if (word.length < 5 || token[0] !== word[0]) return false;
  const allow = word.length < 8 ? 1 : 2;
  return editDistance(token, word, allow) <= allow;
}

type Hit = Phrase & { at: number; exact: boolean };

/**
 * Every phrase found, each word claimed once: words as written before misspellings ("tile" is tiles, not a
 * misspelt "title"), then the heaviest and longest ("agency fee" takes "fee" from the generic "fees",
 * "inspection fee" from both). A question may hold several topics ("rent and caution?").
 */
function readQuestion(text: string): Hit[] {
  const tokens = tokenize(text).filter((t) => t !== "?" && t !== "&");
  const found: Hit[] = [];
  for (const ph of PHRASES)
    for (let i = 0; i + ph.words.length <= tokens.length; i++) {
      const exact = ph.words.every((w, k) => exactly(tokens[i + k]!, w));
      if (exact || ph.words.every((w, k) => exactly(tokens[i + k]!, w) || nearly(tokens[i + k]!, w)))
        found.push({ ...ph, at: i, exact });
    }
  found.sort((a, b) => +b.exact - +a.exact || b.weight - a.weight || b.words.length - a.words.length || a.at - b.at);
  const taken = new Set<number>();
  const hits: Hit[] = [];
  for (const h of found) {
    const span = h.words.map((_, k) => h.at + k);
    if (span.some((i) => taken.has(i))) continue;
    span.forEach((i) => taken.add(i));
    hits.push(h);
  }
  return hits.sort((a, b) => a.at - b.at);
}

const quote = (field: string, label: string, value: string): ListingQuote => ({ field, label, value });
const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const FURNISHING_WORDS = { unfurnished: "Unfurnished", semi_furnished: "Semi-furnished", furnished: "Furnished" };
const STATUS_WORDS: Record<string, string> = {
  active: "on the market",
  draft: "a draft, not published",
  deactivated: "deactivated by the lister",
  delisted: "taken down",
  suspended: "suspended",
  pending_review: "waiting for review",
};
const DAY_MS = 86_400_000;
const FIRST_SLOT = "08:00";
const LAST_SLOT = "18:00";

type Answer = { reply: string; quotes: ListingQuote[] } | null;
type Answerer = (l: ListingFacts, details: (string | number)[], now: number | undefined) => Answer;

function feeAnswer(field: "serviceChargeKobo" | "agencyFeeKobo" | "legalFeeKobo" | "cautionFeeKobo"): Answerer {
  return (l) => {
    const line = moveInItems(l).lines.find((x) => x.field === field)!;
    const value = formatNaira(line.amountKobo);
    const yearly = field === "serviceChargeKobo" ? " a year" : "";
    const reply =
      line.amountKobo === 0
        ? `The listing shows no ${line.label.toLowerCase()} (${value}).`
        : `The ${line.label.toLowerCase()} is ${value}${yearly}.${line.aboveCap ? " That is above the 10% Lagos cap: ask the lister about it before you pay anything." : ""}`;
    return { reply, quotes: [quote(field, line.label, value)] };
  };
}

function priceAnswer(l: ListingFacts): Answer {
  const value = formatPrice(l.priceKobo, l.pricePeriod);
  const what =
    l.listingType === "sale" ? "The asking price is" : l.listingType === "short_stay" ? "The price is" : "The rent is";
  const stay =
    l.listingType === "short_stay" ? " “Check dates and book” shows the full price with fees for your dates." : "";
  return { reply: `${what} ${value}.${stay}`, quotes: [quote("priceKobo", "Price", value)] };
}

/** The listing page's itemised move-in cost (moveInItems), read out; a sale's total is the price plus its fees. */
function totalAnswer(l: ListingFacts): Answer {
  if (l.listingType === "short_stay") return priceAnswer(l);
  const items = moveInItems(l);
  const lines = items.lines
    .map((x) => (x.field === "priceKobo" && l.listingType === "sale" ? { ...x, label: "Price" } : x))
    .filter((x) => x.field === "priceKobo" || x.amountKobo > 0);
  const total = formatNaira(items.total);
  const label = l.listingType === "rent" ? "Total move-in cost" : "Total with fees";
  const parts = lines.map((x) => `${x.label} ${formatNaira(x.amountKobo)}`);
  const lead = l.listingType === "rent" ? `To move in you pay ${total} in all` : `With its fees the total is ${total}`;
  return {
    reply: `${lead}: ${list(parts)}.`,
    quotes: [
      ...lines.map((x) => quote(x.field, x.label, formatNaira(x.amountKobo))),
      quote("moveInCost", label, total),
    ],
  };
}

function feesAnswer(l: ListingFacts): Answer {
  const items = moveInItems(l);
  const fees = items.lines.filter((x) => x.field !== "priceKobo");
  const charged = fees.filter((x) => x.amountKobo > 0);
  const reply = charged.length
    ? `The listing's fees: ${list(charged.map((x) => `${x.label.toLowerCase()} ${formatNaira(x.amountKobo)}`))}.`
    : "The listing shows no fees beyond the price.";
  const total = l.listingType === "rent" ? ` In all, ${formatNaira(items.total)} to move in.` : "";
  return {
    reply: reply + total,
    quotes: [
      ...fees.map((x) => quote(x.field, x.label, formatNaira(x.amountKobo))),
      ...(l.listingType === "rent" ? [quote("moveInCost", "Total move-in cost", formatNaira(items.total))] : []),
    ],
  };
}

function documentsAnswer(l: ListingFacts, asked: (string | number)[]): Answer {
  const docs = TITLE_DOCUMENTS.filter((d) => l.titleDocuments.includes(d.code));
  if (!docs.length) return null;
  const named = list(docs.map((d) => d.label));
  const wanted = TITLE_DOCUMENTS.filter((d) => asked.includes(d.code));
  const missing = wanted.filter((d) => !l.titleDocuments.includes(d.code));
  const lead =
    wanted.length && !missing.length
      ? `Yes: the listing names ${named}.`
      : missing.length
        ? `The listing names ${named}; it does not mention ${list(missing.map((d) => d.label))}.`
        : `The listing names ${named}.`;
  return {
    reply: `${lead} Verify documents at the state land registry before paying.`,
    quotes: [quote("titleDocuments", "Title documents", docs.map((d) => d.label).join(", "))],
  };
}

/** Amenities the listing ticks among `ids` (all of them when none was asked about). */
function amenityAnswer(l: ListingFacts, asked: (string | number)[]): Answer {
  const ids = asked.filter((a): a is number => typeof a === "number");
  const have = ids.length ? l.amenities.filter((a) => ids.includes(a.id)) : l.amenities;
  if (!have.length) return null;
  const titles = have.map((a) => a.title);
  const reply = ids.length ? `Yes: the listing includes ${list(titles)}.` : `The listing's amenities: ${list(titles)}.`;
  return { reply, quotes: [quote("amenities", "Amenities", titles.join(", "))] };
}

function factsAnswer(ids: readonly number[], what: string): Answerer {
  return (l) => {
    const have = l.amenities.filter((a) => ids.includes(a.id));
    if (!have.length) return null;
    const titles = have.map((a) => a.title);
    return { reply: `${what}: ${list(titles)}.`, quotes: [quote("amenities", "Amenities", titles.join(", "))] };
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

const ANSWERS: Record<ListingTopic, Answerer> = {
  price: priceAnswer,
  service_charge: feeAnswer("serviceChargeKobo"),
  agency_fee: feeAnswer("agencyFeeKobo"),
  legal_fee: feeAnswer("legalFeeKobo"),
  caution_fee: feeAnswer("cautionFeeKobo"),
  fees: feesAnswer,
  move_in_total: totalAnswer,
  title_documents: documentsAnswer,
  amenities: amenityAnswer,
  power: factsAnswer(Object.values(POWER_FACTS), "Power, as the listing gives it"),
  water: factsAnswer(Object.values(WATER_FACTS), "Water, as the listing gives it"),
  furnishing: (l) => {
    const value = FURNISHING_WORDS[l.furnishing];
    return { reply: `It is ${value.toLowerCase()}.`, quotes: [quote("furnishing", "Furnishing", value)] };
  },
  bedrooms: (l) => ({
    reply: `It has ${plural(l.bedroom, "bedroom")}.`,
    quotes: [quote("bedroom", "Bedrooms", String(l.bedroom))],
  }),
  bathrooms: (l) => ({
    reply: `It has ${plural(l.bathroom, "bathroom")} and ${plural(l.toilets, "toilet")}.`,
    quotes: [quote("bathroom", "Bathrooms", String(l.bathroom)), quote("toilets", "Toilets", String(l.toilets))],
  }),
  size: (l) => {
    if (!l.area) return null;
    const value = `${groupDigits(l.area, 3)} m²`;
    return { reply: `The listing gives its area as ${value}.`, quotes: [quote("area", "Area", value)] };
  },
  inspection: (l) => {
    if (l.inspectionFeeKobo === null || l.status !== "active") return null;
    const fee = formatNaira(l.inspectionFeeKobo);
    return {
      reply: `Book it on this page under “Inspection fee”: pick a day and an hour between ${FIRST_SLOT} and ${LAST_SLOT}. The inspection fee is ${fee}, paid on PropertyNG and held until the inspection happens.`,
      quotes: [quote("inspectionFeeKobo", "Inspection fee", fee)],
    };
  },
  availability: (l, _d, now) => {
    const on = formatLagosDate(l.confirmedAt);
    if (l.status !== "active")
      return {
        reply: `No: this listing is ${STATUS_WORDS[l.status] ?? l.status} now.`,
        quotes: [quote("status", "Status", STATUS_WORDS[l.status] ?? l.status)],
      };
    const days = now === undefined ? null : Math.max(0, Math.floor((now - l.confirmedAt) / DAY_MS));
    const ago = days === null ? "" : days === 0 ? " (today)" : ` (${plural(days, "day")} ago)`;
    return {
      reply: `Yes, it is on the market: the lister last confirmed it available on ${on}${ago}.`,
      quotes: [quote("confirmedAt", "Last confirmed available", on)],
    };
  },
};

/** A price question that names a fee, the total or the inspection is about that, not the asking price. */
const SPECIFIC_MONEY: Target[] = [
  "service_charge",
  "agency_fee",
  "legal_fee",
  "caution_fee",
  "move_in_total",
  "inspection",
];

/**
 * The answer to `text` from `listing`'s fields, or null when the listing does not say. `now` adds "N days ago"
 * to the availability answer.
 */
export function answerFromListing(listing: ListingFacts, text: string, now?: number): ListingAnswer | null {
  const hits = readQuestion(text.slice(0, LISTING_QUESTION_RULES.maxTextLength));
  if (!hits.length || hits.some((h) => h.target === "ask")) return null;
  let topics = [...new Set(hits.map((h) => h.target as ListingTopic))];
  const weakPrice = hits.every((h) => h.target !== "price" || h.detail === "weak");
  if (topics.some((t) => SPECIFIC_MONEY.includes(t)))
    topics = topics.filter((t) => t !== "fees" && (t !== "price" || !weakPrice));
  if (topics.includes("move_in_total")) topics = topics.filter((t) => !t.endsWith("_fee") && t !== "service_charge");
  const answers: (ListingAnswer | null)[] = topics.slice(0, 3).map((topic) => {
    const details = hits.filter((h) => h.target === topic && h.detail !== undefined).map((h) => h.detail!);
    const a = ANSWERS[topic](listing, details, now);
    return a && { topic, ...a };
  });
  const given = answers.filter((a): a is ListingAnswer => !!a);
  if (!given.length) return null;
  return {
    topic: given[0]!.topic,
    reply: given.map((a) => a.reply).join(" "),
    quotes: given.flatMap((a) => a.quotes),
  };
}
