import { beforeAll, describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { BASE, call, makeUser, signIn } from "./helpers";
import { placeWorld } from "./places-fixtures";
import { runDailyJobs } from "../../worker/jobs";
import { sandboxInbox } from "../../worker/integrations/email/local";

/**
 * Places as people mean them, through HTTP: a search for an area (Lekki) or a region (Lagos Island) takes in every
 * locality below it, in the page, the total and the cursor, whatever the sort; a neighbourhood is only itself. The
 * search pages' loader (server-rendered) asks the same API.
 */
const w = placeWorld();
const { search, names } = w;

beforeAll(w.seed);

const LEKKI = ["phase1Boosted", "lekkiOwn", "phase1Flat", "ikateDear", "ikateCheap"];
const ISLAND = [...LEKKI, "ajahOne", "viOne"];

describe("a search for an area or a region", () => {
  it('"Lekki" includes Lekki Phase 1 and Ikate, boosted first, in every sort; never Ajah, a sale or a stale listing', async () => {
    const latest = await search({ locality: "lekki" });
    expect(latest.status).toBe(200);
    expect(names(latest)).toEqual(LEKKI);
    expect(latest.json).toMatchObject({ total: 5, totalIsLowerBound: false, totalIsEstimate: false, hasMore: false });
    expect(names(await search({ locality: "Lekki" }, "?sortBy=price_asc"))).toEqual([
      "phase1Boosted",
      "ikateCheap",
      "phase1Flat",
      "lekkiOwn",
      "ikateDear",
    ]);
    expect(names(await search({ locality: "lekki" }, "?sortBy=price_desc"))).toEqual([
      "phase1Boosted",
      "ikateDear",
      "lekkiOwn",
      "phase1Flat",
      "ikateCheap",
    ]);
    const viewed = names(await search({ locality: "lekki" }, "?sortBy=most_viewed"));
    expect(viewed.slice(0, 3)).toEqual(["phase1Boosted", "ikateDear", "ikateCheap"]);
    expect(viewed.slice(3).sort()).toEqual(["lekkiOwn", "phase1Flat"]);
    // By id, and through the search of every listing type with the type in the body.
    const byId = await search({ state: undefined, stateId: w.stateId, localityId: w.ids.lekki });
    expect(names(byId)).toEqual(LEKKI);
    const all = await search({ locality: "lekki", listingType: "sale" }, "", "/v1/properties/search");
    expect(names(all)).toEqual(["phase1Sale"]);
  });

  it("a region (by name, alias or id) includes its areas' neighbourhoods, not the other region's", async () => {
    for (const locality of ["lagos-island", "Lagos Island", "island", "the-island"]) {
      const res = await search({ locality });
      expect(names(res), locality).toEqual(ISLAND);
      expect(res.json.total).toBe(7);
    }
    expect(names(await search({ localityId: w.ids.island }))).toEqual(ISLAND);
    expect(names(await search({ locality: "mainland" }))).toEqual(["yabaOne", "akokaOne", "surulereOne"]);
    // An area's alias: "VI" is Victoria Island.
    expect(names(await search({ locality: "vi" }))).toEqual(["viOne"]);
  });

  it("a neighbourhood is only itself: Lekki Phase 1 holds none of Lekki's or Ikate's listings", async () => {
    const res = await search({ locality: "lekki-phase-1" });
    expect(names(res)).toEqual(["phase1Boosted", "phase1Flat"]);
    expect(res.json.total).toBe(2);
    expect(names(await search({ locality: "akoka" }))).toEqual(["akokaOne"]);
    // A place of another state, or none at all, finds nothing.
    expect((await search({ locality: "yaba", state: "kano" })).json).toMatchObject({ data: [], total: 0 });
    expect((await search({ locality: "nowhere-at-all" })).json).toMatchObject({ data: [], total: 0 });
  });

  it("pages by cursor and by OFFSET through a region's listings with exact totals, in several sorts", async () => {
    for (const sort of ["latest", "price_asc", "price_desc", "most_viewed", "move_in_asc"]) {
      const all = names(await search({ locality: "lagos-island" }, `?sortBy=${sort}`));
      const got: (string | undefined)[] = [];
      let cursor: string | null = null;
      for (let page = 1; page < 10; page++) {
        const res = await search(
          { locality: "lagos-island" },
          `?sortBy=${sort}&perPage=2&page=${page}${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(res.json).toMatchObject({ total: 7, totalIsLowerBound: false, page });
        got.push(...names(res));
        const byOffset = await search({ locality: "lagos-island" }, `?sortBy=${sort}&perPage=2&page=${page}`);
        expect(names(byOffset), `${sort} page ${page}`).toEqual(names(res));
        cursor = res.json.nextCursor;
        if (!res.json.hasMore) break;
      }
      expect(got, sort).toEqual(all);
      expect(new Set(got).size).toBe(7);
    }
  });

  it("the facet totals, bedroom and price filters, other filters and keywords cover the subtree", async () => {
    const beds = await search({ locality: "lekki", minBedrooms: 3 });
    expect(names(beds)).toEqual(["phase1Boosted", "lekkiOwn", "ikateDear"]);
    expect(beds.json).toMatchObject({ total: 3, totalIsEstimate: false, totalIsLowerBound: false });
    const priced = await search(
      { locality: "lekki", minPriceKobo: 2_000_000_00, maxPriceKobo: 5_000_000_00 },
      "?sortBy=price_asc",
    );
    expect(names(priced)).toEqual(["phase1Boosted", "phase1Flat", "lekkiOwn"]);
    expect(priced.json).toMatchObject({ total: 3, totalIsEstimate: false });
    const island3 = await search({ locality: "island", minBedrooms: 3 }, "?sortBy=price_desc&perPage=2");
    expect(names(island3)).toEqual(["phase1Boosted", "ikateDear"]);
    expect(island3.json).toMatchObject({ total: 5, hasMore: true });
    const furnished = await search({ locality: "lekki", furnishing: "unfurnished" });
    expect(names(furnished)).toEqual(LEKKI);
    expect(furnished.json.total).toBe(5);
    const words = await search({ locality: "lekki", query: "well kept" }, "?sortBy=latest");
    expect(names(words)).toEqual(LEKKI);
  });
});

describe("the search pages", () => {
  it("/properties/rent?locality=lekki shows Lekki Phase 1's and Ikate's listings under a Lekki heading", async () => {
    const res = await exports.default.fetch(
      new Request(`${BASE}/properties/rent?state=${w.stateSlug}&locality=lekki`, { headers: { accept: "text/html" } }),
    );
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    for (const n of LEKKI) expect(html).toContain(`Listing ${n}<`);
    for (const n of ["ajahOne", "viOne", "yabaOne"]) expect(html).not.toContain(`Listing ${n}<`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Properties for rent in Lekki, ${w.stateName}</h1>`));
    // A region's page: its name from its slug, every area's listings.
    const region = await exports.default.fetch(
      new Request(`${BASE}/properties/rent?state=${w.stateSlug}&locality=lagos-island`, {
        headers: { accept: "text/html" },
      }),
    );
    const regionHtml = await region.text();
    for (const n of ISLAND) expect(regionHtml).toContain(`Listing ${n}<`);
    expect(regionHtml).toMatch(new RegExp(`<h1[^>]*>Properties for rent in Lagos Island, ${w.stateName}</h1>`));
  });
});

describe("saved searches", () => {
  it("a saved search for an area alerts on a new listing in one of its neighbourhoods, not in a neighbouring area", async () => {
    const seeker = await makeUser({ accountType: "seeker" });
    const { token } = await signIn(seeker);
    const saved = await call("POST", "/v1/secure/saved-searches", {
      token,
      body: { name: "Lekki short stays", listingType: "short_stay", filter: { state: w.stateSlug, locality: "lekki" } },
    });
    expect(saved.status).toBe(201);
    // Short stays: no other test of this file searches them.
    const later = {
      listingType: "short_stay",
      pricePeriod: "per_night",
      priceKobo: 80_000_00,
      createdAt: Date.now() + 1000,
    };
    await w.add("ikateStay", "ikate", later);
    await w.add("ajahStay", "ajah", later);
    await runDailyJobs(env, Date.now() + 5000);
    const mail = sandboxInbox(seeker.email, "savedSearchAlert").at(-1);
    expect(mail?.subject).toBe('1 new listing for "Lekki short stays"');
    expect(mail?.text).toContain("Listing ikateStay");
    expect(mail?.text).not.toContain("Listing ajahStay");
  });
});
