import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { measuredSearch } from "../../worker/services/listings/search";
import { makeUser, seedListing, testPlaceState } from "./helpers";

/**
 * A minimum of bedrooms that most of a place's listings meet, newest first: the page walks the place's newest-first
 * index with the bedrooms checked per row (about a page of rows), instead of finding the bedroom counts present and
 * merging one stream per count (two rows per count, then a page per group of five streams).
 */
const STATE = 8_801;
const DAY = 86_400_000;
const ids: { id: string; beds: number; at: number }[] = [];

beforeAll(async () => {
  await testPlaceState(STATE, "Bedrooms", "Place");
  const owner = (await makeUser({ accountType: "agent" })).id;
  const now = Date.now();
  // 60 listings, 48 of them with 3 to 9 bedrooms (seven counts present), newest first by a day apart.
  for (let i = 0; i < 60; i++) {
    const beds = i % 5 === 0 ? 1 : 3 + (i % 7);
    const at = now - i * DAY;
    ids.push({ id: await seedListing(owner, STATE, "active", { bedrooms: beds, createdAt: at }), beds, at });
  }
});

describe("a minimum of bedrooms, newest first", () => {
  it("met by most of the place's listings: about the place's own page of rows, exactly the plain definition's listings and total", async () => {
    const ctx = { db: createDb(env.DB), env, now: Date.now() };
    const page = { page: 1, perPage: 12 };
    // The place alone, twice: the second read has the isolate's reference names warm, as the searches below do.
    await measuredSearch(ctx, null, "rent", { stateId: STATE }, undefined, page);
    const place = await measuredSearch(ctx, null, "rent", { stateId: STATE }, undefined, page);
    const beds = await measuredSearch(ctx, null, "rent", { stateId: STATE, minBedrooms: 3 }, undefined, page);
    const expected = ids
      .filter((l) => l.beds >= 3)
      .sort((a, b) => b.at - a.at)
      .map((l) => l.id);
    expect(beds.page.data.map((c) => c.id)).toEqual(expected.slice(0, 12));
    expect(beds.page.total).toBe(48);
    expect(beds.page.totalIsEstimate).toBe(false);
    // The walk passes the few 1-bedroom listings among the newest 13 matches (3 here); the streams would read 14 rows to
    // find the seven counts and 13 more for their second group.
    expect(beds.rowsRead.search).toBeLessThanOrEqual(place.rowsRead.search + 6);
    // The next page by cursor follows on with no listing lost or repeated.
    const next = await measuredSearch(ctx, null, "rent", { stateId: STATE, minBedrooms: 3 }, undefined, page, {
      cursor: beds.page.nextCursor!,
    });
    expect(next.page.data.map((c) => c.id)).toEqual(expected.slice(12, 24));
  });
});
