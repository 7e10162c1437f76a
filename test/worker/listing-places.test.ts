import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { call, db, uniq } from "./helpers";
import { createListing, input, lister } from "./listings-fixtures";
import { localities, properties, states } from "../../worker/db/schema";

/**
 * A listing's area and region (properties.area_id, region_id: migrations/0073, 0074) follow its locality through every
 * write: the create and the edit write them in their own statement, a locality moved under another parent moves its
 * listings, and writes racing a move leave every listing where the hierarchy says. A search for the area or the region
 * then finds the listing and counts it.
 */
let stateId: number;
/** A region holding two areas, one with a neighbourhood; and an area of no region. */
const P = { region: 0, area: 0, neighbourhood: 0, other: 0, alone: 0 };

beforeAll(async () => {
  stateId = 600_000 + Math.floor(Math.random() * 300_000);
  const tag = uniq();
  await db()
    .insert(states)
    .values({ id: stateId, name: `Places ${tag}`, slug: `places-${tag}`, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
  const ids = [1, 2, 3, 4, 5].map((i) => stateId * 10 + i);
  Object.assign(P, { region: ids[0], area: ids[1], neighbourhood: ids[2], other: ids[3], alone: ids[4] });
  const loc = (id: number, name: string, kind: "region" | "area" | "neighbourhood", parentId: number | null) => ({
    id,
    stateId,
    name: `${name} ${tag}`,
    slug: `${name.toLowerCase()}-${tag}`,
    lat: 6.45,
    lng: 3.5,
    kind,
    parentId,
  });
  // Parents first.
  await db()
    .insert(localities)
    .values([
      loc(P.region, "Island", "region", null),
      loc(P.area, "Lekki", "area", P.region),
      loc(P.other, "Ajah", "area", P.region),
      loc(P.neighbourhood, "Ikate", "neighbourhood", P.area),
      loc(P.alone, "Epe", "area", null),
    ])
    .run();
});

const placesOf = async (id: string) =>
  (
    await db()
      .select({ area: properties.areaId, region: properties.regionId })
      .from(properties)
      .where(eq(properties.id, id))
  )[0];

/** A rent search's total for a place, through HTTP. */
const total = async (localityId: number) =>
  (await call("POST", "/v1/properties/rent/search?perPage=1", { body: { stateId, localityId } })).json.total as number;

describe("a listing's area and region", () => {
  it("are written with the listing, follow an edit of its locality, and a search for the area or region counts it", async () => {
    const owner = await lister();
    const made = await createListing(owner.token, input({ stateId, localityId: P.neighbourhood }));
    expect(await placesOf(made.id)).toEqual({ area: P.area, region: P.region });
    expect([await total(P.area), await total(P.region), await total(P.other)]).toEqual([1, 1, 0]);
    const read = await call("GET", `/v1/secure/properties/property/${made.id}`, { token: owner.token });
    const moved = await call("PUT", `/v1/secure/properties/property/${made.id}`, {
      token: owner.token,
      body: { ...read.json, locality: undefined, localityId: P.alone },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(await placesOf(made.id)).toEqual({ area: P.alone, region: null });
    expect([await total(P.area), await total(P.region), await total(P.alone)]).toEqual([0, 0, 1]);
  });

  it("a write that leaves them out gets them from the hierarchy; a locality moved under another area moves its listings", async () => {
    const owner = await lister();
    const made = await createListing(owner.token, input({ stateId, localityId: P.other }));
    // A write that knows nothing of the columns (an import, a fix by hand): the trigger derives them.
    await env.DB.prepare("UPDATE properties SET area_id = NULL, region_id = NULL, locality_id = ?2 WHERE id = ?1")
      .bind(made.id, P.neighbourhood)
      .run();
    expect(await placesOf(made.id)).toEqual({ area: P.area, region: P.region });
    const before = await total(P.other);
    await db().update(localities).set({ parentId: P.other }).where(eq(localities.id, P.neighbourhood)).run();
    expect(await placesOf(made.id)).toEqual({ area: P.other, region: P.region });
    expect(await total(P.other)).toBe(before + 1);
    await db().update(localities).set({ parentId: P.area }).where(eq(localities.id, P.neighbourhood)).run();
    expect(await placesOf(made.id)).toEqual({ area: P.area, region: P.region });
  });

  it("20 parallel edits of listings' localities racing moves of a neighbourhood leave every listing where the hierarchy says, counted once", async () => {
    const owner = await lister();
    const spots = [P.neighbourhood, P.area, P.other, P.alone];
    const made = await Promise.all(
      spots.map((localityId) => createListing(owner.token, input({ stateId, localityId }))),
    );
    const reads = await Promise.all(
      made.map((m) => call("GET", `/v1/secure/properties/property/${m.id}`, { token: owner.token })),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 5 === 4
          ? db()
              .update(localities)
              .set({ parentId: i % 10 === 4 ? P.other : P.area })
              .where(eq(localities.id, P.neighbourhood))
              .run()
          : call("PUT", `/v1/secure/properties/property/${made[i % 4]!.id}`, {
              token: owner.token,
              body: { ...reads[i % 4]!.json, locality: undefined, localityId: spots[(i + 1) % 4] },
            }),
      ),
    );
    // Each edit is answered (200, or 409 when another edit of the same listing won its guard).
    for (const r of results) if (r && "status" in r) expect([200, 409]).toContain(r.status);
    const wrong = await env.DB.prepare(
      `SELECT p.id FROM properties p LEFT JOIN localities l ON l.id = p.locality_id LEFT JOIN localities a ON a.id = l.parent_id
       WHERE p.state_id = ?1 AND (p.area_id IS NOT iif(l.kind = 'area', l.id, iif(a.kind = 'area', a.id, NULL))
         OR p.region_id IS NOT coalesce(iif(a.kind = 'region', a.id, NULL), (SELECT g.id FROM localities g WHERE g.id = a.parent_id AND g.kind = 'region')))`,
    )
      .bind(stateId)
      .all();
    expect(wrong.results).toEqual([]);
    // Every place's total is its listings counted afresh from the hierarchy.
    for (const id of [P.region, P.area, P.other, P.alone, P.neighbourhood]) {
      const fresh = await env.DB.prepare(
        `SELECT count(*) AS n FROM properties p WHERE p.state_id = ?1 AND p.listing_type = 'rent' AND p.status = 'active'
           AND ?2 IN (p.locality_id, (SELECT parent_id FROM localities WHERE id = p.locality_id),
             (SELECT g.parent_id FROM localities n JOIN localities g ON g.id = n.parent_id WHERE n.id = p.locality_id))`,
      )
        .bind(stateId, id)
        .first<{ n: number }>();
      expect(await total(id), String(id)).toBe(fresh!.n);
    }
  });
});
