import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { and, eq } from "drizzle-orm";
import { db, makeUser, seedListing, testPlaceState } from "./helpers";
import { localities, properties, propertyAmenities } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { sweepLiveCounts } from "../../worker/services/listings/live-counts";
import { extraCodes, extraCounts } from "../../worker/services/listings/extra-counts";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import type { ServiceCtx } from "../../worker/lib/context";

/**
 * The postings of extras (listing_extras) and their counts (listing_extra_counts) of migrations/0065 are kept by
 * triggers on properties, property_amenities and listing_extras in the transaction of every write, and by the
 * live-counts sweep. Whatever the writes (publishes, unpublishes, duplicate flags, reconfirmations, edits of place,
 * price, boost, documents and furnishing, amenities added and taken away, deletes, parallel ones, sweeps), the postings
 * equal the extras of the listed listings and every count row equals a fresh GROUP BY of the live ones; extraCounts
 * equals a COUNT.
 */
const DAY = 86_400_000;
const FRESH = LISTING_RULES.freshnessMs;
const TYPES = ["rent", "sale", "short_stay"] as const;
const DOCS = ["c_of_o", "governors_consent", "gazette"] as const;
const FURNISH = ["unfurnished", "semi_furnished", "furnished"] as const;
const AMENITIES = [1, 3, 15, 22];
/** locs: a neighbourhood (0) of an area (1) of `region`. */
let stateId: number, locs: number[], owner: string, region: number;

const ctxAt = (now: number): ServiceCtx => ({ db: createDb(env.DB), env, now });

/** The extras of this file's listed listings afresh, as postings, against the table. */
const FRESH_POSTINGS = `
  SELECT p.id AS property_id, x.extra, p.listing_type, p.state_id, p.locality_id, p.area_id, p.region_id, p.premium_listing AS premium, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p, (
    SELECT id, CASE furnishing WHEN 'unfurnished' THEN 2000 WHEN 'semi_furnished' THEN 2001 WHEN 'furnished' THEN 2002 END AS extra FROM properties
    UNION SELECT q.id, 1000 + CASE d.value WHEN 'c_of_o' THEN 0 WHEN 'governors_consent' THEN 1 WHEN 'deed_of_assignment' THEN 2 WHEN 'registered_survey' THEN 3 WHEN 'excision' THEN 4 WHEN 'gazette' THEN 5 END
      FROM properties q, json_each(q.title_documents) d
    UNION SELECT property_id, amenity_id FROM property_amenities) x
  WHERE x.id = p.id AND p.state_id = ?1 AND p.status = 'active' AND p.flagged_duplicate = 0
  ORDER BY 1, 2`;

async function expectTablesExact() {
  const fresh = await env.DB.prepare(FRESH_POSTINGS).bind(stateId).all();
  const kept = await env.DB.prepare(
    "SELECT property_id, extra, listing_type, state_id, locality_id, area_id, region_id, premium, created_at, price_kobo, confirmed_at FROM listing_extras WHERE state_id = ?1 ORDER BY 1, 2",
  )
    .bind(stateId)
    .all();
  expect(kept.results).toEqual(fresh.results);
  const counted = await env.DB.prepare(
    // Every place a posting's listing is in, from the hierarchy itself: its state (0), its locality and those above it.
    `WITH RECURSIVE e AS (${FRESH_POSTINGS}),
       up(pid, l) AS (SELECT property_id, 0 FROM e UNION SELECT property_id, locality_id FROM e WHERE locality_id IS NOT NULL
         UNION SELECT up.pid, x.parent_id FROM up JOIN localities x ON x.id = up.l WHERE x.parent_id IS NOT NULL)
     SELECT e.extra, iif(g.column1, e.listing_type, '*') AS t, up.l AS l, count(*) AS n
     FROM e JOIN up ON up.pid = e.property_id, (VALUES (1), (0)) g
     WHERE e.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - ${FRESH}
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  )
    .bind(stateId)
    .all();
  const rows = await env.DB.prepare(
    "SELECT extra, listing_type AS t, locality_id AS l, n FROM listing_extra_counts WHERE state_id = ?1 AND n <> 0 ORDER BY 1, 2, 3",
  )
    .bind(stateId)
    .all();
  expect(rows.results).toEqual(counted.results);
}

/** extraCounts at `now` equals a COUNT of the live listings with each extra, by type and place. */
async function expectCounts(now: number) {
  for (const type of [undefined, ...TYPES])
    for (const place of [
      { stateId },
      { stateId, localityId: locs[0] },
      { stateId, localityId: locs[1], ancestor: "area_id" as const },
      { stateId, localityId: region, ancestor: "region_id" as const },
    ]) {
      const f = { ...place, furnishing: "furnished" as const, titleDocuments: ["gazette" as const], amenities: [15] };
      const got = await extraCounts(ctxAt(now), type, f, extraCodes(f));
      for (const c of got.counts) {
        const truth = await env.DB.prepare(
          `SELECT count(*) AS n FROM (${FRESH_POSTINGS}) e WHERE e.extra = ?2 AND e.confirmed_at > ?3 - ${FRESH}
             AND (?4 IS NULL OR e.listing_type = ?4) AND (?5 IS NULL OR ?5 IN (e.locality_id,
               (SELECT parent_id FROM localities WHERE id = e.locality_id),
               (SELECT g.parent_id FROM localities n JOIN localities g ON g.id = n.parent_id WHERE n.id = e.locality_id)))`,
        )
          .bind(stateId, c.extra, now, type ?? null, place.localityId ?? null)
          .first<{ n: number }>();
        expect(c.n, `${type} ${JSON.stringify(place)} ${c.extra}`).toBe(truth!.n);
      }
    }
}

beforeAll(async () => {
  stateId = 200_000 + Math.floor(Math.random() * 700_000);
  const loc = await testPlaceState(stateId, "Extras", "Ex");
  locs = [stateId * 10 + 1, stateId * 10 + 2];
  region = stateId * 10 + 3;
  // Parents first.
  await db()
    .insert(localities)
    .values([
      loc(region, 2, "region", null),
      loc(locs[1]!, 1, "area", region),
      loc(locs[0]!, 0, "neighbourhood", locs[1]!),
    ])
    .run();
  owner = (await makeUser({ accountType: "agent" })).id;
});

describe("extras postings and counts", () => {
  it("the migration's triggers are all there (a rebuild of properties or property_amenities drops them)", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'listing_extra%' ORDER BY name",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual([
      "listing_extra_counts_ad",
      "listing_extra_counts_ai",
      "listing_extras_ad",
      "listing_extras_ai",
      "listing_extras_amenity_ad",
      "listing_extras_amenity_ai",
      "listing_extras_amenity_au",
      "listing_extras_au",
    ]);
  });

  it("any sequence of listing and amenity writes and sweeps keeps the postings and every count row exact", async () => {
    const now = Date.now();
    const confirmedAt = fc.constantFrom(now, now - 5 * DAY, now - FRESH - DAY, now - FRESH + 60_000);
    const place = fc.constantFrom(0, 1, 2);
    const docs = fc.subarray([...DOCS]);
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("insert" as const),
        type: fc.constantFrom(...TYPES),
        loc: place,
        status: fc.constantFrom("active", "active", "pending_review"),
        dup: fc.boolean(),
        confirmedAt,
        docs,
        furnishing: fc.constantFrom(...FURNISH),
        amenities: fc.subarray(AMENITIES),
      }),
      fc.record({
        kind: fc.constant("status" as const),
        pick: fc.nat(),
        status: fc.constantFrom("active", "deactivated"),
      }),
      fc.record({ kind: fc.constant("dup" as const), pick: fc.nat(), dup: fc.boolean() }),
      fc.record({ kind: fc.constant("confirm" as const), pick: fc.nat(), confirmedAt }),
      fc.record({
        kind: fc.constant("edit" as const),
        pick: fc.nat(),
        loc: place,
        type: fc.constantFrom(...TYPES),
        price: fc.constantFrom(1_000_000_00, 2_500_000_00),
        premium: fc.boolean(),
        docs,
        furnishing: fc.constantFrom(...FURNISH),
      }),
      fc.record({ kind: fc.constant("amenity" as const), pick: fc.nat(), amenity: fc.constantFrom(...AMENITIES) }),
      fc.record({ kind: fc.constant("sweep" as const), minutes: fc.nat({ max: 30 }) }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
    );
    const ids: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 20 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === "sweep") {
            await sweepLiveCounts(ctxAt(now + o.minutes * 60_000));
            continue;
          }
          const id = ids.length ? ids[("pick" in o ? o.pick : 0) % ids.length]! : null;
          const set = (v: Partial<typeof properties.$inferInsert>) =>
            db().update(properties).set(v).where(eq(properties.id, id!)).run();
          if (o.kind === "insert") {
            const made = await seedListing(owner, stateId, o.status, {
              listingType: o.type,
              localityId: o.loc ? locs[o.loc - 1] : null,
              flaggedDuplicate: o.dup,
              confirmedAt: o.confirmedAt,
              titleDocuments: JSON.stringify(o.docs),
              furnishing: o.furnishing,
            });
            if (o.amenities.length)
              await db()
                .insert(propertyAmenities)
                .values(o.amenities.map((amenityId) => ({ propertyId: made, amenityId })))
                .run();
            ids.push(made);
          } else if (!id) continue;
          else if (o.kind === "status") await set({ status: o.status });
          else if (o.kind === "dup") await set({ flaggedDuplicate: o.dup });
          else if (o.kind === "confirm") await set({ confirmedAt: o.confirmedAt });
          else if (o.kind === "edit")
            await set({
              localityId: o.loc ? locs[o.loc - 1] : null,
              listingType: o.type,
              priceKobo: o.price,
              premiumListing: o.premium,
              titleDocuments: JSON.stringify(o.docs),
              furnishing: o.furnishing,
            });
          else if (o.kind === "amenity") {
            // Toggle: take it away when the listing has it, else add it.
            const had = await db()
              .delete(propertyAmenities)
              .where(and(eq(propertyAmenities.propertyId, id), eq(propertyAmenities.amenityId, o.amenity)))
              .returning()
              .all();
            if (!had.length)
              await db().insert(propertyAmenities).values({ propertyId: id, amenityId: o.amenity }).run();
          } else {
            await db().delete(properties).where(eq(properties.id, id)).run();
            ids.splice(ids.indexOf(id), 1);
          }
        }
        await expectTablesExact();
        await expectCounts(Date.now());
      }),
      { numRuns: 8 },
    );
  });

  it("30 parallel writes (publishes, edits, amenities, unpublishes, deletes) and sweeps leave the postings and counts exact", async () => {
    const now = Date.now();
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        seedListing(owner, stateId, "active", {
          listingType: TYPES[i % 3],
          localityId: locs[i % 2],
          confirmedAt: now - FRESH + (i + 1) * 60_000,
          titleDocuments: JSON.stringify(DOCS.slice(0, i % 3)),
          furnishing: FURNISH[i % 3],
        }),
      ),
    );
    await Promise.all(
      ids.map((id, i) => {
        const set = (v: Partial<typeof properties.$inferInsert>) =>
          db().update(properties).set(v).where(eq(properties.id, id)).run();
        if (i % 6 === 0) return set({ status: "deactivated" });
        if (i % 6 === 1)
          return set({ furnishing: "furnished", titleDocuments: '["gazette"]', priceKobo: 7_000_000_00 });
        if (i % 6 === 2) return db().delete(properties).where(eq(properties.id, id)).run();
        if (i % 6 === 3) return set({ confirmedAt: now });
        if (i % 6 === 4)
          return db()
            .insert(propertyAmenities)
            .values(AMENITIES.map((amenityId) => ({ propertyId: id, amenityId })))
            .run();
        return sweepLiveCounts(ctxAt(now + (i % 16) * 60_000));
      }),
    );
    await expectTablesExact();
    await expectCounts(now + 20 * 60_000);
    await sweepLiveCounts(ctxAt(now + 40 * 60_000));
    await expectTablesExact();
    await expectCounts(now + 40 * 60_000);
  });
});
