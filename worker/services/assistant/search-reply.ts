import { inArray } from "drizzle-orm";
import { amenities } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { ASSISTANT_RULES, type AssistantReply } from "../../contracts/assistant";
import type { Change, ConversationSearch } from "../../contracts/assistant-conversation";
import { requestUrlOf, searchUrlOf, type SearchMode } from "../../contracts/assistant-url";
import { POWER_FACTS, WATER_FACTS, type SearchFilter } from "../../contracts/listings";
import { TITLE_DOCUMENTS } from "../../contracts/listing-rules";
import { formatNaira } from "../../contracts/naira";
import { bedsLabel, familyLabel } from "../../contracts/property-families";
import type { ServiceCtx } from "../../lib/context";
import { searchProperties } from "../listings/search";
import { nearestPlaces } from "../locations";

/**
 * The assistant's answer to a search turn: the conversation's whole search run on the search's own plans (rent and
 * sale both when no purpose was said), the sentence that says what it understood, its filters as removable chips,
 * and — when nothing matches — the one change that would find something.
 */

/** How many of the nearest areas a search that found nothing looks in. */
const NEAR_AREAS = 4;

/** migrations/0002's property types and categories, as a reply names them. */
const CATEGORY_LABEL: Record<number, string> = { 1: "houses", 2: "flats", 3: "land", 4: "commercial property" };
const TYPE_LABEL: Record<number, string> = {
  1: "detached duplexes",
  2: "semi-detached duplexes",
  3: "terraced duplexes",
  4: "detached bungalows",
  5: "semi-detached bungalows",
  6: "mansions",
  7: "blocks of flats",
  8: "flats",
  9: "mini flats",
  10: "self contains",
  11: "penthouses",
  12: "maisonettes",
  13: "studio apartments",
  14: "room and parlours",
  15: "residential land",
  16: "commercial land",
  17: "mixed-use land",
  18: "farmland",
  19: "office spaces",
  20: "shops",
  21: "warehouses",
  22: "event centres",
  23: "hotels and guest houses",
  24: "plazas",
};
const MODE_WORD: Record<SearchMode, string> = { rent: "to rent", sale: "for sale", stay: "short stays" };
const MODE_TYPE: Record<SearchMode, "rent" | "sale" | "short_stay"> = {
  rent: "rent",
  sale: "sale",
  stay: "short_stay",
};

const kindWords = (f: SearchFilter) =>
  (f.typeId ? TYPE_LABEL[f.typeId] : undefined) ??
  (f.typeIds?.length ? familyLabel(f.typeIds).toLowerCase() : undefined) ??
  (f.categoryId ? CATEGORY_LABEL[f.categoryId] : undefined);

function priceWords(f: SearchFilter) {
  if (f.minPriceKobo !== undefined && f.maxPriceKobo !== undefined)
    return `between ${formatNaira(f.minPriceKobo)} and ${formatNaira(f.maxPriceKobo)}`;
  if (f.maxPriceKobo !== undefined) return `up to ${formatNaira(f.maxPriceKobo)}`;
  if (f.minPriceKobo !== undefined) return `from ${formatNaira(f.minPriceKobo)}`;
  return undefined;
}

/** "2 bedroom flats and apartments in Yaba up to ₦1,500,000". */
export function describe(s: ConversationSearch): string {
  const f = s.filter;
  const parts: string[] = [];
  const beds = bedsLabel(f.minBedrooms, f.maxBedrooms);
  if (beds) parts.push(beds.replace(/ beds?$/, " bedroom").replace(/^Up to/, "up to"));
  parts.push(kindWords(f) ?? "properties");
  if (s.place) parts.push(`in ${s.place.name}`);
  const price = priceWords(f);
  if (price) parts.push(price);
  return parts.join(" ");
}

const furnishingWords = { furnished: "furnished", semi_furnished: "semi-furnished", unfurnished: "unfurnished" };

/** The sentence that says what a refining turn changed ("Budget now up to ₦1,500,000; now in Surulere."). */
export function changeWords(changes: Change[], s: ConversationSearch): string {
  const f = s.filter;
  const words = new Set<string>();
  for (const c of changes) {
    if (c.field === "place") words.add(c.to ? `now in ${c.to}` : "anywhere in Nigeria");
    else if (c.field === "type") words.add(c.to === "set" ? `now ${kindWords(f) ?? "any type"}` : "any type");
    else if (c.field === "beds")
      words.add(c.to === "set" ? (bedsLabel(f.minBedrooms, f.maxBedrooms) ?? "any size") : "any size");
    else if (c.field === "price") words.add(c.to === "set" ? `budget ${priceWords(f) ?? "open"}` : "no budget");
    else if (c.field === "furnishing")
      words.add(c.to === "set" && f.furnishing ? furnishingWords[f.furnishing] : "any furnishing");
    else if (c.field === "extras") words.add(c.to === "added" ? "with the extras you asked for" : "fewer extras");
    else if (c.field === "purpose")
      words.add(f.listingType ? MODE_WORD[f.listingType === "short_stay" ? "stay" : f.listingType] : "rent or sale");
    else if (c.field === "verified") words.add(c.to === "set" ? "verified listers only" : "any lister");
    else if (c.field === "dates") words.add(`dates ${s.checkIn}${s.checkOut ? ` to ${s.checkOut}` : ""}`);
  }
  if (!words.size) return "";
  const text = [...words].join("; ");
  return `Understood: ${text}.`;
}

export type Chip = { key: string; label: string };
/** The search's filters as chips the visitor can remove (key: what POST …/remove takes). */
export async function chipsOf(ctx: ServiceCtx, s: ConversationSearch): Promise<Chip[]> {
  const f = s.filter;
  const chips: Chip[] = [];
  if (s.place) chips.push({ key: "place", label: s.place.name });
  if (f.listingType)
    chips.push({ key: "purpose", label: MODE_WORD[f.listingType === "short_stay" ? "stay" : f.listingType] });
  const kind = kindWords(f);
  if (kind) chips.push({ key: "type", label: kind[0]!.toUpperCase() + kind.slice(1) });
  const beds = bedsLabel(f.minBedrooms, f.maxBedrooms);
  if (beds) chips.push({ key: "beds", label: beds });
  const price = priceWords(f);
  if (price) chips.push({ key: "price", label: price[0]!.toUpperCase() + price.slice(1) });
  if (f.furnishing) chips.push({ key: "furnishing", label: furnishingWords[f.furnishing] });
  const ids = [
    ...(f.amenities ?? []).map((id) => ({ key: `amenities:${id}`, id })),
    ...(f.power ?? []).map((p) => ({ key: `power:${p}`, id: POWER_FACTS[p] as number })),
    ...(f.water ?? []).map((w) => ({ key: `water:${w}`, id: WATER_FACTS[w] as number })),
  ];
  if (ids.length) {
    const rows = await ctx.db
      .select({ id: amenities.id, title: amenities.title })
      .from(amenities)
      .where(
        inArray(
          amenities.id,
          ids.map((x) => x.id),
        ),
      );
    const title = new Map(rows.map((r) => [r.id, r.title]));
    for (const x of ids) chips.push({ key: x.key, label: title.get(x.id) ?? "Extra" });
  }
  for (const d of f.titleDocuments ?? [])
    chips.push({
      key: `titleDocuments:${d}`,
      label: TITLE_DOCUMENTS.find((t) => t.code === d)?.label.replace(/ \(.*\)$/, "") ?? d,
    });
  if (f.verifiedOnly) chips.push({ key: "verified", label: "Verified listers" });
  return chips;
}

/** Which search pages a search looks at: what was said, a stay's dates or nightly period, else rent and sale both. */
export function modesOf(s: ConversationSearch): SearchMode[] {
  const t = s.filter.listingType;
  if (t === "short_stay" || s.period === "per_night" || s.checkIn) return ["stay"];
  if (t) return [t];
  return ["rent", "sale"];
}

/** What to drop first when nothing matches, and how to say it. */
const RELAXATIONS: { label: string; drop: (f: SearchFilter) => SearchFilter | null }[] = [
  {
    label: "exactly that many bedrooms (bigger ones)",
    drop: (f) => (f.maxBedrooms !== undefined && f.minBedrooms !== undefined ? { ...f, maxBedrooms: undefined } : null),
  },
  {
    label: "the budget",
    drop: (f) =>
      f.maxPriceKobo !== undefined || f.minPriceKobo !== undefined
        ? { ...f, maxPriceKobo: undefined, minPriceKobo: undefined }
        : null,
  },
  {
    label: "the number of bedrooms",
    drop: (f) =>
      f.minBedrooms !== undefined || f.maxBedrooms !== undefined
        ? { ...f, minBedrooms: undefined, maxBedrooms: undefined }
        : null,
  },
  {
    label: "the property type",
    drop: (f) =>
      f.typeId !== undefined || f.categoryId !== undefined || f.typeIds
        ? { ...f, typeId: undefined, categoryId: undefined, typeIds: undefined }
        : null,
  },
  {
    label: "the extras (documents, furnishing, amenities)",
    drop: (f) =>
      f.titleDocuments || f.amenities || f.furnishing || f.power || f.water
        ? {
            ...f,
            titleDocuments: undefined,
            amenities: undefined,
            furnishing: undefined,
            power: undefined,
            water: undefined,
          }
        : null,
  },
  { label: "the area (the whole state instead)", drop: (f) => (f.locality ? { ...f, locality: undefined } : null) },
];
export const clean = (f: SearchFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as SearchFilter;
const count = (n: number, lower: boolean) => (lower ? `${n}+` : String(n));

type Reply = Omit<AssistantReply, "conversationId"> & { resultCount: number };

/** The conversation's search, answered: listings and totals per purpose looked at, or the change that finds some. */
export async function searchReply(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  s: ConversationSearch,
  intro: string,
): Promise<Reply> {
  const modes = modesOf(s);
  const filter = clean({ ...s.filter, listingType: undefined });
  const per = modes.length > 1 ? Math.ceil(ASSISTANT_RULES.maxListings / 2) : ASSISTANT_RULES.maxListings;
  const pages = await Promise.all(
    modes.map((m) => searchProperties(ctx, viewer, MODE_TYPE[m], filter, undefined, { page: 1, perPage: per })),
  );
  const urls = modes.map((m) => searchUrlOf({ filter: { ...filter, listingType: MODE_TYPE[m] } }, m));
  const stay =
    s.period || s.checkIn || s.guests
      ? { period: s.period, checkIn: s.checkIn, checkOut: s.checkOut, guests: s.guests }
      : undefined;
  const stayNote = s.checkIn
    ? ` Check each stay's calendar for ${s.checkIn}${s.checkOut ? ` to ${s.checkOut}` : ""}${s.guests ? ` (${s.guests} guest${s.guests > 1 ? "s" : ""})` : ""}.`
    : "";
  const total = pages.reduce((a, p) => a + p.total, 0);
  const best = pages.reduce((b, p, i) => (p.total > pages[b]!.total ? i : b), 0);
  const base = {
    intent: "search" as const,
    filters: clean({ ...s.filter }),
    stay,
    searchUrl: urls[best]!,
    chips: await chipsOf(ctx, s),
  };
  const lead = intro ? `${intro} ` : "";
  if (total > 0) {
    const listings = pages.flatMap((p) => p.data).slice(0, ASSISTANT_RULES.maxListings);
    const found = modes
      .map((m, i) => ({ m, p: pages[i]!, url: urls[i]! }))
      .filter((x) => x.p.total > 0 || modes.length === 1);
    const counts = found.map((x) => `${count(x.p.total, x.p.totalIsLowerBound)} ${MODE_WORD[x.m]}`).join(" and ");
    const both = modes.length > 1 ? " I looked at rent and sale both (say “to rent” or “for sale” to keep one)." : "";
    return {
      ...base,
      reply: `${lead}I found ${counts}: ${describe(s)}.${both}${stayNote}`,
      listings,
      total,
      actions: found.map((x) => ({
        kind: "search" as const,
        label: `See all ${count(x.p.total, x.p.totalIsLowerBound)} ${MODE_WORD[x.m]}`,
        href: x.url,
      })),
      resultCount: total,
    };
  }
  return { ...base, ...(await nothingFound(ctx, viewer, s, filter, modes, urls[0]!, lead, stayNote)) };
}

/** Nothing matches: the other purpose when one was said, else the one filter whose removal finds something. */
async function nothingFound(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  s: ConversationSearch,
  filter: SearchFilter,
  modes: SearchMode[],
  searchUrl: string,
  lead: string,
  stayNote: string,
) {
  const actions: NonNullable<AssistantReply["actions"]> = [];
  let hint = "";
  const said = modes.length === 1 ? modes[0]! : undefined;
  if (said === "rent" || said === "sale") {
    const other: SearchMode = said === "rent" ? "sale" : "rent";
    const alt = await searchProperties(ctx, viewer, other, filter, undefined, { page: 1, perPage: 1 });
    if (alt.total > 0) {
      hint = ` None ${MODE_WORD[said]}, but ${count(alt.total, alt.totalIsLowerBound)} ${MODE_WORD[other]}.`;
      actions.push({
        kind: "relax",
        label: `Show the ${MODE_WORD[other].replace(/^to /, "")} ones`,
        href: searchUrlOf({ filter: { ...filter, listingType: other } }, other),
      });
    }
  }
  // The nearest areas that have matches ("none in Yaba; 3 in Surulere and 2 in Ebute Metta").
  if (!hint && s.place?.locality) {
    const near = await nearestPlaces(ctx, { state: s.place.state, locality: s.place.locality }, NEAR_AREAS);
    const mode = modes[0]!;
    const found = (
      await Promise.all(
        near.map(async (n) => {
          const f = { ...filter, state: n.state, locality: n.locality };
          const page = await searchProperties(ctx, viewer, MODE_TYPE[mode], f, undefined, { page: 1, perPage: 1 });
          return { n, f, page };
        }),
      )
    ).filter((x) => x.page.total > 0);
    if (found.length) {
      const words = found
        .slice(0, 3)
        .map((x) => `${count(x.page.total, x.page.totalIsLowerBound)} in ${x.n.name}`)
        .join(", ")
        .replace(/, ([^,]*)$/, " and $1");
      hint = ` None in ${s.place.name}; ${words}.`;
      for (const x of found.slice(0, 2))
        actions.push({
          kind: "relax",
          label: `See them in ${x.n.name}`,
          href: searchUrlOf({ filter: { ...x.f, listingType: MODE_TYPE[mode] } }, mode),
        });
    }
  }
  for (const mode of hint ? [] : modes) {
    for (const r of RELAXATIONS) {
      const next = r.drop(filter);
      if (!next) continue;
      const c = clean(next);
      const alt = await searchProperties(ctx, viewer, MODE_TYPE[mode], c, undefined, { page: 1, perPage: 1 });
      if (alt.total > 0) {
        hint = ` Without ${r.label} there ${alt.total === 1 ? "is 1 match" : `are ${count(alt.total, alt.totalIsLowerBound)} matches`}.`;
        actions.push({
          kind: "relax",
          label: `Show them (without ${r.label})`,
          href: searchUrlOf({ filter: { ...c, listingType: MODE_TYPE[mode] } }, mode),
        });
        break;
      }
    }
    if (hint) break;
  }
  const mode = said ?? "rent";
  actions.push({ kind: "save_search", label: "Save this search: we'll tell you when one is listed", href: searchUrl });
  actions.push({
    kind: "property_request",
    label: "Post a property request to agents",
    href: requestUrlOf({ filter }, mode),
  });
  const where = said ? MODE_WORD[said] : "to rent or for sale";
  return {
    reply: `${lead}Nothing ${where} matches ${describe(s)} right now.${hint || " Try a wider area or a higher budget."}${stayNote} You can save this search, or post a property request so verified agents come to you.`,
    listings: [],
    total: 0,
    actions,
    resultCount: 0,
  };
}
