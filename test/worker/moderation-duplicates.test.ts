/** Admin moderation of duplicate-photo flags: the queue of flagged pairs, and dismissing or delisting. */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "./helpers";
import { duplicateFlags } from "../../worker/db/schema";
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
  setUpModeration,
} from "./moderation-fixtures";

beforeAll(setUpModeration);

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
