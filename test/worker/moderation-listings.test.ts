/** Admin moderation of listings themselves: the searchable list, delisting and relisting. */
import { beforeAll, describe, expect, it } from "vitest";
import { call, makeUser, signIn, uniq } from "./helpers";
import { newId } from "../../worker/lib/crypto";
import {
  activityFor,
  get,
  lister,
  listing,
  post,
  seedFlag,
  seedListing,
  seedMedia,
  seedReport,
  setUpModeration,
} from "./moderation-fixtures";

beforeAll(setUpModeration);

describe("GET /admin/api/listings", () => {
  it("lists listings with owner, open reports and duplicate flag; searches, filters and pages", async () => {
    const owner = await lister();
    const word = `zq${uniq()}`;
    const a = await seedListing(owner.id, { title: `Terrace duplex ${word} one`, createdAt: Date.now() - 2000 });
    const b = await seedListing(owner.id, { title: `Terrace duplex ${word} two`, createdAt: Date.now() - 1000 });
    const c = await seedListing(owner.id, {
      title: `Terrace duplex ${word} three`,
      status: "delisted",
      delistReason: "Fake",
    });
    await seedMedia(a.id, owner.id, 2);
    await seedReport(a.id);
    await seedReport(a.id, { status: "dismissed" });
    await seedFlag(b.id, c.id);

    const first = await get(`?search=${word}&perPage=2`);
    expect(first.status).toBe(200);
    expect(first.json.data.map((r: { id: string }) => r.id)).toEqual([c.id, b.id]);
    expect(first.json.hasMore).toBe(true);
    const second = await get(`?search=${word}&perPage=2&page=2`);
    expect(second.json.data.map((r: { id: string }) => r.id)).toEqual([a.id]);
    expect(second.json.hasMore).toBe(false);
    expect(second.json.data[0]).toMatchObject({
      openReports: 1,
      flaggedDuplicate: false,
      status: "active",
      thumbnailUrl: `/media/listings/${a.id}/1-md.webp`,
      owner: { id: owner.id, name: "Test User", email: owner.email, listingSuspended: false },
    });
    expect(first.json.data[1]).toMatchObject({ flaggedDuplicate: true, openReports: 0, thumbnailUrl: null });

    const byEmail = await get(`?search=${encodeURIComponent(owner.email)}&status=delisted`);
    expect(byEmail.json.data.map((r: { id: string }) => r.id)).toEqual([c.id]);
    expect(byEmail.json.data[0].delistReason).toBe("Fake");

    expect((await get("?status=bogus")).status).toBe(400);
    expect((await get("?page=0")).status).toBe(400);
  });
});

describe("delist and relist", () => {
  it("delists with a reason, logs it, and refuses a second delist", async () => {
    const owner = await lister();
    const p = await seedListing(owner.id, { status: "deactivated" });
    const res = await post(`/${p.id}/delist`, { reason: "  Photos taken from another agency's listing.  " });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: p.id,
      status: "delisted",
      delistReason: "Photos taken from another agency's listing.",
    });
    expect(await listing(p.id)).toMatchObject({
      status: "delisted",
      delistReason: "Photos taken from another agency's listing.",
    });
    const again = await post(`/${p.id}/delist`, { reason: "Again please" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This listing is already delisted.");
    const log = await activityFor(p.id);
    expect(log.map((l) => l.action)).toEqual(["listing.delist"]);
    expect(JSON.parse(log[0]!.details!)).toMatchObject({ reason: "Photos taken from another agency's listing." });
  });

  it("validates the reason (400), refuses unknown (404) and deleted listings (409)", async () => {
    const owner = await lister();
    const p = await seedListing(owner.id);
    for (const body of [{}, { reason: "  a " }, { reason: "x".repeat(501) }]) {
      const res = await post(`/${p.id}/delist`, body);
      expect(res.status).toBe(400);
      expect(res.json.errors[0].field).toBe("reason");
    }
    expect((await listing(p.id))!.status).toBe("active");
    expect((await post(`/${newId()}/delist`, { reason: "Fake listing" })).status).toBe(404);
    const deleted = await seedListing(owner.id, { status: "deleted" });
    const res = await post(`/${deleted.id}/delist`, { reason: "Fake listing" });
    expect(res.status).toBe(409);
    expect((await listing(deleted.id))!.status).toBe("deleted");
    expect(await activityFor(deleted.id)).toEqual([]);
  });

  it("relists a delisted listing as active and freshly confirmed; 409 when not delisted, 404 unknown", async () => {
    const owner = await lister();
    const stale = Date.now() - 40 * 86_400_000;
    const p = await seedListing(owner.id, {
      status: "delisted",
      delistReason: "Wrong price",
      confirmedAt: stale,
      reminderSentAt: stale,
    });
    // A relisted listing goes live, so it needs a photo like any other.
    await seedMedia(p.id, owner.id, 1);
    const before = Date.now();
    const res = await post(`/${p.id}/relist`);
    expect(res.status).toBe(200);
    const row = await listing(p.id);
    expect(row).toMatchObject({ status: "active", delistReason: null, reminderSentAt: null });
    expect(row!.confirmedAt).toBeGreaterThanOrEqual(before);
    expect((await post(`/${p.id}/relist`)).status).toBe(409);
    expect((await post(`/${newId()}/relist`)).status).toBe(404);
    expect((await activityFor(p.id)).map((l) => l.action)).toEqual(["listing.relist"]);
  });

  it("a staff admin without CAN_VIEW_LISTING cannot delist", async () => {
    const owner = await lister();
    const p = await seedListing(owner.id);
    const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_ARTICLES"] });
    const res = await call("POST", `/admin/api/listings/${p.id}/delist`, {
      token: (await signIn(staff)).token,
      body: { reason: "Fake listing" },
    });
    expect(res.status).toBe(403);
    expect((await listing(p.id))!.status).toBe("active");
  });
});
