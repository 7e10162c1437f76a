import { call, db, makeUser, uniq } from "./helpers";
import { localities, placeAliases, properties, states } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";

/**
 * A state shaped like Lagos (placeWorld), for the place hierarchy's tests: the Island region (Lekki with its
 * neighbourhoods Lekki Phase 1 and Ikate, Ajah, Victoria Island) and the Mainland region (Yaba with Akoka, Surulere,
 * Ebute Metta), at their real centres, with aliases ("VI", "Island", "The Island", "Mainland"), and rent listings known
 * by name (`L`): live ones in each place, a boosted one, a sale, a stale one. `search` posts a filter in the state to
 * the rent search (or another path), `names` gives the names of a page's listings.
 *
 * Test files share their runtime (vitest.config.ts: isolate false), so a file makes its world in its beforeAll.
 */
const DAY = 86_400_000;
type Page = { json: { data: { id: string }[] } };

const PLACES = [
  // [key, name, kind, parent key, lat, lng]
  ["island", "Lagos Island", "region", null, 6.45, 3.49],
  ["mainland", "Lagos Mainland", "region", null, 6.56, 3.35],
  ["lekki", "Lekki", "area", "island", 6.4698, 3.5852],
  ["ajah", "Ajah", "area", "island", 6.4667, 3.5667],
  ["vi", "Victoria Island", "area", "island", 6.4281, 3.4219],
  ["yaba", "Yaba", "area", "mainland", 6.5095, 3.3711],
  ["surulere", "Surulere", "area", "mainland", 6.4969, 3.3553],
  ["ebuteMetta", "Ebute Metta", "area", "mainland", 6.482, 3.38],
  ["phase1", "Lekki Phase 1", "neighbourhood", "lekki", 6.4478, 3.4723],
  ["ikate", "Ikate", "neighbourhood", "lekki", 6.442, 3.495],
  ["akoka", "Akoka", "neighbourhood", "yaba", 6.5205, 3.3925],
] as const;
export type PlaceKey = (typeof PLACES)[number][0];

let nextId = 700_000 + Math.floor(Math.random() * 200_000);

export function placeWorld() {
  const w = {
    tag: "",
    stateId: 0,
    stateSlug: "",
    stateName: "",
    /** Locality ids by key. */
    ids: {} as Record<PlaceKey, number>,
    /** The listings' ids by name. */
    L: {} as Record<string, string>,
    ownerId: "",
    names: (res: Page) => res.json.data.map((c) => Object.keys(w.L).find((k) => w.L[k] === c.id)),
    search: (body: Record<string, unknown>, query = "", path = "/v1/properties/rent/search") =>
      call("POST", `${path}${query}`, { body: { state: w.stateSlug, ...body } }),
    seed: async () => {
      const tag = uniq();
      const stateId = ++nextId;
      Object.assign(w, { tag, stateId, stateSlug: `lagos-${tag}`, stateName: `Lagos ${tag}` });
      await db()
        .insert(states)
        .values({ id: stateId, name: w.stateName, slug: w.stateSlug, capital: "Ikeja", lat: 6.6, lng: 3.35 })
        .run();
      for (const [key] of PLACES) w.ids[key] = ++nextId;
      // Parents first: parent_id references localities.
      for (const [key, name, kind, parent, lat, lng] of PLACES)
        await db()
          .insert(localities)
          .values({
            id: w.ids[key],
            stateId,
            name,
            slug: name.toLowerCase().replace(/\s+/g, "-"),
            lat,
            lng,
            kind,
            parentId: parent ? w.ids[parent] : null,
          })
          .run();
      await db()
        .insert(placeAliases)
        .values(
          (
            [
              ["vi", "VI"],
              ["island", "Island"],
              ["island", "The Island"],
              ["mainland", "Mainland"],
            ] as const
          ).map(([key, name]) => ({
            stateId,
            localityId: w.ids[key],
            name,
            slug: name.toLowerCase().replace(/\s+/g, "-"),
          })),
        )
        .run();
      w.ownerId = (await makeUser({ accountType: "agent" })).id;
      await listing("lekkiOwn", "lekki", { priceKobo: 3_000_000_00, bedrooms: 3 });
      await listing("phase1Flat", "phase1", { priceKobo: 2_000_000_00, bedrooms: 2 });
      await listing("phase1Boosted", "phase1", { priceKobo: 5_000_000_00, premiumListing: true, bedrooms: 4 });
      await listing("ikateDear", "ikate", { priceKobo: 9_000_000_00, bedrooms: 4, viewCount: 40 });
      await listing("ikateCheap", "ikate", { priceKobo: 1_500_000_00, bedrooms: 1, viewCount: 3 });
      await listing("ajahOne", "ajah", { priceKobo: 1_800_000_00, bedrooms: 3 });
      await listing("viOne", "vi", { priceKobo: 7_000_000_00, bedrooms: 3 });
      await listing("yabaOne", "yaba", { priceKobo: 1_200_000_00, bedrooms: 2 });
      await listing("akokaOne", "akoka", { priceKobo: 900_000_00, bedrooms: 1 });
      await listing("surulereOne", "surulere", { priceKobo: 1_000_000_00, bedrooms: 3 });
      await listing("phase1Sale", "phase1", {
        listingType: "sale",
        priceKobo: 150_000_000_00,
        pricePeriod: "outright",
      });
      await listing("ikateStale", "ikate", { confirmedAt: Date.now() - 40 * DAY });
    },
    /** Adds a listing named `name` in the place `at` (a test adding one uses a listing type no other test searches). */
    add: (name: string, at: PlaceKey, over: Partial<typeof properties.$inferInsert> = {}) => listing(name, at, over),
  };
  const places: Record<string, PlaceKey> = {};

  async function listing(name: string, at: PlaceKey, over: Partial<typeof properties.$inferInsert> = {}) {
    const id = newId();
    const now = Date.now();
    const loc = PLACES.find(([key]) => key === at)!;
    await db()
      .insert(properties)
      .values({
        id,
        slug: `${name.toLowerCase()}-${uniq()}`,
        ownerId: w.ownerId,
        title: `Listing ${name}`,
        description: "A well kept home.",
        listingType: "rent",
        categoryId: 2,
        typeId: 8,
        priceKobo: 2_000_000_00,
        pricePeriod: "per_year",
        address: "1 Admiralty Way",
        stateId: w.stateId,
        localityId: w.ids[at],
        lat: loc[4],
        lng: loc[5],
        bedrooms: 2,
        bathrooms: 2,
        confirmedAt: now,
        createdAt: now - Object.keys(w.L).length * 60_000,
        updatedAt: now,
        ...over,
      })
      .run();
    w.L[name] = id;
    places[name] = at;
  }

  return w;
}
