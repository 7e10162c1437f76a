import { beforeAll, describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { BASE, call, db, makeUser, signIn } from "./helpers";
import { activityLogs, properties, propertyMedia, propertyRooms, propertyVideoLinks } from "../../worker/db/schema";
import { removeAbandonedUploads } from "../../worker/services/listings/uploads";
import { createListing, input, lister, place, upload } from "./listings-fixtures";

let where: Awaited<ReturnType<typeof place>>;
beforeAll(async () => {
  where = await place();
});

const staffToken = async (permissions = ["CAN_VIEW_LISTING"]) => {
  const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { staff, token: (await signIn(staff)).token };
};
const logsOf = (targetId: string) => db().select().from(activityLogs).where(eq(activityLogs.targetId, targetId)).all();
const fetchMedia = (path: string) => exports.default.fetch(new Request(BASE + path));

describe("staff moderate through /admin/api, logged with before and after", () => {
  it("a moderator corrects a listing with a reason; the log names who, what, before and after", async () => {
    const owner = await lister();
    const created = await createListing(owner.token, input(where, { title: "Two bedroom flat call 0803 000 0000" }));
    const { staff, token } = await staffToken();
    const res = await call("PATCH", `/admin/api/listings/${created.id}`, {
      token,
      body: { reason: "Phone number in the title", title: "Two bedroom flat in Lekki", bedrooms: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.json.changed.sort()).toEqual(["bedrooms", "title"]);
    expect(res.json.listing).toMatchObject({ title: "Two bedroom flat in Lekki", bedroom: 2 });
    const [log] = await logsOf(created.id);
    expect(log).toMatchObject({ actorId: staff.id, action: "listing.edit", targetType: "property" });
    expect(JSON.parse(log!.details!)).toMatchObject({
      reason: "Phone number in the title",
      before: { title: "Two bedroom flat call 0803 000 0000", bedrooms: 3 },
      after: { title: "Two bedroom flat in Lekki", bedrooms: 2 },
    });
    // Unknown keys and a live home without a bedroom are refused; nothing is logged for them.
    const unknown = await call("PATCH", `/admin/api/listings/${created.id}`, {
      token,
      body: { reason: "x".repeat(5), ownerId: staff.id },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain("ownerId");
    expect(
      (
        await call("PATCH", `/admin/api/listings/${created.id}`, {
          token,
          body: { reason: "Wrong count", bedrooms: 0 },
        })
      ).status,
    ).toBe(400);
    expect(await logsOf(created.id)).toHaveLength(1);
    // Read in full through the admin API.
    const detail = await call("GET", `/admin/api/listings/${created.id}`, { token });
    expect(detail.json.title).toBe("Two bedroom flat in Lekki");
  });

  it("a moderator removes a stolen photo (row and object gone, logged), but not a live listing's only photo", async () => {
    const owner = await lister();
    const photos = [await upload(owner.token), await upload(owner.token)];
    const created = await createListing(owner.token, input(where, { mediaTokens: photos }));
    const { staff, token } = await staffToken();
    const row = (await db().select().from(propertyMedia).where(eq(propertyMedia.id, photos[0]!)).get())!;
    const res = await call("POST", `/admin/api/listings/${created.id}/media/${photos[0]}/remove`, {
      token,
      body: { reason: "Stolen from another agency" },
    });
    expect(res.status).toBe(200);
    expect(await db().select().from(propertyMedia).where(eq(propertyMedia.id, photos[0]!)).get()).toBeUndefined();
    expect(await env.MEDIA.head(row.originalKey)).toBeNull();
    const last = await call("POST", `/admin/api/listings/${created.id}/media/${photos[1]}/remove`, {
      token,
      body: { reason: "Stolen from another agency" },
    });
    expect(last.status).toBe(409);
    expect(last.json.message).toContain("propertyMedia.length is zero");
    const logs = await logsOf(created.id);
    expect(logs.map((l) => [l.action, l.actorId])).toEqual([["listing.photo_removed", staff.id]]);
  });

  it("delist and relist log before and after; a listing without photos cannot be relisted", async () => {
    const owner = await lister();
    const created = await createListing(owner.token, input(where));
    const { token } = await staffToken();
    expect(
      (await call("POST", `/admin/api/listings/${created.id}/delist`, { token, body: { reason: "Fee scam reports" } }))
        .status,
    ).toBe(200);
    const [delist] = await logsOf(created.id);
    expect(JSON.parse(delist!.details!)).toMatchObject({
      before: { status: "active" },
      after: { status: "delisted", delistReason: "Fee scam reports" },
    });
    await db().delete(propertyMedia).where(eq(propertyMedia.propertyId, created.id)).run();
    const refused = await call("POST", `/admin/api/listings/${created.id}/relist`, { token });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: "mediaTokens", message: "propertyMedia.length is zero" }]);
    await db()
      .update(propertyMedia)
      .set({ propertyId: created.id })
      .where(eq(propertyMedia.id, await upload(owner.token)))
      .run();
    expect((await call("POST", `/admin/api/listings/${created.id}/relist`, { token })).status).toBe(200);
    expect((await logsOf(created.id)).map((l) => l.action).sort()).toEqual(["listing.delist", "listing.relist"]);
  });
});

describe("listing edits are all-or-nothing", () => {
  it("30 edits racing a delete: every edit that lost wrote no room, video link or photo", async () => {
    const { token } = await lister();
    const first = await upload(token);
    const created = await createListing(token, input(where, { mediaTokens: [first] }));
    const extra = await Promise.all(Array.from({ length: 33 }, () => upload(token)));
    const edit = (photo: string, i: number) =>
      call("PUT", `/v1/secure/properties/property/${created.id}`, {
        token,
        body: input(where, {
          title: created.title,
          mediaTokens: [first, photo],
          rooms: [{ name: `Room of edit ${i}`, mediaTokens: [] }],
          videoLinks: [`https://youtu.be/edit${i}`],
        }),
      });
    const edits = extra.slice(0, 30).map(edit);
    const del = call("DELETE", `/v1/secure/properties/property/${created.id}`, { token });
    const results = await Promise.all([...edits.slice(0, 10), del, ...edits.slice(10)]);
    expect(results[10]!.status).toBe(200);
    // Which of the 30 racing edits lose depends on how the runtime interleaves them (on a busy machine all may win);
    // three sent once the delete has answered always lose, so what every loser leaves behind is always checked.
    const late = await Promise.all(extra.slice(30).map((photo, n) => edit(photo, 30 + n)));
    const editResults = [...results.slice(0, 10), ...results.slice(11), ...late];
    for (const r of editResults) expect([200, 404, 409]).toContain(r.status);
    const lost = editResults.map((r, i) => ({ r, i })).filter(({ r }) => r.status !== 200);
    expect(lost.length).toBeGreaterThan(0);
    for (const { i } of lost) {
      expect(
        await db()
          .select()
          .from(propertyRooms)
          .where(and(eq(propertyRooms.propertyId, created.id), eq(propertyRooms.name, `Room of edit ${i}`)))
          .get(),
      ).toBeUndefined();
      expect(
        await db()
          .select()
          .from(propertyVideoLinks)
          .where(
            and(eq(propertyVideoLinks.propertyId, created.id), eq(propertyVideoLinks.url, `https://youtu.be/edit${i}`)),
          )
          .get(),
      ).toBeUndefined();
      expect(
        (await db()
          .select({ propertyId: propertyMedia.propertyId })
          .from(propertyMedia)
          .where(eq(propertyMedia.id, extra[i]!))
          .get())!.propertyId,
      ).toBeNull();
    }
    expect(
      (await db().select({ status: properties.status }).from(properties).where(eq(properties.id, created.id)).get())!
        .status,
    ).toBe("deleted");
  });

  it("30 parallel publishes sharing one photo: one goes live with it, none goes live without a photo", async () => {
    const { user, token } = await lister();
    const photo = await upload(token);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("POST", "/v1/secure/property", { token, body: input(where, { mediaTokens: [photo] }) }),
      ),
    );
    for (const r of results) expect([201, 400]).toContain(r.status);
    const rows = await db()
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(eq(properties.ownerId, user.id))
      .all();
    const live = rows.filter((r) => r.status === "active");
    expect(live).toHaveLength(1);
    expect(
      (await db()
        .select({ propertyId: propertyMedia.propertyId })
        .from(propertyMedia)
        .where(eq(propertyMedia.id, photo))
        .get())!.propertyId,
    ).toBe(live[0]!.id);
    // The others were refused up front or, when the photo was taken between check and write, kept as drafts.
    expect(rows.filter((r) => r.status !== "active").every((r) => r.status === "draft")).toBe(true);
  });

  it("abandoned uploads go rows first, then objects; uploads on a listing stay", async () => {
    const { token } = await lister();
    const old = await upload(token);
    const kept = await upload(token);
    await createListing(token, input(where, { mediaTokens: [kept] }));
    await db()
      .update(propertyMedia)
      .set({ createdAt: Date.now() - 8 * 24 * 3600_000 })
      .where(eq(propertyMedia.id, old))
      .run();
    await db()
      .update(propertyMedia)
      .set({ createdAt: Date.now() - 8 * 24 * 3600_000 })
      .where(eq(propertyMedia.id, kept))
      .run();
    const row = (await db().select().from(propertyMedia).where(eq(propertyMedia.id, old)).get())!;
    expect(await removeAbandonedUploads({ db: db(), env, now: Date.now() })).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(propertyMedia).where(eq(propertyMedia.id, old)).get()).toBeUndefined();
    expect(await env.MEDIA.head(row.originalKey)).toBeNull();
    expect(await db().select().from(propertyMedia).where(eq(propertyMedia.id, kept)).get()).toBeTruthy();
  });
});

describe("the listing body a mobile app sends", () => {
  it("accepts SPEC.md's inspectionFee in naira beside inspectionFeeKobo, returns both, and refuses out-of-range naming it", async () => {
    const { user, token } = await lister();
    const body = input(where, { inspectionFeeKobo: undefined });
    delete (body as Partial<typeof body>).inspectionFeeKobo;
    const created = await createListing(token, { ...body, inspectionFee: 5000 });
    expect(created).toMatchObject({ inspectionFee: 5000, inspectionFeeKobo: 500_000 });
    for (const fee of [500, 15_001]) {
      const res = await call("POST", "/v1/secure/property", { token, body: { ...body, inspectionFee: fee } });
      expect(res.status).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toEqual(["inspectionFee"]);
    }
    const both = await call("POST", "/v1/secure/property", {
      token,
      body: { ...body, inspectionFee: 5000, inspectionFeeKobo: 600_000 },
    });
    expect(both.status).toBe(400);
    expect(both.json.errors[0].field).toBe("inspectionFee");
    expect((await db().select().from(properties).where(eq(properties.ownerId, user.id)).all()).length).toBe(1);
  });

  it("refuses unknown keys, naming them, at the top and in rooms", async () => {
    const { token } = await lister();
    const top = await call("POST", "/v1/secure/property", {
      token,
      body: { ...input(where), colour: "blue", bedroomz: 3 },
    });
    expect(top.status).toBe(400);
    expect(top.json.message).toContain("colour");
    expect(top.json.message).toContain("bedroomz");
    const nested = await call("POST", "/v1/secure/property", {
      token,
      body: input(where, { rooms: [{ name: "Kitchen", mediaTokens: [], size: 12 } as never] }),
    });
    expect(nested.status).toBe(400);
    expect(nested.json.message).toContain("size");
  });

  it("accepts videoLinks back in the [{id,url}] shape the API returns", async () => {
    const { token } = await lister();
    const created = await createListing(token, input(where, { videoLinks: ["https://youtu.be/dQw4w9WgXcQ"] }));
    const res = await call("PUT", `/v1/secure/properties/property/${created.id}`, {
      token,
      body: {
        ...input(where, { title: created.title, mediaTokens: created.mediaTokens }),
        videoLinks: [...created.videoLinks, { url: "https://vimeo.com/76979871" }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.videoLinks.map((l: { url: string }) => l.url)).toEqual([
      "https://youtu.be/dQw4w9WgXcQ",
      "https://vimeo.com/76979871",
    ]);
  });

  it("a missing required field reads like a person wrote it", async () => {
    const { token } = await lister();
    const body: Record<string, unknown> = { ...input(where) };
    delete body.address;
    delete body.title;
    delete body.listingType;
    const res = await call("POST", "/v1/secure/property", { token, body });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.json.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      address: "Enter the listing's address.",
      title: "Give the listing a title.",
      listingType: "Choose whether the listing is for sale, for rent or a short stay.",
    });
  });
});

describe("only complete listings go live; drafts may be incomplete", () => {
  it("publishing without a photo is a 400 'propertyMedia.length is zero'; a home needs a bedroom, land does not", async () => {
    const { user, token } = await lister();
    const none = await call("POST", "/v1/secure/property", { token, body: input(where) });
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual([{ field: "mediaTokens", message: "propertyMedia.length is zero" }]);
    const noBedroom = await call("POST", "/v1/secure/property", {
      token,
      body: input(where, { bedrooms: 0, mediaTokens: [await upload(token)] }),
    });
    expect(noBedroom.status).toBe(400);
    expect(noBedroom.json.errors.map((e: { field: string }) => e.field)).toEqual(["bedrooms"]);
    expect((await db().select().from(properties).where(eq(properties.ownerId, user.id)).all()).length).toBe(0);
    const land = await createListing(
      token,
      input(where, {
        listingType: "sale",
        pricePeriod: "outright",
        categoryId: 3,
        typeId: 15,
        bedrooms: 0,
        bathrooms: 0,
        toilets: 0,
      }),
    );
    expect(land.status).toBe("active");
  });

  it("a draft saves without photos, stays out of public view, and publishes once it has one", async () => {
    const { token } = await lister();
    const res = await call("POST", "/v1/secure/property", {
      token,
      body: input(where, { status: "draft", bedrooms: 0 }),
    });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe("draft");
    const id = res.json.id as string;
    expect((await call("GET", `/v1/property/property/${id}`)).status).toBe(404);
    expect((await call("PUT", `/v1/secure/properties/property/${id}/disable`, { token })).status).toBe(409);
    const notYet = await call("PUT", `/v1/secure/properties/property/${id}`, {
      token,
      body: input(where, { status: "active" }),
    });
    expect(notYet.status).toBe(400);
    expect(notYet.json.errors[0].message).toBe("propertyMedia.length is zero");
    const live = await call("PUT", `/v1/secure/properties/property/${id}`, {
      token,
      body: input(where, { status: "active", mediaTokens: [await upload(token)] }),
    });
    expect(live.status).toBe(200);
    expect(live.json.status).toBe("active");
    expect((await call("GET", `/v1/property/property/${id}`)).status).toBe(200);
    const back = await call("PUT", `/v1/secure/properties/property/${id}`, {
      token,
      body: input(where, { status: "draft", mediaTokens: live.json.mediaTokens }),
    });
    expect(back.status).toBe(409);
  });

  it("a delisted listing can be fixed by its lister but stays delisted until staff relist it", async () => {
    const { token } = await lister();
    const created = await createListing(token, input(where));
    const { token: staff } = await staffToken();
    expect(
      (
        await call("POST", `/admin/api/listings/${created.id}/delist`, {
          token: staff,
          body: { reason: "Wrong price" },
        })
      ).status,
    ).toBe(200);
    const fixed = await call("PUT", `/v1/secure/properties/property/${created.id}`, {
      token,
      body: input(where, { title: "Corrected price flat in Lekki", mediaTokens: created.mediaTokens }),
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ status: "delisted", title: "Corrected price flat in Lekki" });
    const relist = await call("PUT", `/v1/secure/properties/property/${created.id}`, {
      token,
      body: input(where, { status: "active", mediaTokens: created.mediaTokens }),
    });
    expect(relist.status).toBe(409);
  });

  it("a live listing keeps its last photo; enabling a listing that lost its photos is refused", async () => {
    const { token } = await lister();
    const created = await createListing(token, input(where));
    const base = `/v1/secure/properties/property/${created.id}`;
    const last = await call("DELETE", `${base}/media/${created.mediaTokens[0]}`, { token });
    expect(last.status).toBe(409);
    expect((await call("PUT", `${base}/disable`, { token })).json.status).toBe("deactivated");
    expect((await call("DELETE", `${base}/media/${created.mediaTokens[0]}`, { token })).status).toBe(200);
    const enable = await call("PUT", `${base}/disable`, { token });
    expect(enable.status).toBe(400);
    expect(enable.json.errors[0]).toEqual({ field: "mediaTokens", message: "propertyMedia.length is zero" });
  });
});

describe("/media of deleted things", () => {
  it("photos of a deleted listing and of a deleted account are 404; bad percent-encoding is a 400", async () => {
    const { user, token } = await lister();
    const a = await createListing(token, input(where));
    const b = await createListing(token, input(where));
    const url = (d: typeof a) => d.propertyMedia[0]!.url;
    expect((await fetchMedia(url(a))).status).toBe(200);
    expect((await call("DELETE", `/v1/secure/properties/property/${a.id}`, { token })).status).toBe(200);
    expect((await fetchMedia(url(a))).status).toBe(404);
    expect((await fetchMedia(a.propertyMedia[0]!.thumbnailMdUrl)).status).toBe(404);
    expect((await fetchMedia(url(b))).status).toBe(200);
    await env.MEDIA.put(`profiles/${user.id}/avatar.png`, "png");
    expect((await fetchMedia(`/media/profiles/${user.id}/avatar.png`)).status).toBe(200);
    // Through the real deletion, which also drops the pictures' edge copies (media-cache.test.ts).
    const gone = await call("DELETE", "/v1/secure/user/account", {
      token,
      body: { password: user.password, confirm: "DELETE" },
    });
    expect(gone.status, JSON.stringify(gone.json)).toBe(200);
    expect((await fetchMedia(url(b))).status).toBe(404);
    expect((await fetchMedia(`/media/profiles/${user.id}/avatar.png`)).status).toBe(404);
    for (const bad of ["/media/%", "/media/listings/%E0%A4%A", "/media/%zz"]) {
      const res = await fetchMedia(bad);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { status: number }).status).toBe(400);
    }
    // Listing pages and the listing API with bad percent-encoding are never a 500 either.
    for (const path of [
      "/properties/property/%",
      "/properties/%E0%A4%A",
      "/v1/property/property/%",
      "/v1/property/property/%zz/similar",
    ]) {
      const res = await fetchMedia(path);
      expect(res.status, path).toBeLessThan(500);
      await res.arrayBuffer();
    }
  });
});
