import { describe, expect, it } from "vitest";
import { call } from "./helpers";
import { createListing, input, lister, place, upload } from "./listings-fixtures";

/**
 * A mobile client reads a listing (SPEC §3 names: bedroom, bathroom, area, amenities, type,
 * category, state, locality) and writes it back. One schema takes both spellings; read-only fields are ignored.
 */
describe("a listing read can be written back", () => {
  it("GET → edit → PUT with the very body GET answered", async () => {
    const owner = await lister();
    const where = await place();
    const made = await createListing(
      owner.token,
      input(where, {
        rooms: [{ name: "Master bedroom", mediaTokens: [] }],
        videoLinks: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      }),
    );
    const path = `/v1/secure/properties/property/${made.id}`;
    const read = await call("GET", path, { token: owner.token });
    expect(read.status).toBe(200);
    const body = {
      ...read.json,
      title: `${read.json.title} (renovated)`,
      bedroom: 4,
      bathroom: 4,
      area: 180,
      amenities: read.json.amenities.slice(0, 2),
    };
    const written = await call("PUT", path, { token: owner.token, body });
    expect(written.status, JSON.stringify(written.json)).toBe(200);
    expect(written.json).toMatchObject({ title: body.title, bedroom: 4, bathroom: 4, area: 180 });
    expect(written.json.amenities.map((a: { id: number }) => a.id)).toEqual(
      body.amenities.map((a: { id: number }) => a.id),
    );
    expect(written.json.propertyMedia).toHaveLength(read.json.propertyMedia.length);
    expect(written.json.rooms.map((r: { name: string }) => r.name)).toEqual(["Master bedroom"]);
    // The same again is a no-op that still answers 200: GET → PUT → GET is stable.
    const again = await call("GET", path, { token: owner.token });
    const replay = await call("PUT", path, { token: owner.token, body: again.json });
    expect(replay.status, JSON.stringify(replay.json)).toBe(200);
    expect(replay.json).toMatchObject({
      title: body.title,
      bedroom: 4,
      bathroom: 4,
      area: 180,
      priceKobo: again.json.priceKobo,
    });
  });

  it("SPEC names on create too, and the two spellings must agree when both are sent", async () => {
    const owner = await lister();
    const where = await place();
    const {
      bedrooms: _b,
      bathrooms: _ba,
      areaSqm: _a,
      amenityIds: _am,
      categoryId,
      typeId,
      stateId,
      localityId,
      ...rest
    } = input(where);
    const spec = {
      ...rest,
      bedroom: 2,
      bathroom: 1,
      area: 90,
      amenities: [1, 3],
      category: { id: categoryId },
      type: { id: typeId },
      state: { id: stateId },
      locality: localityId ? { id: localityId } : null,
      mediaTokens: [await upload(owner.token)],
    };
    const made = await call("POST", "/v1/secure/property", { token: owner.token, body: spec });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({
      bedroom: 2,
      bathroom: 1,
      area: 90,
      type: { id: typeId },
      category: { id: categoryId },
      state: { id: stateId },
    });
    expect(made.json.amenities.map((a: { id: number }) => a.id).sort()).toEqual([1, 3]);

    const clash = await call("PUT", `/v1/secure/properties/property/${made.json.id}`, {
      token: owner.token,
      body: { ...spec, mediaTokens: [], bedrooms: 5, bedroom: 2 },
    });
    expect(clash.status, JSON.stringify(clash.json)).toBe(400);
    expect(clash.json.errors.map((e: { field: string }) => e.field)).toContain("bedroom");
    const missing = await call("POST", "/v1/secure/property", {
      token: owner.token,
      body: { ...spec, type: undefined },
    });
    expect(missing.status, JSON.stringify(missing.json)).toBe(400);
    expect(missing.json.errors.map((e: { field: string }) => e.field)).toContain("typeId");
  });
});
