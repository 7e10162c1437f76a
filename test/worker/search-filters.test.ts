import { beforeAll, describe, expect, it } from "vitest";
import { searchPlace } from "./search-fixtures";

/**
 * Every filter through HTTP, on the place of search-fixtures.ts. Sorts, totals and keyset paging:
 * search-filters-paging.test.ts; keywords: search-filters-keywords.test.ts; query plans: search-filters-plans.test.ts.
 */
const fixture = searchPlace();
const { search, names } = fixture;

beforeAll(fixture.seed);

describe("search filters", () => {
  it("a locality filter matches the listing's locality, not words in its description (Lekki vs Ajah)", async () => {
    const byName = await search({ locality: "Lekki" });
    expect(byName.status).toBe(200);
    expect(byName.json.data.map((c: { locality: { name: string } }) => c.locality.name)).toEqual([
      "Lekki",
      "Lekki",
      "Lekki",
    ]);
    expect(names(byName)).not.toContain("ajahMentionsLekki");
    expect(names(await search({ localityId: fixture.ajah }))).toEqual(["ajahMentionsLekki"]);
    // Keyword search still finds words in descriptions.
    expect(names(await search({ query: "conservation" }))).toEqual(["ajahMentionsLekki"]);
  });

  it("state by slug, price range, beds, baths, furnishing, service charge, amenities, power and water, title documents", async () => {
    const all = (b: Record<string, unknown>) =>
      search({ stateId: undefined, state: fixture.stateSlug, ...b }).then(names);
    expect((await all({})).sort()).toEqual(["ajahMentionsLekki", "lekkiBoosted", "lekkiCheap", "lekkiDear"].sort());
    expect((await all({ minPriceKobo: 2_000_000_00, maxPriceKobo: 5_000_000_00 })).sort()).toEqual([
      "ajahMentionsLekki",
      "lekkiBoosted",
    ]);
    expect((await all({ minBedrooms: 3, minBathrooms: 3 })).sort()).toEqual(["lekkiCheap", "lekkiDear"]);
    expect(await all({ furnishing: "furnished" })).toEqual(["lekkiDear"]);
    expect((await all({ maxServiceChargeKobo: 0 })).length).toBe(3);
    expect(await all({ amenities: [1, 3] })).toEqual(["lekkiCheap"]);
    expect(await all({ power: ["24h_power"], water: ["borehole"] })).toEqual(["lekkiCheap"]);
    expect(await all({ power: ["generator"] })).toEqual(["ajahMentionsLekki"]);
    expect(await all({ titleDocuments: ["c_of_o"] })).toEqual(["lekkiCheap"]);
    expect(await all({ categoryId: 2, typeId: 8, locality: "ajah" })).toEqual(["ajahMentionsLekki"]);
  });

  it("listed by broker or company, verified only, and a map bounding box", async () => {
    expect(names(await search({ listedBy: "company" }))).toEqual(["ajahMentionsLekki"]);
    expect(names(await search({ listedBy: "broker", verifiedOnly: true })).sort()).toEqual([
      "lekkiBoosted",
      "lekkiCheap",
      "lekkiDear",
    ]);
    expect(names(await search({ verifiedOnly: true }))).not.toContain("ajahMentionsLekki");
    expect(names(await search({ bounds: { south: 6.46, west: 3.5, north: 6.5, east: 3.6 } }))).toEqual([
      "ajahMentionsLekki",
    ]);
  });

  it("bad input is a 400 naming the field: unknown keys, reversed price range or bounds, bad cursor", async () => {
    const unknown = await search({ bedroomz: 3 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].field).toBe("bedroomz");
    const range = await search({ minPriceKobo: 10, maxPriceKobo: 5 });
    expect(range.status).toBe(400);
    expect(range.json.errors[0].field).toBe("maxPriceKobo");
    expect((await search({ bounds: { south: 7, west: 3, north: 6, east: 4 } })).status).toBe(400);
    expect((await search({ power: ["nuclear"] })).status).toBe(400);
    const cursor = await search({}, "?cursor=not-a-cursor");
    expect(cursor.status).toBe(400);
    expect(cursor.json.errors[0].field).toBe("cursor");
  });
});
