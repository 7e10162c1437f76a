import { sql } from "drizzle-orm";
import { PRICE_BAND_EXPR } from "../../db/schema";
import type { SearchFilter } from "../../contracts/listings";
import type { PlaceFilter } from "./search-places";
import type { ServiceCtx } from "../../lib/context";
import { bandOf } from "./facet-counts";
import type { Paging } from "./read";
import type { Cursor } from "./search-cursor";
import { latestStreamsPage, lit } from "./search-merge";
import { searchWhere } from "./search-where";
import { streamScope, type PlaceColumn } from "./search-scope";

/**
 * Newest first with a price range (a common one: the (bedroom count, band) streams are for uncommon filters), in a state
 * or locality: one stream per price band of the range that the facet rows say holds a listing, each one range of
 * `properties_s_type_{state,locality}_band_latest` (status, listing type, place, band, boost, created_at, id;
 * migrations/0045) read backwards, merged by SQLite, with the price, bedrooms and every other filter checked on the
 * merged rows as cellPage does (`limit -1`: the outer WHERE stays outside). The streams' rows are the walk's rows in the
 * bands of the range, in the walk's order, so the page reads the bands' newest listings down to the page's last match
 * (about perPage / (share of the bands' listings that match) rows) and never more than the walk plus one per stream:
 * for "Lagos 3+ beds, ₦1.5m–₦4.5m" the three bands (₦1m–₦2m, ₦2m, ₦2m–₦5m) hold 9,200 of 19,000 Lagos rents.
 * At most MAX_BAND_STREAMS bands (one merge; a nested group would be sorted whole), else the caller walks.
 */
export const MAX_BAND_STREAMS = 5;
export type BandStreams = {
  column: PlaceColumn;
  placeId: number;
  stateId: number | null;
  bands: readonly number[];
};
export function bandPage(
  ctx: ServiceCtx,
  listingType: string,
  f: PlaceFilter,
  s: BandStreams,
  cursor: Cursor | null,
  paging: Paging,
  offset: number,
) {
  if (!s.bands.length || s.bands.length > MAX_BAND_STREAMS) return null;
  const where = searchWhere(ctx.now, undefined, { ...f, listingType: undefined }, { bare: true });
  const place = streamScope(s.column, s.placeId, s.stateId, "band_latest");
  const index = `properties_s_type_${place.scope}_band_latest`;
  const streams = s.bands.map((band) => sql`${place.at} and ${sql.raw(PRICE_BAND_EXPR)} = ${lit(band)}`);
  return latestStreamsPage(ctx, { alias: "band_page", index, listingType, streams, cursor, where }, paging, offset);
}

/** The price bands a newest-first stream page reads: those of the range the facet counts hold a listing in (`held`), else every band of the range. */
export function priceBands(f: SearchFilter, held: readonly number[] | null): number[] {
  const lo = bandOf(f.minPriceKobo ?? 0);
  const hi = bandOf(Math.min(f.maxPriceKobo ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER));
  return held ? held.filter((b) => b >= lo && b <= hi) : Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}
