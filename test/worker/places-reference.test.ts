import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { call, db } from "./helpers";
import { placeWorld } from "./places-fixtures";
import { createListing, input, lister } from "./listings-fixtures";
import { placeAliases, properties, states } from "../../worker/db/schema";
import { nearestPlaces } from "../../worker/services/locations";
import { createDb } from "../../worker/db/client";

/**
 * The place hierarchy as reference data: a region is never a listing's locality (a field error, nothing written), the
 * localities list and the typeahead say each place's kind and parent, the typeahead finds aliases and says what an area
 * or a region holds, and nearestPlaces gives the nearest other areas and neighbourhoods of the state.
 */
const w = placeWorld();
const ctx = () => ({ db: createDb(env.DB), env, now: Date.now() });
const listingsOf = async (ownerId: string) =>
  (await db().select({ n: count() }).from(properties).where(eq(properties.ownerId, ownerId)).get())!.n;

beforeAll(w.seed);

describe("a region is not an address", () => {
  it("a listing in a region is refused naming localityId, and nothing is written; its areas and neighbourhoods are fine", async () => {
    const { user, token } = await lister();
    const res = await call("POST", "/v1/secure/property", {
      token,
      body: input({ stateId: w.stateId, localityId: w.ids.island }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      {
        field: "localityId",
        message: "Lagos Island is a region: choose the area or neighbourhood the property is in.",
      },
    ]);
    expect(await listingsOf(user.id)).toBe(0);
    const made = await createListing(token, input({ stateId: w.stateId, localityId: w.ids.ikate }));
    expect(made.locality).toMatchObject({ id: w.ids.ikate });
    // Moving it into a region is refused the same way; the listing keeps its place.
    const moved = await call("PUT", `/v1/secure/properties/property/${made.id}`, {
      token,
      body: input({ stateId: w.stateId, localityId: w.ids.mainland }, { title: made.title, mediaTokens: [] }),
    });
    expect(moved.status).toBe(400);
    expect(moved.json.errors.map((e: { field: string }) => e.field)).toEqual(["localityId"]);
    const row = await db().select().from(properties).where(eq(properties.id, made.id)).get();
    expect(row?.localityId).toBe(w.ids.ikate);
    expect(await listingsOf(user.id)).toBe(1);
  });
});

describe("the locations API", () => {
  it("a state's localities carry their kind and parent", async () => {
    const res = await call("GET", `/v1/locations/states/${w.stateId}/localities`);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.json.data.map((l: { name: string }) => [l.name, l]));
    expect(byName["Lagos Island"]).toMatchObject({ kind: "region", parentId: null });
    expect(byName["Lekki"]).toMatchObject({ kind: "area", parentId: w.ids.island });
    expect(byName["Lekki Phase 1"]).toMatchObject({
      kind: "neighbourhood",
      parentId: w.ids.lekki,
      slug: "lekki-phase-1",
    });
  });

  it("the typeahead finds aliases and says what an area or a region holds", async () => {
    const typed = async (q: string) => (await call("GET", `/v1/locations/search?q=${encodeURIComponent(q)}`)).json.data;
    const vi = await typed("vi");
    expect(vi[0]).toMatchObject({ name: "Victoria Island", alias: "VI", localityKind: "area", parentId: w.ids.island });
    const island = await typed("island");
    expect(island[0]).toMatchObject({
      name: "Lagos Island",
      localityKind: "region",
      alias: "Island",
      includes: ["Lekki", "Ajah", "Victoria Island"],
      includesCount: 3,
      label: `Lagos Island, ${w.stateName}`,
    });
    const lekki = (await typed("lekki")).find((m: { name: string }) => m.name === "Lekki");
    expect(lekki).toMatchObject({ localityKind: "area", includes: ["Lekki Phase 1", "Ikate"], includesCount: 2 });
    expect((await typed("lekki ph"))[0]).toMatchObject({
      name: "Lekki Phase 1",
      localityKind: "neighbourhood",
      includes: [],
    });
    // A state's alias: "Abuja" is the Federal Capital Territory; a locality's state alias answers a second word.
    const fct = 990_000 + Math.floor(Math.random() * 9_000);
    await db()
      .insert(states)
      .values({ id: fct, name: `Federal Capital ${w.tag}`, slug: `fct-${w.tag}`, capital: "Abuja", lat: 9, lng: 7.5 })
      .run();
    await db().insert(placeAliases).values({ stateId: fct, localityId: null, name: "Abuja", slug: "abuja" }).run();
    expect((await typed("abuja"))[0]).toMatchObject({ kind: "state", id: fct, alias: "Abuja", localityKind: null });
    // The index follows the aliases' writes (triggers): a removed alias is no longer found.
    await db().delete(placeAliases).where(eq(placeAliases.stateId, fct)).run();
    expect((await typed("abuja")).map((m: { id: number }) => m.id)).not.toContain(fct);
  });
});

describe("nearestPlaces", () => {
  it("gives the state's nearest other areas and neighbourhoods, nearest first, never the place's own or a region", async () => {
    const near = await nearestPlaces(ctx(), { state: w.stateSlug, locality: "yaba" }, 3);
    expect(near.map((p) => p.name)).toEqual(["Surulere", "Ebute Metta", "Victoria Island"]);
    expect(near[0]).toMatchObject({ state: w.stateSlug, locality: "surulere", kind: "area" });
    expect(near[0]!.distanceKm).toBeGreaterThan(1.5);
    expect(near[0]!.distanceKm).toBeLessThan(3);
    // An area's own neighbourhoods are in its search already; a neighbourhood's area holds it.
    const fromLekki = await nearestPlaces(ctx(), { state: w.stateName, locality: "Lekki" }, 2);
    expect(fromLekki.map((p) => p.name)).toEqual(["Ajah", "Victoria Island"]);
    const fromIkate = await nearestPlaces(ctx(), { state: w.stateSlug, locality: "ikate" }, 2);
    expect(fromIkate.map((p) => p.name)).toEqual(["Lekki Phase 1", "Victoria Island"]);
    // By alias; all of the state when the box around the place holds too few; at most 20.
    expect((await nearestPlaces(ctx(), { state: w.stateSlug, locality: "vi" }, 1)).map((p) => p.name)).toEqual([
      "Lekki Phase 1",
    ]);
    const all = await nearestPlaces(ctx(), { state: w.stateSlug, locality: "akoka" }, 50);
    expect(all).toHaveLength(7);
    expect(all.map((p) => p.name)).not.toContain("Lagos Mainland");
    expect(await nearestPlaces(ctx(), { state: w.stateSlug, locality: "nowhere" }, 3)).toEqual([]);
    expect(await nearestPlaces(ctx(), { state: "kano", locality: "yaba" }, 3)).toEqual([]);
    expect(await nearestPlaces(ctx(), { state: w.stateSlug }, 3)).toEqual([]);
  });
});
