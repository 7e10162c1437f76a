import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import {
  activityLogs,
  duplicateFlags,
  emailOutbox,
  listingReports,
  properties,
  propertyMedia,
  states,
  users,
} from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { LISTING_MESSAGES, LISTING_RULES } from "../../worker/contracts/listings";

/** Admin moderation of listings: reports, duplicate flags, delist/relist, suspension. */
let stateId = 0;
let token = "";

beforeAll(async () => {
  // States are reference data seeded outside the migrations; tests bring their own.
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  const tag = uniq();
  await db()
    .insert(states)
    .values({
      id: stateId,
      name: `Test State ${tag}`,
      slug: `test-state-${tag}`,
      capital: "Testville",
      lat: 6.5,
      lng: 3.4,
    })
    .run();
  const moderator = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
  token = (await signIn(moderator)).token;
});

const lister = () => makeUser({ accountType: "brokerage", subAccountType: "broker" });

async function seedListing(ownerId: string, over: Partial<typeof properties.$inferInsert> = {}) {
  const id = newId();
  const tag = uniq();
  const now = Date.now();
  const row = {
    id,
    slug: `flat-${tag}`,
    ownerId,
    title: `Two bedroom flat ${tag}`,
    description: "A bright two bedroom flat close to the expressway.",
    listingType: "rent",
    categoryId: 1,
    typeId: 1,
    priceKobo: 2_500_000_00,
    pricePeriod: "per_year",
    address: "12 Admiralty Way, Lekki",
    stateId,
    bedrooms: 2,
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
  await db().insert(properties).values(row).run();
  return row;
}

async function seedMedia(propertyId: string, ownerId: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    ownerId,
    propertyId,
    originalKey: `listings/${propertyId}/${i}.webp`,
    thumbKey: `listings/${propertyId}/${i}-md.webp`,
    isPrimary: i === 1,
    position: i,
    status: "ready" as const,
    createdAt: Date.now(),
  }));
  await db().insert(propertyMedia).values(rows).run();
  return rows;
}

async function seedReport(propertyId: string, over: Partial<typeof listingReports.$inferInsert> = {}) {
  const row = {
    id: newId(),
    propertyId,
    reason: "fee_scam",
    details: "Asked for ₦20,000 before inspection.",
    createdAt: Date.now(),
    ...over,
  };
  await db().insert(listingReports).values(row).run();
  return row;
}

async function seedFlag(
  propertyId: string,
  otherPropertyId: string,
  over: Partial<typeof duplicateFlags.$inferInsert> = {},
) {
  const row = { id: newId(), propertyId, otherPropertyId, distance: 3, createdAt: Date.now(), ...over };
  await db().insert(duplicateFlags).values(row).run();
  await db().update(properties).set({ flaggedDuplicate: true }).where(eq(properties.id, propertyId)).run();
  return row;
}

const activityFor = (targetId: string) =>
  db().select().from(activityLogs).where(eq(activityLogs.targetId, targetId)).all();
const listing = (id: string) => db().select().from(properties).where(eq(properties.id, id)).get();
const post = (path: string, body?: unknown) => call("POST", `/admin/api/listings${path}`, { token, body });
const get = (path: string) => call("GET", `/admin/api/listings${path}`, { token });

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

describe("GET /admin/api/listings/reports", () => {
  it("shows each report with its listing, thumbnail, reporter (or Anonymous) and reason label", async () => {
    const owner = await lister();
    const reporter = await makeUser({ firstName: "Ngozi", lastName: "Eze" });
    const p = await seedListing(owner.id);
    await seedMedia(p.id, owner.id, 3);
    const anon = await seedReport(p.id, { reason: "stolen_photos", details: null });
    const signed = await seedReport(p.id, { reporterId: reporter.id });
    const upheld = await seedReport(p.id, { status: "upheld", resolvedAt: Date.now() });

    const res = await get("/reports?perPage=100");
    expect(res.status).toBe(200);
    const rows = res.json.data as { id: string }[];
    const a = rows.find((r) => r.id === anon.id);
    expect(a).toMatchObject({
      reason: "stolen_photos",
      reasonLabel: "The photos belong to another property",
      details: null,
      status: "open",
      reporter: null,
      reporterName: "Anonymous",
      listing: {
        id: p.id,
        slug: p.slug,
        title: p.title,
        status: "active",
        thumbnailUrl: `/media/listings/${p.id}/1-md.webp`,
        owner: { id: owner.id, email: owner.email },
      },
    });
    expect(rows.find((r) => r.id === signed.id)).toMatchObject({
      reasonLabel: "I was asked to pay an inspection fee or deposit outside PropertyNG",
      reporter: { id: reporter.id, name: "Ngozi Eze", email: reporter.email },
      reporterName: "Ngozi Eze",
    });
    expect(rows.some((r) => r.id === upheld.id)).toBe(false);

    const upheldPage = await get("/reports?status=upheld&perPage=100");
    expect(upheldPage.json.data.some((r: { id: string }) => r.id === upheld.id)).toBe(true);
    expect((await get("/reports?status=closed")).status).toBe(400);
  });
});

describe("GET /admin/api/listings/duplicates", () => {
  it("shows both listings side by side with owners, thumbnails, the matched photos and the distance", async () => {
    const ownerA = await lister();
    const ownerB = await lister();
    const older = await seedListing(ownerB.id, { createdAt: Date.now() - 86_400_000 });
    const newer = await seedListing(ownerA.id);
    const mediaNew = await seedMedia(newer.id, ownerA.id, 6);
    const mediaOld = await seedMedia(older.id, ownerB.id, 2);
    const flag = await seedFlag(newer.id, older.id, {
      mediaId: mediaNew[4]!.id,
      otherMediaId: mediaOld[0]!.id,
      distance: 4,
    });

    const res = await get("/duplicates?perPage=100");
    expect(res.status).toBe(200);
    const row = res.json.data.find((r: { id: string }) => r.id === flag.id);
    expect(row).toMatchObject({
      distance: 4,
      status: "open",
      listing: {
        id: newer.id,
        slug: newer.slug,
        title: newer.title,
        status: "active",
        owner: { id: ownerA.id, email: ownerA.email },
        matchedThumbnailUrl: `/media/${mediaNew[4]!.thumbKey}`,
      },
      other: {
        id: older.id,
        createdAt: older.createdAt,
        owner: { id: ownerB.id },
        matchedThumbnailUrl: `/media/${mediaOld[0]!.thumbKey}`,
      },
    });
    // Primary first, then by position, at most four.
    expect(row.listing.thumbnails).toEqual([1, 0, 2, 3].map((i) => `/media/${mediaNew[i]!.thumbKey}`));
    expect(row.other.thumbnails).toEqual([1, 0].map((i) => `/media/${mediaOld[i]!.thumbKey}`));
    expect((await get("/duplicates?status=resolved")).status).toBe(400);
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

describe("resolving reports", () => {
  it("dismisses an open report once and logs it", async () => {
    const owner = await lister();
    const p = await seedListing(owner.id);
    const r = await seedReport(p.id);
    const res = await post(`/reports/${r.id}/resolve`, { action: "dismiss" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: r.id, status: "dismissed", delisted: false, ownerSuspended: false });
    const row = await db().select().from(listingReports).where(eq(listingReports.id, r.id)).get();
    expect(row).toMatchObject({ status: "dismissed" });
    expect(row!.resolvedBy).toBeTruthy();
    expect((await post(`/reports/${r.id}/resolve`, { action: "uphold" })).status).toBe(409);
    expect((await activityFor(r.id)).map((l) => l.action)).toEqual(["report.dismiss"]);
    expect((await listing(p.id))!.status).toBe("active");
  });

  it("upholds and delists in one go, both logged", async () => {
    const owner = await lister();
    const p = await seedListing(owner.id);
    const r = await seedReport(p.id);
    const res = await post(`/reports/${r.id}/resolve`, {
      action: "uphold",
      delist: true,
      reason: "Inspection fee scam confirmed",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "upheld", delisted: true, ownerSuspended: false });
    expect(await listing(p.id)).toMatchObject({ status: "delisted", delistReason: "Inspection fee scam confirmed" });
    expect((await activityFor(r.id)).map((l) => l.action)).toEqual(["report.uphold"]);
    expect((await activityFor(p.id)).map((l) => l.action)).toEqual(["listing.delist"]);
  });

  it("upholding with delist on an already delisted listing keeps its first reason and logs no second delist", async () => {
    const owner = await lister();
    const p = await seedListing(owner.id, { status: "delisted", delistReason: "First reason" });
    const r = await seedReport(p.id);
    const res = await post(`/reports/${r.id}/resolve`, { action: "uphold", delist: true, reason: "Second reason" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "upheld", delisted: false });
    expect((await listing(p.id))!.delistReason).toBe("First reason");
    expect(await activityFor(p.id)).toEqual([]);
    expect((await activityFor(r.id)).map((l) => l.action)).toEqual(["report.uphold"]);
  });

  it("validates the action and the delist reason, 404 for an unknown report", async () => {
    const owner = await lister();
    const p = await seedListing(owner.id);
    const r = await seedReport(p.id);
    const cases: [unknown, string][] = [
      [{ action: "close" }, "action"],
      [{ action: "uphold", delist: true }, "reason"],
      [{ action: "uphold", delist: true, reason: "no" }, "reason"],
      [{ action: "dismiss", delist: true, reason: "Fake listing" }, "delist"],
    ];
    for (const [body, field] of cases) {
      const res = await post(`/reports/${r.id}/resolve`, body);
      expect(res.status).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await db().select().from(listingReports).where(eq(listingReports.id, r.id)).get())!.status).toBe("open");
    expect((await post(`/reports/${newId()}/resolve`, { action: "dismiss" })).status).toBe(404);
  });

  it(`suspends the lister after ${LISTING_RULES.upheldReportsToSuspend} upheld reports in 90 days, once, with an email; then they cannot list`, async () => {
    const owner = await lister();
    const old = await seedListing(owner.id);
    // An uphold older than 90 days does not count.
    await seedReport(old.id, { status: "upheld", resolvedAt: Date.now() - 91 * 86_400_000 });
    const reports = [];
    for (let i = 0; i < LISTING_RULES.upheldReportsToSuspend + 1; i++)
      reports.push(await seedReport((await seedListing(owner.id)).id));

    for (const [i, r] of reports.entries()) {
      const res = await post(`/reports/${r.id}/resolve`, { action: "uphold" });
      expect(res.status).toBe(200);
      const crossing = i === LISTING_RULES.upheldReportsToSuspend - 1;
      expect(res.json.ownerSuspended).toBe(crossing);
      const u = await db().select().from(users).where(eq(users.id, owner.id)).get();
      if (i < LISTING_RULES.upheldReportsToSuspend - 1) expect(u!.listingSuspendedAt).toBeNull();
      else expect(u!.listingSuspendedAt).toBeTruthy();
    }
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, owner.email), eq(emailOutbox.template, "listing_suspended")))
      .all();
    expect(mail).toHaveLength(1);
    expect((await activityFor(owner.id)).map((l) => l.action)).toEqual(["user.listing_suspended"]);

    const listed = await get(`?search=${encodeURIComponent(owner.email)}`);
    expect(listed.json.data[0].owner.listingSuspended).toBe(true);

    const { token: ownerToken } = await signIn(owner);
    const create = await call("POST", "/v1/secure/property", {
      token: ownerToken,
      body: {
        title: "Spacious three bedroom flat in Yaba",
        description: "Newly built three bedroom flat with prepaid meter, borehole and parking.",
        listingType: "rent",
        categoryId: 1,
        typeId: 1,
        priceKobo: 3_000_000_00,
        pricePeriod: "per_year",
        address: "5 Herbert Macaulay Way, Yaba",
        stateId,
      },
    });
    expect(create.status).toBe(403);
    expect(create.json.message).toBe(LISTING_MESSAGES.suspended);
  });
});

describe("resolving duplicate flags", () => {
  it("dismissing clears the listing's flag only when no other flag is open", async () => {
    const [a, b, c] = [await lister(), await lister(), await lister()];
    const p = await seedListing(a.id);
    const o1 = await seedListing(b.id);
    const o2 = await seedListing(c.id);
    const f1 = await seedFlag(p.id, o1.id);
    const f2 = await seedFlag(p.id, o2.id);

    const res = await post(`/duplicates/${f1.id}/resolve`, { action: "dismiss" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: f1.id, status: "dismissed", delisted: false });
    expect((await listing(p.id))!.flaggedDuplicate).toBe(true);
    expect((await post(`/duplicates/${f2.id}/resolve`, { action: "dismiss" })).status).toBe(200);
    expect((await listing(p.id))!.flaggedDuplicate).toBe(false);
    expect((await post(`/duplicates/${f2.id}/resolve`, { action: "dismiss" })).status).toBe(409);
    expect((await activityFor(f1.id)).map((l) => l.action)).toEqual(["duplicate.dismiss"]);
    expect((await activityFor(f2.id)).map((l) => l.action)).toEqual(["duplicate.dismiss"]);
  });

  it("delisting marks the flag actioned and delists the flagged listing with the reason; the other stays", async () => {
    const [a, b] = [await lister(), await lister()];
    const p = await seedListing(a.id);
    const other = await seedListing(b.id);
    const f = await seedFlag(p.id, other.id);
    const missing = await post(`/duplicates/${f.id}/resolve`, { action: "delist" });
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0].field).toBe("reason");
    expect((await post(`/duplicates/${f.id}/resolve`, { action: "merge" })).status).toBe(400);

    const res = await post(`/duplicates/${f.id}/resolve`, {
      action: "delist",
      reason: "Same photos as an older listing",
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: f.id, status: "actioned", delisted: true });
    expect(await listing(p.id)).toMatchObject({ status: "delisted", delistReason: "Same photos as an older listing" });
    expect((await listing(other.id))!.status).toBe("active");
    expect((await db().select().from(duplicateFlags).where(eq(duplicateFlags.id, f.id)).get())!.status).toBe(
      "actioned",
    );
    expect((await activityFor(f.id)).map((l) => l.action)).toEqual(["duplicate.delist"]);
    expect((await activityFor(p.id)).map((l) => l.action)).toEqual(["listing.delist"]);
    expect((await post(`/duplicates/${f.id}/resolve`, { action: "dismiss" })).status).toBe(409);
    expect((await post(`/duplicates/${newId()}/resolve`, { action: "dismiss" })).status).toBe(404);
  });
});
