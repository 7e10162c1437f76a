import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";
import { rng } from "./random.mjs";
import { insert } from "./sql.mjs";

/**
 * Homes let or sold in the last few months (paused by their listers: status deactivated, out of search), beside the
 * demo's busiest kinds of live listing, so their fair-price bands draw on at least 6 comparables in their own area
 * instead of only the state's. Prices spread ±20% around the live listings of the same kind there.
 */
const TARGET = 6;
const KEYS_SEEDED = 14;
const MONTH = 30 * 24 * 3600_000;
const family = (t) => ([1, 2, 3].includes(t) ? 1 : [4, 5].includes(t) ? 4 : [8, 9, 11, 12, 13].includes(t) ? 8 : t);

export function priceComparablesSql(listings, now = Date.now()) {
  const groups = new Map();
  for (const l of listings) {
    const r = l.row;
    if (r.status !== "active" || r.locality_id === null || r.bedrooms < 1) continue;
    const key = [r.listing_type, family(r.type_id), Math.min(r.bedrooms, 6), r.locality_id, r.price_period].join("/");
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const busiest = [...groups.values()].sort((a, b) => b.length - a.length || (a[0].id < b[0].id ? -1 : 1));
  const r = rng("price-comparables");
  const rows = busiest.slice(0, KEYS_SEEDED).flatMap((group) =>
    Array.from({ length: Math.max(0, TARGET + 1 - group.length) }, (_, i) => {
      const like = group[i % group.length].row;
      const left = now - Math.round(r.range(0.2, 5) * MONTH);
      return {
        ...like,
        id: `let-${like.id.slice(0, 28)}-${i}`,
        slug: `${like.slug}-let-${i}`,
        price_kobo: Math.round((like.price_kobo * r.range(0.8, 1.2)) / 10_000_00) * 10_000_00 || like.price_kobo,
        premium_listing: false,
        status: "deactivated",
        view_count: 0,
        created_at: left - 2 * MONTH,
        confirmed_at: left - MONTH,
        updated_at: left,
      };
    }),
  );
  // The histograms again from the listings as seeded (migrations/0061's own fill): the place hierarchy the locations
  // seed wrote may be newer than the listings' rows in a database seeded before it.
  const migration = readFileSync(path.join(root, "migrations", "0061_fair_price_band.sql"), "utf8").split(
    "--> statement-breakpoint",
  );
  const refill = migration
    .map((s) => s.replace(/^--.*$/gm, "").trim())
    .filter((s) => s.startsWith("DELETE FROM price_band_hist") || s.startsWith("INSERT INTO price_band_hist"));
  return [...insert("properties", rows), ...refill];
}
