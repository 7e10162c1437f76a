import { z } from "zod";
import { sql } from "drizzle-orm";
import { sqlAll } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { LISTING_TYPES, type PRICE_PERIODS } from "../../contracts/listing-rules";
import { PRICE_BAND_RULES, type PriceBand } from "../../contracts/price-band";
import { TYPE_FAMILIES, bandFamilyOf } from "../../contracts/property-families";
import { placeChains, referenceNames } from "./reference-names";

/**
 * The fair-price band of a listing (or of a listing being typed): the middle half (25th–75th percentile) of what
 * comparable listings ask — same purpose, kind family, bedrooms — in its locality, widened to the locality above it
 * and then to the state while fewer than PRICE_BAND_RULES.minComparables are found. Read from price_band_hist
 * (migrations/0061: one histogram row per key and place, kept by triggers on properties), so a band costs one
 * primary-key look-up per place level and never a scan of listings. The bucket, month and unit rules below are the
 * migration's SQL in JS, to take a listing's own contribution out of its band (a listing is not its own comparable).
 */

type Period = (typeof PRICE_PERIODS)[number];
type Purpose = (typeof LISTING_TYPES)[number];

/** A "month" of the histogram: a twelfth of a Gregorian year (the migration divides by the same). */
export const BAND_MONTH_MS = 2_629_746_000;
/** A bucket's first three digits start at these (20 steps per decade: 10^(k/20), rounded as the migration's). */
const STEPS = [100, 112, 126, 141, 158, 178, 200, 224, 251, 282, 316, 355, 398, 447, 501, 562, 631, 708, 794, 891];

/** A price in its purpose's one unit (a year's rent, a night, an outright sale); null when the period does not fit. */
export function unitPrice(listingType: string, pricePeriod: string, priceKobo: number): number | null {
  if (listingType === "rent")
    return pricePeriod === "per_year" ? priceKobo : pricePeriod === "per_month" ? priceKobo * 12 : null;
  if (listingType === "sale") return pricePeriod === "outright" ? priceKobo : null;
  if (listingType === "short_stay") return pricePeriod === "per_night" ? priceKobo : null;
  return null;
}

/** The bucket of a unit price: 20 × (digits − 1) plus the steps its first three digits reach. */
export function priceBucket(kobo: number): number {
  const text = String(Math.trunc(kobo));
  const first = Number(text.slice(0, 3));
  return 20 * (text.length - 1) + STEPS.slice(1).filter((s) => first >= s).length;
}

/** The unit prices a bucket holds: [from, to) in kobo. */
export function bucketRange(bucket: number): [number, number] {
  const at = (b: number) => STEPS[b % 20]! * 10 ** (Math.floor(b / 20) - 2);
  return [at(bucket), at(bucket + 1)];
}

/** The facts that place a listing in its band's histograms. */
type BandFacts = {
  listingType: string;
  typeId: number;
  bedrooms: number;
  stateId: number;
  localityId: number | null;
  pricePeriod: string;
};

/** What a stored listing adds that decides whether (and at what price) it counts in its own histogram. */
type StoredListing = {
  status: string;
  flaggedDuplicate: boolean;
  confirmedAt: number;
  updatedAt: number;
  priceKobo: number;
};

/** The subject of a band: a listing, or the facts typed into the listing form. */
export type BandSubject = BandFacts & {
  priceKobo?: number | null;
  /**
   * The listing itself as stored, when it may be counted in its own histogram: taken out of its band. Its stored facts
   * (omitted: the subject's) say where it counts; if they are not the subject's, it is not in the subject's histograms.
   */
  self?: StoredListing & Partial<BandFacts>;
};

/** The histogram key ("month:bucket") a listing counts under in the subject's rows, or null (the migration's rule). */
function ownKey(s: BandSubject): string | null {
  const me = s.self;
  if (!me || me.flaggedDuplicate || (me.status !== "active" && me.status !== "deactivated")) return null;
  const stored = { ...s, ...me };
  if (
    stored.listingType !== s.listingType ||
    bandFamilyOf(stored.typeId) !== bandFamilyOf(s.typeId) ||
    Math.min(stored.bedrooms, 6) !== Math.min(s.bedrooms, 6) ||
    stored.stateId !== s.stateId ||
    (stored.localityId ?? null) !== (s.localityId ?? null)
  )
    return null;
  const unit = unitPrice(stored.listingType, stored.pricePeriod, me.priceKobo);
  if (unit === null) return null;
  const month = Math.floor((me.status === "active" ? me.confirmedAt : me.updatedAt) / BAND_MONTH_MS);
  return `${month}:${priceBucket(unit)}`;
}

const HistRow = z.object({ n: z.number(), hist: z.string() });

/** A histogram row of a subject's place level, with the place's name and kind and the family's title. */
type LevelRow = {
  lvl: number;
  place: number;
  name: string;
  kind: string;
  hist: string;
  title: string | null;
};

const LEVEL_OF: Record<string, PriceBand["place"]["level"]> = {
  neighbourhood: "neighbourhood",
  area: "area",
  region: "region",
  state: "state",
};

/** 2 significant figures: ₦1,234,567 → ₦1,200,000 (a band is a range people read, not an exact figure). */
const roughly = (kobo: number) => {
  const naira = kobo / 100;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(naira, 1))) - 1);
  return Math.round(naira / step) * step * 100;
};

/** A percentile of a histogram, spread geometrically inside its bucket (prices in a bucket differ by ≤ 12%). */
function percentile(buckets: [number, number][], total: number, q: number) {
  const target = q * total;
  let seen = 0;
  for (const [b, n] of buckets) {
    if (seen + n >= target) {
      const [lo, hi] = bucketRange(b);
      return lo * (hi / lo) ** Math.min(1, Math.max(0, (target - seen) / n));
    }
    seen += n;
  }
  return bucketRange(buckets.at(-1)![0])[1];
}

/** A family's name for the method text ("Flats and apartments"), or the type's own. */
const KIND_LABEL = new Map<number, string>(
  Object.values(TYPE_FAMILIES)
    .filter((f) => f.typeIds.length < 6)
    .map((f) => [f.typeIds[0], f.label]),
);

/**
 * The bands of many subjects (a page of cards, a listing, the form): per subject the histogram rows of its locality,
 * the locality's parent and grandparent and its state, each by primary key. The places above a locality and the names
 * come from the isolate's reference data (placeChains, referenceNames), so the statements read only the histograms: a
 * row a distinct (purpose, family, bedrooms, place), however many cards share it, and the rows above a locality only
 * for the keys whose locality holds too few comparables (a second statement). Keys go in as literals (ids are
 * integers, purposes from LISTING_TYPES), so a page of 40 cards binds nothing.
 */
export async function priceBands(ctx: ServiceCtx, subjects: BandSubject[]): Promise<(PriceBand | null)[]> {
  const keyed = subjects.map((s) => ({
    s,
    ok:
      (LISTING_TYPES as readonly string[]).includes(s.listingType) &&
      unitPrice(s.listingType, s.pricePeriod, 1) !== null,
  }));
  const distinct = new Map<string, number>();
  const keyOf = (s: BandSubject) =>
    `${s.listingType}/${bandFamilyOf(s.typeId)}/${Math.min(Math.trunc(s.bedrooms), 6)}/${Math.trunc(s.localityId ?? 0)}/${Math.trunc(s.stateId)}`;
  for (const { s, ok } of keyed) if (ok && !distinct.has(keyOf(s))) distinct.set(keyOf(s), distinct.size);
  if (!distinct.size) return subjects.map(() => null);
  const keys = [...distinct.keys()].map((k) => {
    const [purpose, family, beds, loc, st] = k.split("/");
    return { purpose: purpose!, family: Number(family), beds: Number(beds), loc: Number(loc), st: Number(st) };
  });
  const [chains, names] = await Promise.all([
    placeChains(
      ctx,
      keys.flatMap((k) => (k.loc ? [k.loc] : [])),
    ),
    referenceNames(ctx, {
      type: keys.map((k) => k.family),
      category: [],
      state: keys.map((k) => k.st),
      locality: [],
    }),
  ]);
  // Level 0–2: the locality and the places above it; 3: the state (its histogram's place is the state's id negated).
  const levels = keys.flatMap((k, i) => [
    ...(k.loc ? chains(k.loc) : []).map((p, lvl) => ({ i, lvl, place: p.id, name: p.name, kind: p.kind })),
    ...(names("state", k.st) !== undefined
      ? [{ i, lvl: 3, place: -k.st, name: names("state", k.st)!, kind: "state" }]
      : []),
  ]);
  if (!levels.length) return subjects.map(() => null);
  type Level = (typeof levels)[number];
  const histKey = (l: Level) =>
    `('${keys[l.i]!.purpose}', ${keys[l.i]!.family}, ${keys[l.i]!.beds}, ${Math.trunc(l.place)})`;
  const hists = new Map<string, string>();
  // Each histogram row is read once, however many keys reach it: cards in neighbouring localities share their
  // area's, region's and state's rows.
  const read = async (wanted: Level[]) => {
    const distinctRows = [...new Set(wanted.map(histKey))].filter((k) => !hists.has(k));
    if (!distinctRows.length) return;
    const values = distinctRows.map((k, n) => `(${n}, ${k.slice(1)}`);
    const found = await sqlAll(
      ctx.db,
      sql.raw(`WITH k(n, purpose, family, beds, place) AS (VALUES ${values.join(", ")})
        SELECT k.n AS n, h.hist AS hist FROM k JOIN price_band_hist h
          ON h.purpose = k.purpose AND h.family = k.family AND h.beds = k.beds AND h.place_id = k.place`),
      HistRow,
    );
    for (const r of found) hists.set(distinctRows[r.n]!, r.hist);
  };
  const rowsOf = (i: number, upTo: number): LevelRow[] =>
    levels
      .filter((l) => l.i === i && l.lvl <= upTo)
      .sort((a, b) => a.lvl - b.lvl)
      .flatMap((l) => {
        const hist = hists.get(histKey(l));
        if (hist === undefined) return [];
        const place = l.place < 0 ? -l.place : l.place;
        const title = names("type", keys[l.i]!.family) ?? null;
        return [{ lvl: l.lvl, place, name: l.name, kind: l.kind, hist, title }];
      });
  const since = Math.floor(ctx.now / BAND_MONTH_MS) - PRICE_BAND_RULES.windowMonths;
  const bandsUpTo = (upTo: (i: number) => number) =>
    keyed.map(({ s, ok }) => {
      if (!ok) return null;
      const i = distinct.get(keyOf(s))!;
      return firstBand(s, rowsOf(i, upTo(i)), since);
    });
  // Most bands are drawn from their own place: its rows are read first, and only the keys whose own place holds too
  // few comparables for one of their subjects read the places above (a second statement).
  // A key's levels are listed lowest first: its own place is the first of them.
  const own = new Map<number, number>();
  for (const l of levels) if (!own.has(l.i)) own.set(l.i, l.lvl);
  await read(levels.filter((l) => l.lvl === own.get(l.i)));
  const near = bandsUpTo((i) => own.get(i)!);
  const widen = new Set(keyed.flatMap(({ s, ok }, n) => (ok && !near[n] ? [distinct.get(keyOf(s))!] : [])));
  if (!widen.size) return near;
  await read(levels.filter((l) => widen.has(l.i)));
  return bandsUpTo(() => 3);
}

/** The band of the first level (its own place, then those above) whose histogram holds enough comparables. */
function firstBand(s: BandSubject, levels: LevelRow[], since: number): PriceBand | null {
  const own = ownKey(s);
  for (const level of levels) {
    const counts = new Map<number, number>();
    for (const [key, n] of Object.entries(JSON.parse(level.hist) as Record<string, number>)) {
      const [month, bucket] = key.split(":").map(Number) as [number, number];
      if (month < since || typeof n !== "number") continue;
      counts.set(bucket, (counts.get(bucket) ?? 0) + n - (key === own ? 1 : 0));
    }
    const buckets = [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
    const total = buckets.reduce((t, [, n]) => t + n, 0);
    if (total < PRICE_BAND_RULES.minComparables) continue;
    return bandOf(s, level, buckets, total);
  }
  return null;
}

function bandOf(s: BandSubject, level: LevelRow, buckets: [number, number][], total: number): PriceBand {
  // The band in the listing's own period: a monthly rent's band is a twelfth of the yearly one.
  const per = s.listingType === "rent" && s.pricePeriod === "per_month" ? 12 : 1;
  const low = roughly(percentile(buckets, total, PRICE_BAND_RULES.lowPercentile / 100) / per);
  const high = Math.max(low, roughly(percentile(buckets, total, PRICE_BAND_RULES.highPercentile / 100) / per));
  const price = s.priceKobo ?? null;
  const family = bandFamilyOf(s.typeId);
  return {
    lowKobo: low,
    highKobo: high,
    pricePeriod: s.pricePeriod as Period,
    count: total,
    place: { id: level.place, name: level.name, level: LEVEL_OF[level.kind] ?? "area" },
    widened: level.lvl > 0 && s.localityId !== null,
    listingType: s.listingType as Purpose,
    kind: KIND_LABEL.get(family) ?? level.title ?? "Same property type",
    bedrooms: Math.min(s.bedrooms, 6),
    position: price === null ? null : price < low ? "below" : price > high ? "above" : "within",
  };
}

/** The price that sends a listing to review: more than PRICE_BAND_RULES.reviewRatio × the band's top. */
export const reviewLimit = (band: PriceBand) => Math.floor(band.highKobo * PRICE_BAND_RULES.reviewRatio);
export const needsPriceReview = (band: PriceBand | null, priceKobo: number | null | undefined) =>
  !!band && priceKobo != null && priceKobo > reviewLimit(band);

/** A listing row's band subject: the listing itself, taken out of its own comparables. */
export const subjectOfListing = (p: BandFacts & StoredListing): BandSubject => ({ ...p, self: p });

/** The bands of listing rows by id (cards, a listing's read). */
export async function bandsOfListings<T extends Parameters<typeof subjectOfListing>[0] & { id: string }>(
  ctx: ServiceCtx,
  listings: T[],
): Promise<Map<string, PriceBand | null>> {
  const bands = await priceBands(ctx, listings.map(subjectOfListing));
  return new Map(listings.map((p, i) => [p.id, bands[i] ?? null]));
}
