import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { and, count, eq, sql } from "drizzle-orm";
import { call, db, makeUser, seedListing, testPlaceState } from "./helpers";
import { localities, properties } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { liveTotal, sweepLiveCounts } from "../../worker/services/listings/live-counts";
import { publiclyListed } from "../../worker/services/listings/shared";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import type { ServiceCtx } from "../../worker/lib/context";

/**
 * A search by type and place takes its total from live_listing_counts (migrations/0024),
 * kept by triggers and a sweep. Whatever happens to listings, the total equals a COUNT of the live listings.
 */
const DAY = 86_400_000;
const FRESH = LISTING_RULES.freshnessMs;
const TYPES = ["rent", "sale", "short_stay"] as const;
/** locs: a neighbourhood (0) of an area (1) of `region`, and an area of no region (2). */
let stateId: number, locs: number[], ownerId: string, region: number;

const ctxAt = (now: number): ServiceCtx => ({ db: createDb(env.DB), env, now });

/** The truth: COUNT(*) of the live listings with the key, at `now`. */
async function truth(now: number, type: string | undefined, localityId?: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(properties)
    .where(
      and(
        publiclyListed(now),
        eq(properties.stateId, stateId),
        type ? eq(properties.listingType, type) : undefined,
        // A place's listings are its subtree's (two levels below at most).
        localityId
          ? sql`${properties.localityId} IN (SELECT id FROM localities WHERE id = ${localityId} OR parent_id = ${localityId} OR parent_id IN (SELECT id FROM localities WHERE parent_id = ${localityId}))`
          : undefined,
      ),
    );
  return row!.n;
}

async function expectAllKeys(now: number) {
  for (const type of [undefined, ...TYPES])
    for (const loc of [undefined, ...locs, region]) {
      // The area and the region by their own column, as the search asks (search-places.ts placeFilter).
      const ancestor = loc === locs[1] ? ("area_id" as const) : loc === region ? ("region_id" as const) : undefined;
      const filter = loc ? { stateId, localityId: loc, ...(ancestor ? { ancestor } : {}) } : { stateId };
      expect(await liveTotal(ctxAt(now), type, filter), `${type ?? "*"} ${loc ?? "state"}`).toBe(
        await truth(now, type, loc),
      );
    }
}

beforeAll(async () => {
  stateId = 200_000 + Math.floor(Math.random() * 700_000);
  const loc = await testPlaceState(stateId, "Counted", "Area");
  locs = [stateId * 10 + 1, stateId * 10 + 2, stateId * 10 + 3];
  region = stateId * 10 + 4;
  // Parents first.
  await db()
    .insert(localities)
    .values([
      loc(region, 4, "region", null),
      loc(locs[1]!, 1, "area", region),
      loc(locs[0]!, 0, "neighbourhood", locs[1]!),
      loc(locs[2]!, 2, "area", null),
    ])
    .run();
  ownerId = (await makeUser({ accountType: "agent" })).id;
});

describe("live listing counts", () => {
  it("the migration's triggers are all there (a rebuild of properties drops them)", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'live_counts_%' ORDER BY name",
    ).all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual([
      "live_counts_ad",
      "live_counts_ai",
      "live_counts_au_new",
      "live_counts_au_old",
    ]);
  });

  it("answer only a type and a place; anything more is counted the bounded way", async () => {
    const c = ctxAt(Date.now());
    expect(await liveTotal(c, "rent", { stateId, minBedrooms: 2 })).toBeNull();
    expect(await liveTotal(c, "rent", { stateId, query: "duplex" })).toBeNull();
    expect(await liveTotal(c, "rent", { stateId, query: "  ", verifiedOnly: false, amenities: [] })).not.toBeNull();
    expect(await liveTotal(c, undefined, { state: "no-such-state" })).toBe(0);
    expect(await liveTotal(c, "rent", { stateId, localityId: 999_999_999 })).toBe(0);
  });

  it("any sequence of listing writes keeps every total equal to a COUNT of the live listings", async () => {
    const now = Date.now();
    const confirmedAt = fc.constantFrom(now, now - 5 * DAY, now - FRESH + DAY, now - FRESH - DAY, now + 1000);
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("insert" as const),
        type: fc.constantFrom(...TYPES),
        loc: fc.constantFrom(0, 1, 2, 3),
        status: fc.constantFrom("active", "active", "pending_review", "deactivated"),
        dup: fc.boolean(),
        confirmedAt,
      }),
      fc.record({
        kind: fc.constant("status" as const),
        pick: fc.nat(),
        status: fc.constantFrom("active", "deactivated", "suspended"),
      }),
      fc.record({ kind: fc.constant("dup" as const), pick: fc.nat(), dup: fc.boolean() }),
      fc.record({ kind: fc.constant("confirm" as const), pick: fc.nat(), confirmedAt }),
      fc.record({
        kind: fc.constant("move" as const),
        pick: fc.nat(),
        type: fc.constantFrom(...TYPES),
        loc: fc.constantFrom(0, 1, 2, 3),
      }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
    );
    const ids: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          const id = ids.length ? ids[("pick" in o ? o.pick : 0) % ids.length]! : null;
          const set = (v: Partial<typeof properties.$inferInsert>) =>
            db().update(properties).set(v).where(eq(properties.id, id!)).run();
          if (o.kind === "insert")
            ids.push(
              await seedListing(ownerId, stateId, o.status, {
                listingType: o.type,
                localityId: o.loc ? locs[o.loc - 1] : null,
                flaggedDuplicate: o.dup,
                confirmedAt: o.confirmedAt,
              }),
            );
          else if (!id) continue;
          else if (o.kind === "status") await set({ status: o.status });
          else if (o.kind === "dup") await set({ flaggedDuplicate: o.dup });
          else if (o.kind === "confirm") await set({ confirmedAt: o.confirmedAt });
          else if (o.kind === "move") await set({ listingType: o.type, localityId: o.loc ? locs[o.loc - 1] : null });
          else {
            await db().delete(properties).where(eq(properties.id, id)).run();
            ids.splice(ids.indexOf(id), 1);
          }
        }
        await expectAllKeys(Date.now());
      }),
      { numRuns: 12 },
    );
  });

  it("listings going stale leave the total at once, before and after the sweep; a clock behind the sweep still counts them", async () => {
    const now = Date.now();
    const loc = locs[0]!;
    const filter = { stateId, localityId: loc };
    const before = await liveTotal(ctxAt(now), "short_stay", filter);
    // Stale in an hour.
    await seedListing(ownerId, stateId, "active", {
      listingType: "short_stay",
      localityId: loc,
      confirmedAt: now - FRESH + 3600_000,
    });
    expect(await liveTotal(ctxAt(now), "short_stay", filter)).toBe(before! + 1);
    const later = now + 2 * 3600_000;
    expect(await liveTotal(ctxAt(later), "short_stay", filter)).toBe(before);
    await expectAllKeys(later);
    await sweepLiveCounts(ctxAt(later));
    for (const at of [later, now]) await expectAllKeys(at);
    // Sweeping again, or with an older clock, changes nothing.
    await Promise.all([sweepLiveCounts(ctxAt(later)), sweepLiveCounts(ctxAt(now)), sweepLiveCounts(ctxAt(later - 1))]);
    for (const at of [later, now]) await expectAllKeys(at);
  });

  it("30 parallel sweeps with different clocks and 30 parallel reconfirmations never count a listing twice or lose one", async () => {
    const now = Date.now();
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        seedListing(ownerId, stateId, "active", {
          listingType: TYPES[i % 3],
          localityId: locs[i % 3],
          confirmedAt: now - FRESH + (i + 1) * 60_000,
        }),
      ),
    );
    const sweepAt = now + 15 * 60_000;
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => sweepLiveCounts(ctxAt(now + (i % 16) * 60_000))),
      ...ids
        .filter((_, i) => i % 2 === 0)
        .map((id) => db().update(properties).set({ confirmedAt: now }).where(eq(properties.id, id)).run()),
    ]);
    for (const at of [sweepAt, now + 40 * 60_000]) await expectAllKeys(at);
  });

  it("through the API: a search by place answers the exact total", async () => {
    const res = await call("POST", "/v1/properties/search?perPage=1", { body: { stateId } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: await truth(Date.now(), undefined), totalIsLowerBound: false });
  });
});
