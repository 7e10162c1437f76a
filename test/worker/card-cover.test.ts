import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createDb } from "../../worker/db/client";
import { properties, propertyMedia } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { measuredSearch } from "../../worker/services/listings/search";
import { call, db, makeUser, seedListing } from "./helpers";

/**
 * A card reads the photo it shows and the count beside it, never every photo: the cover is one entry of
 * property_media_cover_idx (the primary photo, else the first property photo) and the count a column the triggers keep.
 */
let stateId = 0;
let ownerId = "";
const photos = async (propertyId: string, n: number, primaryAt?: number) => {
  const ids = Array.from({ length: n }, () => newId());
  if (n)
    await db()
      .insert(propertyMedia)
      .values(
        ids.map((id, i) => ({
          id,
          ownerId,
          propertyId,
          originalKey: `listings/${propertyId}/${i}.webp`,
          thumbKey: `listings/${propertyId}/${i}-md.webp`,
          width: 1200,
          height: 800,
          isPrimary: i === primaryAt,
          position: i,
          status: "ready" as const,
          createdAt: Date.now() + i,
        })),
      )
      .run();
  return ids;
};
const count = async (id: string) =>
  (await db().select({ n: properties.photoCount }).from(properties).where(eq(properties.id, id)).get())!.n;

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO states (id, name, slug, capital, lat, lng) VALUES (31, 'Ondo', 'ondo', 'Akure', 7.25, 5.2)",
  ).run();
  stateId = (await env.DB.prepare("SELECT id FROM states WHERE slug = 'ondo'").first<{ id: number }>())!.id;
  ownerId = (await makeUser({ accountType: "agent" })).id;
});

describe("a card's photo", () => {
  it("a page of cards reads one photo per listing, however many each has, and says how many there are", async () => {
    const ctx = { db: createDb(env.DB), env, now: Date.now() };
    const filter = { stateId, query: undefined };
    const many = await seedListing(ownerId, stateId, "active", { title: "Five photos" });
    const none = await seedListing(ownerId, stateId, "active", { title: "No photos" });
    // Reference names warm in the isolate's cache, so both reads below do the same work but for the photos.
    await measuredSearch(ctx, null, "rent", filter, undefined, { page: 1, perPage: 12 });
    const before = (await measuredSearch(ctx, null, "rent", filter, undefined, { page: 1, perPage: 12 })).rowsRead;
    const fiveIds = await photos(many, 5, 3);
    await photos(none, 1);
    const after = await measuredSearch(ctx, null, "rent", filter, undefined, { page: 1, perPage: 12 });
    const card = after.page.data.find((c) => c.id === many)!;
    expect(card.propertyMedia.map((m) => m.id)).toEqual([fiveIds[3]]);
    expect(card.photoCount).toBe(5);
    expect(after.page.data.find((c) => c.id === none)!.photoCount).toBe(1);
    // Six photos added to two cards: the page reads the cover's index entry and its row for each (4), not every photo.
    expect(after.rowsRead.search - before.search).toBeLessThanOrEqual(4);
  });

  it("the cover is found through its index (no sort of the listing's photos)", async () => {
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT x.id FROM property_media x WHERE x.property_id = ? ORDER BY x.is_primary DESC, (x.room_id IS NOT NULL), x.room_id, x.position, x.created_at LIMIT 1",
    )
      .bind("p")
      .all<{ detail: string }>();
    const steps = plan.results.map((r) => r.detail).join(" | ");
    expect(steps).toMatch(/property_media_cover_idx/);
    expect(steps).not.toMatch(/TEMP B-TREE/);
  });

  it("without a primary photo the first property photo is the cover; the count follows links, moves and deletes", async () => {
    const a = await seedListing(ownerId, stateId, "active", { title: "Count A" });
    const b = await seedListing(ownerId, stateId, "active", { title: "Count B" });
    const ids = await photos(a, 3);
    expect(await count(a)).toBe(3);
    const res = await call("GET", `/v1/property/properties?p[]=${a}`);
    expect(res.json.data[0].propertyMedia.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    await db().update(propertyMedia).set({ propertyId: b }).where(eq(propertyMedia.id, ids[1]!)).run();
    expect([await count(a), await count(b)]).toEqual([2, 1]);
    await db().delete(propertyMedia).where(eq(propertyMedia.id, ids[0]!)).run();
    expect(await count(a)).toBe(1);
    // A listing's own read still has every photo.
    await photos(b, 2);
    const detail = await call("GET", `/v1/property/properties?p[]=${b}`);
    expect(detail.json.data[0].photoCount).toBe(3);
  });
});
