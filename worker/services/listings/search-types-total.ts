import { LISTING_TYPES } from "../../contracts/listing-rules";
import type { ServiceCtx } from "../../lib/context";
import { facetBound, facetTotal, isCounted } from "./facet-counts";
import type { PlaceFilter } from "./search-places";

/**
 * A search of every listing type (no type asked) with a filter beyond a place: the count tables are kept per type, so
 * each type's facet total (or, for a filter they count only in part, the counted part's) is read and summed, three
 * statements side by side. `n` is the sum of exact or estimated totals when the tables count the whole filter (undefined
 * otherwise: `upper` then bounds it, for the estimate from the page's walk); `upper` 0 is no match, with no walk of the
 * listings of every type to find that out.
 */
export async function typesTotal(
  ctx: ServiceCtx,
  f: PlaceFilter,
): Promise<{ n?: number; upper: number; estimate: boolean }> {
  const counted = LISTING_TYPES.every((t) => isCounted(t, f));
  const parts = await Promise.all(
    LISTING_TYPES.map(async (t) => {
      if (counted) {
        const total = await facetTotal(ctx, t, f);
        return { n: total?.n ?? 0, upper: total?.upper ?? 0, estimate: !!total?.estimate };
      }
      return { n: 0, upper: (await facetBound(ctx, t, f)) ?? 0, estimate: false };
    }),
  );
  return {
    n: counted ? parts.reduce((s, p) => s + p.n, 0) : undefined,
    upper: parts.reduce((s, p) => s + p.upper, 0),
    estimate: parts.some((p) => p.estimate),
  };
}
