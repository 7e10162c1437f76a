/** Admin moderation of listing reports: the report queue, resolving a report, and suspending a reported lister. */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, db, makeUser, signIn } from "./helpers";
import { emailOutbox, listingReports, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { LISTING_MESSAGES, LISTING_RULES } from "../../worker/contracts/listings";
import {
  activityFor,
  get,
  lister,
  listing,
  post,
  seedListing,
  seedMedia,
  seedReport,
  setUpModeration,
} from "./moderation-fixtures";

let stateId = 0;

beforeAll(async () => {
  ({ stateId } = await setUpModeration());
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
