import { beforeAll, describe, expect, it, vi } from "vitest";
import { exports } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { BASE, call, db, makeUser, signIn } from "./helpers";
import { properties, propertyMedia } from "../../worker/db/schema";
import { propertyDetail } from "../../worker/contracts/listings";
import { JPEG, PNG, WEBP, createListing, input, lister, place, upload } from "./listings-fixtures";

let where: { stateId: number; localityId: number };
beforeAll(async () => {
  where = await place();
});

/** Every owner-only route on one listing (with `edit` as the PUT body): the set a non-owner must get 403 on. */
function ownerRoutes(
  listing: Awaited<ReturnType<typeof createListing>>,
  photos: string[],
  edit: unknown,
): [string, string, unknown?][] {
  const base = `/v1/secure/properties/property/${listing.id}`;
  return [
    ["PUT", base, edit],
    ["GET", base],
    ["DELETE", base],
    ["PUT", `${base}/disable`],
    ["POST", `${base}/confirm`],
    ["GET", `${base}/media`],
    ["DELETE", `${base}/media/${photos[0]}`],
    ["DELETE", `${base}/rooms/${listing.rooms[0]!.id}`],
    ["DELETE", `${base}/video-links/${listing.videoLinks[0]!.id}`],
    ["PUT", `${base}/media/${photos[1]}/primary`],
    ["PUT", `/v1/secure/properties/media/${photos[1]}/set-primary`],
    ["PATCH", `/v1/secure/properties/media/${photos[1]}/rotate`, { degrees: 90 }],
  ];
}

const listingsOf = async (ownerId: string) =>
  (await db().select({ n: count() }).from(properties).where(eq(properties.ownerId, ownerId)).get())!.n;

describe("publishing a listing with photos", () => {
  it("a broker adds three photos, sets one primary, rotates one; a visitor sees it at its slug with /media/ thumbnails", async () => {
    const { user, token } = await lister();
    const photos = [
      await upload(token, { bytes: JPEG }),
      await upload(token, { bytes: PNG }),
      await upload(token, { bytes: WEBP }),
    ];
    const created = await createListing(
      token,
      input(where, { title: "Lovely three bedroom flat in Lekki", mediaTokens: photos, primaryMediaToken: photos[0] }),
    );
    expect(propertyDetail.parse(created)).toBeTruthy();
    expect(created.slug).toMatch(/^lovely-three-bedroom-flat-in-lekki-lekki-[a-z0-9]+-[0-9a-f]{6}$/);
    expect(created.mediaTokens).toEqual(photos);
    expect(created.propertyMedia.find((m) => m.primaryImage)?.id).toBe(photos[0]);
    expect(created.agentContactInfo).toMatchObject({ id: user.id, userType: "Broker" });
    expect(created.amenities.map((a) => a.id)).toEqual([1, 3, 5]);

    const primary = await call("PUT", `/v1/secure/properties/property/${created.id}/media/${photos[1]}/primary`, {
      token,
    });
    expect(primary.status).toBe(200);
    const rotated = await call("PATCH", `/v1/secure/properties/media/${photos[2]}/rotate`, {
      token,
      body: { degrees: 90 },
    });
    expect(rotated.json).toEqual({ rotation: 90 });
    expect(
      (await call("PATCH", `/v1/secure/properties/media/${photos[2]}/rotate`, { token, body: { degrees: 270 } })).json,
    ).toEqual({ rotation: 0 });
    expect(
      (await call("PATCH", `/v1/secure/properties/media/${photos[2]}/rotate`, { token, body: { degrees: 45 } })).status,
    ).toBe(400);
    await call("PATCH", `/v1/secure/properties/media/${photos[2]}/rotate`, { token, body: { degrees: 180 } });

    const page = await call("GET", `/v1/property/property/${created.slug}`);
    expect(page.status).toBe(200);
    expect(page.json.id).toBe(created.id);
    expect(page.json.propertyMedia).toHaveLength(3);
    expect(
      page.json.propertyMedia.filter((m: { primaryImage: boolean }) => m.primaryImage).map((m: { id: string }) => m.id),
    ).toEqual([photos[1]]);
    expect(page.json.propertyMedia.find((m: { id: string }) => m.id === photos[2]).rotation).toBe(180);
    for (const m of page.json.propertyMedia) {
      expect(m.thumbnailMdUrl).toMatch(/^\/media\/listings\//);
      expect(m.url).toMatch(/^\/media\/listings\//);
    }
    const png = page.json.propertyMedia.find((m: { id: string }) => m.id === photos[1]);
    const img = await exports.default.fetch(new Request(BASE + png.url));
    expect(img.status).toBe(200);
    expect(img.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG);

    // Also by id; and the other set-primary variant.
    expect((await call("GET", `/v1/property/property/${created.id}`)).json.slug).toBe(created.slug);
    expect((await call("PUT", `/v1/secure/properties/media/${photos[2]}/set-primary`, { token })).status).toBe(200);
    const media = await call("GET", `/v1/secure/properties/property/${created.id}/media`, { token });
    expect(
      media.json.data.filter((m: { primaryImage: boolean }) => m.primaryImage).map((m: { id: string }) => m.id),
    ).toEqual([photos[2]]);
  });

  it("counts visits by others, not the owner's own views", async () => {
    const { token } = await lister();
    const created = await createListing(token, input(where));
    const views = async () =>
      (await db().select({ n: properties.viewCount }).from(properties).where(eq(properties.id, created.id)).get())!.n;
    await call("GET", `/v1/property/property/${created.slug}`);
    await call("GET", `/v1/property/property/${created.slug}`, { token });
    await call("GET", `/v1/property/property/${created.slug}`, { token: (await lister()).token });
    // Views are counted after the answer: wait for the two visitors' views; the owner's must not have been one.
    await vi.waitFor(async () => expect(await views()).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 20 });
    expect(await views()).toBe(2);
  });

  it("keeps rooms with their photos and video links, and edits them in place", async () => {
    const { token } = await lister("company");
    const [a, b, c] = [await upload(token), await upload(token), await upload(token)];
    const created = await createListing(
      token,
      input(where, {
        mediaTokens: [a],
        rooms: [
          { name: "Master bedroom", description: "En-suite", mediaTokens: [b] },
          { name: "Kitchen", mediaTokens: [c] },
        ],
        videoLinks: ["https://youtu.be/dQw4w9WgXcQ"],
      }),
    );
    expect(created.agentContactInfo.userType).toBe("Company");
    expect(created.rooms.map((r) => [r.name, r.mediaTokens])).toEqual([
      ["Master bedroom", [b]],
      ["Kitchen", [c]],
    ]);
    expect(created.videoLinks).toHaveLength(1);
    const roomMedia = await call(
      "GET",
      `/v1/secure/properties/property/${created.id}/rooms/${created.rooms[0]!.id}/media`,
      { token },
    );
    expect(roomMedia.json.data.map((m: { id: string }) => m.id)).toEqual([b]);

    const master = created.rooms[0]!;
    const edited = await call("PUT", `/v1/secure/properties/property/${created.id}`, {
      token,
      body: input(where, {
        title: created.title,
        mediaTokens: [a, c],
        rooms: [{ id: master.id, name: "Master bedroom suite", mediaTokens: [b] }],
        videoLinks: [],
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.json.rooms).toEqual([
      { id: master.id, name: "Master bedroom suite", description: null, mediaTokens: [b] },
    ]);
    expect(edited.json.mediaTokens).toEqual([a, c]);
    expect(edited.json.videoLinks).toEqual([]);

    expect(
      (await call("DELETE", `/v1/secure/properties/property/${created.id}/rooms/${master.id}`, { token })).status,
    ).toBe(200);
    expect(await db().select().from(propertyMedia).where(eq(propertyMedia.id, b)).get()).toBeUndefined();
    expect((await call("DELETE", `/v1/secure/properties/property/${created.id}/media/${c}`, { token })).status).toBe(
      200,
    );
    const after = await call("GET", `/v1/secure/properties/property/${created.id}`, { token });
    expect(after.json.mediaTokens).toEqual([a]);
    expect(after.json.rooms).toEqual([]);
  });

  it("refuses media tokens that are not the caller's finished uploads, naming mediaTokens", async () => {
    const other = await lister();
    const theirs = await upload(other.token);
    const { user, token } = await lister();
    const pending = (
      await call("POST", "/v1/secure/media/uploads", { token, body: { contentType: "image/jpeg", sizeBytes: 10 } })
    ).json.token;
    for (const tokens of [[theirs], [pending], ["no-such-token"]]) {
      const res = await call("POST", "/v1/secure/property", { token, body: input(where, { mediaTokens: tokens }) });
      expect(res.status).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain("mediaTokens");
    }
    const mine = await upload(token);
    const twice = await call("POST", "/v1/secure/property", {
      token,
      body: input(where, { mediaTokens: [mine, mine] }),
    });
    expect(twice.status).toBe(400);
    expect(await listingsOf(user.id)).toBe(0);
    // A photo already on one listing cannot be moved onto another.
    await createListing(token, input(where, { mediaTokens: [mine] }));
    const moved = await call("POST", "/v1/secure/property", { token, body: input(where, { mediaTokens: [mine] }) });
    expect(moved.status).toBe(400);
  });

  it("refuses bad references naming the field", async () => {
    const { token } = await lister();
    const res = await call("POST", "/v1/secure/property", {
      token,
      body: input(where, { categoryId: 1, typeId: 8, stateId: 99_999_999 }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(["stateId", "typeId"]);
  });
});

describe("who may publish and change listings", () => {
  it("seekers, standard and developer accounts cannot create listings (403)", async () => {
    for (const accountType of ["seeker", "standard", "developer"]) {
      const { user, token } = await lister(accountType);
      const res = await call("POST", "/v1/secure/property", { token, body: input(where) });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("You are not allowed to perform this action.");
      expect(await listingsOf(user.id)).toBe(0);
    }
  });

  it("agents can; suspended listers cannot", async () => {
    const agent = await lister("agent");
    expect((await createListing(agent.token, input(where))).agentContactInfo.userType).toBe("Agent");
    const { token } = await lister("brokerage", { listingSuspendedAt: Date.now() });
    const res = await call("POST", "/v1/secure/property", { token, body: input(where) });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Your listing rights are suspended after upheld reports. Contact support.");
  });

  it("an inspection fee of ₦999 or ₦15,001 is refused naming inspectionFeeKobo, and nothing is written", async () => {
    const { user, token } = await lister();
    for (const fee of [99_900, 1_500_100]) {
      const res = await call("POST", "/v1/secure/property", { token, body: input(where, { inspectionFeeKobo: fee }) });
      expect(res.status).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toEqual(["inspectionFeeKobo"]);
      expect(res.json.message).toMatch(/₦1,000|₦15,000/);
    }
    expect(await listingsOf(user.id)).toBe(0);
    const created = await createListing(token, input(where, { inspectionFeeKobo: 1_500_000 }));
    const res = await call("PUT", `/v1/secure/properties/property/${created.id}`, {
      token,
      body: input(where, { inspectionFeeKobo: 99_900, title: "Changed title that must not stick" }),
    });
    expect(res.status).toBe(400);
    expect((await call("GET", `/v1/secure/properties/property/${created.id}`, { token })).json.title).toBe(
      created.title,
    );
  });

  it("another broker gets 403 on update, disable, delete and every media change; nothing changes", async () => {
    const owner = await lister();
    const photos = [await upload(owner.token), await upload(owner.token)];
    const created = await createListing(
      owner.token,
      input(where, {
        mediaTokens: photos,
        rooms: [{ name: "Lounge", mediaTokens: [] }],
        videoLinks: ["https://vimeo.com/76979871"],
      }),
    );
    const { token } = await lister();
    const base = `/v1/secure/properties/property/${created.id}`;
    for (const [method, path, body] of ownerRoutes(created, photos, input(where))) {
      const res = await call(method, path, { token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const after = await call("GET", base, { token: owner.token });
    expect(after.json).toMatchObject({ status: "active", title: created.title, mediaTokens: photos });
    expect(after.json.rooms).toHaveLength(1);
    expect(after.json.videoLinks).toHaveLength(1);
    expect(
      after.json.propertyMedia.every(
        (m: { rotation: number; primaryImage: boolean }) => m.rotation === 0 && !m.primaryImage,
      ),
    ).toBe(true);
  });

  it("a staff admin, even with CAN_VIEW_LISTING, gets 403 on every owner route; nothing changes", async () => {
    const owner = await lister();
    const photos = [await upload(owner.token), await upload(owner.token)];
    const created = await createListing(
      owner.token,
      input(where, {
        mediaTokens: photos,
        rooms: [{ name: "Lounge", mediaTokens: [] }],
        videoLinks: ["https://vimeo.com/76979871"],
      }),
    );
    for (const permissions of [["CAN_VIEW_LISTING"], ["CAN_VIEW_ARTICLES"]]) {
      const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions });
      const { token } = await signIn(staff);
      const attempts: [string, string, unknown?][] = [
        ...ownerRoutes(created, photos, input(where, { title: "Edited by the moderation team", mediaTokens: photos })),
        ["GET", `/v1/secure/property/user/${owner.user.id}`],
      ];
      for (const [method, path, body] of attempts)
        expect((await call(method, path, { token, body })).status, `${permissions} ${method} ${path}`).toBe(403);
    }
    const after = await call("GET", `/v1/secure/properties/property/${created.id}`, { token: owner.token });
    expect(after.json).toMatchObject({ status: "active", title: created.title, mediaTokens: photos });
    expect(after.json.rooms).toHaveLength(1);
    expect(after.json.videoLinks).toHaveLength(1);
  });
});

describe("the lister's own listings", () => {
  it("disable toggles, deactivated listings are hidden from the public but not the owner, delete is soft", async () => {
    const { user, token } = await lister();
    const created = await createListing(token, input(where, { title: "Serviced mini flat in Yaba" }));
    const base = `/v1/secure/properties/property/${created.id}`;
    expect((await call("PUT", `${base}/disable`, { token })).json).toEqual({ status: "deactivated" });
    expect((await call("GET", `/v1/property/property/${created.slug}`)).status).toBe(404);
    expect((await call("GET", `/v1/property/property/${created.slug}`, { token })).json.status).toBe("deactivated");

    const mine = await call("GET", "/v1/secure/property/user/id?status=deactivated", { token });
    expect(mine.json.data.map((p: { id: string }) => p.id)).toEqual([created.id]);
    expect(
      (await call("GET", `/v1/secure/property/user/${user.id}?search=mini%20flat`, { token })).json.data,
    ).toHaveLength(1);
    expect((await call("GET", `/v1/secure/property/user/id?search=penthouse`, { token })).json.data).toHaveLength(0);
    const someoneElse = await makeUser();
    expect((await call("GET", `/v1/secure/property/user/${someoneElse.id}`, { token })).status).toBe(403);

    expect((await call("PUT", `${base}/disable`, { token })).json).toEqual({ status: "active" });
    expect((await call("DELETE", base, { token })).status).toBe(200);
    expect((await call("GET", base, { token })).status).toBe(404);
    expect((await call("GET", `/v1/property/property/${created.slug}`, { token })).status).toBe(404);
    expect(
      (await db().select({ status: properties.status }).from(properties).where(eq(properties.id, created.id)).get())!
        .status,
    ).toBe("deleted");
  });

  it("pages with perPage + 1 and hasMore", async () => {
    const { token } = await lister();
    for (let i = 0; i < 3; i++) await createListing(token, input(where));
    const first = await call("GET", "/v1/secure/property/user/id?page=1&perPage=2", { token });
    expect(first.json).toMatchObject({ page: 1, perPage: 2, hasMore: true });
    expect(first.json.data).toHaveLength(2);
    const second = await call("GET", "/v1/secure/property/user/id?page=2&perPage=2", { token });
    expect(second.json.hasMore).toBe(false);
    expect(second.json.data).toHaveLength(1);
  });

  it("an unknown listing is 404 for the public, the owner routes and reference data answers", async () => {
    const { token } = await lister();
    expect((await call("GET", "/v1/property/property/no-such-listing")).status).toBe(404);
    expect((await call("PUT", "/v1/secure/properties/property/nope/disable", { token })).status).toBe(404);
    const cats = await call("GET", "/v1/property-categories");
    expect(cats.json.data).toHaveLength(4);
    expect(cats.json.data[0].types.length).toBeGreaterThan(3);
    expect(cats.headers.get("cache-control")).toMatch(/max-age/);
    expect((await call("GET", "/v1/property-amenities")).json.data).toHaveLength(24);
  });
});

describe("API reference", () => {
  it("documents every listings route in /v1/openapi.json", async () => {
    const doc = await call("GET", "/v1/openapi.json");
    expect(doc.status).toBe(200);
    const expected: [string, string][] = [
      ["get", "/v1/property-categories"],
      ["get", "/v1/property-amenities"],
      ["post", "/v1/secure/media/uploads"],
      ["put", "/v1/media/upload/{id}/{variant}"],
      ["post", "/v1/secure/property"],
      ["put", "/v1/secure/properties/property/{id}"],
      ["get", "/v1/secure/properties/property/{id}"],
      ["delete", "/v1/secure/properties/property/{id}"],
      ["put", "/v1/secure/properties/property/{id}/disable"],
      ["post", "/v1/secure/properties/property/{id}/confirm"],
      ["get", "/v1/secure/property/user/{id}"],
      ["get", "/v1/secure/properties/property/{id}/media"],
      ["get", "/v1/secure/properties/property/{id}/rooms/{roomId}/media"],
      ["delete", "/v1/secure/properties/property/{id}/media/{mediaId}"],
      ["delete", "/v1/secure/properties/property/{id}/rooms/{roomId}"],
      ["delete", "/v1/secure/properties/property/{id}/video-links/{linkId}"],
      ["put", "/v1/secure/properties/property/{id}/media/{mediaId}/primary"],
      ["put", "/v1/secure/properties/media/{mediaId}/set-primary"],
      ["patch", "/v1/secure/properties/media/{mediaId}/rotate"],
      ["get", "/v1/property/property/{idOrSlug}"],
      ["get", "/v1/property/property/{idOrSlug}/similar"],
      ["get", "/v1/property/properties"],
      ["get", "/v1/property/properties/featured"],
      ["get", "/v1/property/properties/user/{id}"],
      ["get", "/v1/properties/all"],
      ["post", "/v1/properties/rent/search"],
      ["post", "/v1/properties/sale/search"],
      ["post", "/v1/properties/short-stay/search"],
      ["post", "/v1/properties/search"],
      ["post", "/v1/secure/favorite/property/{id}"],
      ["get", "/v1/secure/favorite/favorites"],
      ["post", "/v1/property/{id}/report"],
    ];
    for (const [method, path] of expected) expect(doc.json.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
  });
});
