import { call, db, makeUser, uniq } from "./helpers";
import { localities, properties, propertyAmenities, states } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";

/**
 * The place of the search-filters tests (search-filters*.test.ts): a state of its own with two localities, Lekki and
 * Ajah, a verified broker and an unverified company, and six listings known by name (`L`): four live rents in
 * Lekki (one boosted) and Ajah, a stale one and a sale. Through HTTP: `search` posts a filter (in the place's state
 * unless it says otherwise) to the rent search, `names` gives the names of the page's listings.
 *
 * Test files share their runtime (vitest.config.ts: isolate false), so every file makes a place of its own
 * (searchPlace) and seeds it in its beforeAll: nothing here is kept between files.
 */
const DAY = 86_400_000;

type User = Awaited<ReturnType<typeof makeUser>>;
type Page = { json: { data: { id: string }[] } };

export const ids = (res: Page) => res.json.data.map((c) => c.id);

export function searchPlace() {
  const p = {
    stateId: 0,
    lekki: 0,
    ajah: 0,
    stateSlug: "",
    broker: undefined as unknown as User,
    company: undefined as unknown as User,
    /** The listings' ids by name. */
    L: {} as Record<string, string>,
    names: (res: Page) => ids(res).map((id) => Object.keys(p.L).find((k) => p.L[k] === id)),
    search: (body: Record<string, unknown>, query = "", path = "/v1/properties/rent/search") =>
      call("POST", `${path}${query}`, { body: { stateId: p.stateId, ...body } }),
    seed: async () => {
      const stateId = 100_000 + Math.floor(Math.random() * 800_000);
      const lekki = stateId + 1;
      const ajah = stateId + 2;
      const tag = uniq();
      const stateSlug = `state-${tag}`;
      Object.assign(p, { stateId, lekki, ajah, stateSlug });
      await db()
        .insert(states)
        .values({ id: stateId, name: `State ${tag}`, slug: stateSlug, capital: "C", lat: 6.5, lng: 3.4 })
        .run();
      await db()
        .insert(localities)
        .values([
          { id: lekki, stateId, name: "Lekki", slug: "lekki", lat: 6.44, lng: 3.47 },
          { id: ajah, stateId, name: "Ajah", slug: "ajah", lat: 6.47, lng: 3.57 },
        ])
        .run();
      p.broker = await makeUser({ accountType: "brokerage", kycVerified: true });
      p.company = await makeUser({ accountType: "company", kycVerified: false });
      await seed("lekkiCheap", {
        priceKobo: 1_500_000_00,
        bedrooms: 3,
        bathrooms: 3,
        viewCount: 5,
        amenities: [1, 3],
        titleDocuments: '["c_of_o"]',
        serviceChargeKobo: 0,
      });
      await seed("lekkiDear", {
        priceKobo: 6_000_000_00,
        bedrooms: 4,
        bathrooms: 4,
        viewCount: 50,
        furnishing: "furnished",
        serviceChargeKobo: 800_000_00,
      });
      // Mentions Lekki in its description but is in Ajah: a locality search for Lekki must not find it.
      await seed("ajahMentionsLekki", {
        localityId: ajah,
        lat: 6.47,
        lng: 3.57,
        description: "Ten minutes from Lekki, close to Lekki Conservation Centre.",
        priceKobo: 2_500_000_00,
        bedrooms: 3,
        ownerId: p.company.id,
        amenities: [22],
      });
      await seed("lekkiBoosted", { premiumListing: true, priceKobo: 4_000_000_00, viewCount: 1 });
      await seed("stale", { confirmedAt: Date.now() - 40 * DAY });
      await seed("sale", { listingType: "sale", priceKobo: 90_000_000_00, pricePeriod: "outright" });
    },
  };

  async function seed(name: string, over: Partial<typeof properties.$inferInsert> & { amenities?: number[] } = {}) {
    const id = newId();
    const { amenities = [], ...rest } = over;
    const now = Date.now();
    await db()
      .insert(properties)
      .values({
        id,
        slug: `${name}-${uniq()}`,
        ownerId: p.broker.id,
        title: `Listing ${name}`,
        description: "A well kept home.",
        listingType: "rent",
        categoryId: 2,
        typeId: 8,
        priceKobo: 2_000_000_00,
        pricePeriod: "per_year",
        address: "1 Admiralty Way",
        stateId: p.stateId,
        localityId: p.lekki,
        lat: 6.44,
        lng: 3.47,
        bedrooms: 2,
        bathrooms: 2,
        confirmedAt: now,
        createdAt: now - Object.keys(p.L).length * 1000,
        updatedAt: now,
        ...rest,
      })
      .run();
    if (amenities.length)
      await db()
        .insert(propertyAmenities)
        .values(amenities.map((amenityId) => ({ propertyId: id, amenityId })))
        .run();
    p.L[name] = id;
    return id;
  }

  return p;
}
