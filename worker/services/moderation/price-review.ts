import { z } from "zod";
import { sql } from "drizzle-orm";
import { sqlAll } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import type { PriceBand } from "../../contracts/price-band";
import type { PriceComparable } from "../../contracts/moderation";
import { TYPE_FAMILIES, bandFamilyOf } from "../../contracts/property-families";
import { bandsOfListings } from "../listings/price-band";

/** How many of a band's comparables a moderator sees beside a listing held for its price. */
export const COMPARABLES_SHOWN = 8;

type Held = Parameters<typeof bandsOfListings>[1][number];

const Comparable = z.object({
  i: z.number(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  price_kobo: z.number(),
  price_period: z.string(),
});

/** The type ids compared with a type (its family's, or itself). */
const familyTypeIds = (typeId: number) => {
  const family = bandFamilyOf(typeId);
  return Object.values(TYPE_FAMILIES).find((f) => f.typeIds.length < 6 && f.typeIds[0] === family)?.typeIds ?? [typeId];
};

/**
 * For listings held for their price: the band now and the newest live comparables in the band's place (its locality
 * and the localities below it, or the state), one indexed walk each (status, listing type, place, bedrooms …),
 * LIMIT COMPARABLES_SHOWN: a staff page, never a band's figure.
 */
export async function priceReviews(ctx: ServiceCtx, held: Held[]) {
  const out = new Map<string, { band: PriceBand | null; comparables: PriceComparable[] }>();
  if (!held.length) return out;
  const bands = await bandsOfListings(ctx, held);
  const parts = held.flatMap((p, i) => {
    const band = bands.get(p.id);
    if (!band) return [];
    const where =
      band.place.level === "state"
        ? sql`+c.state_id = ${p.stateId}`
        : sql`c.locality_id IN (SELECT id FROM localities WHERE id = ${band.place.id} OR parent_id = ${band.place.id} OR parent_id IN (SELECT id FROM localities WHERE parent_id = ${band.place.id}))`;
    const beds = Math.min(p.bedrooms, 6);
    return [
      sql`SELECT * FROM (SELECT ${i} AS i, c.id, c.slug, c.title, c.price_kobo, c.price_period FROM properties c
        WHERE c.status = 'active' AND c.flagged_duplicate = 0 AND c.listing_type = ${p.listingType} AND ${where}
          AND ${beds === 6 ? sql`c.bedrooms >= 6` : sql`c.bedrooms = ${beds}`}
          AND +c.type_id IN (${sql.join(
            familyTypeIds(p.typeId).map((t) => sql`${t}`),
            sql`, `,
          )}) AND c.id <> ${p.id}
        ORDER BY c.confirmed_at DESC LIMIT ${COMPARABLES_SHOWN})`,
    ];
  });
  const rows = parts.length ? await sqlAll(ctx.db, sql.join(parts, sql` UNION ALL `), Comparable) : [];
  held.forEach((p, i) =>
    out.set(p.id, {
      band: bands.get(p.id) ?? null,
      comparables: rows
        .filter((r) => r.i === i)
        .map((r) => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          priceKobo: r.price_kobo,
          pricePeriod: r.price_period,
        })),
    }),
  );
  return out;
}
