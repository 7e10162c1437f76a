import { beforeAll, describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { BASE, call, db } from "./helpers";
import { duplicateFlags, emailOutbox, properties, propertyMedia } from "../../worker/db/schema";
import { imageHash } from "../../worker/lib/image-hash";
import { otherWebp, photoWebp, sameAsJpeg, sameAsPng, sameAsWebp } from "./fixtures/photos";
import { LISTING_RULES } from "../../worker/contracts/listings";
import { createDb } from "../../worker/db/client";
import { runHousekeeping } from "../../worker/jobs";
import { sendFreshnessReminders } from "../../worker/jobs/freshness";
import { clearDuplicateFlag, hammingDistance, rehashPhotos } from "../../worker/services/listings";
import { PNG, createListing, input, lister, place, upload } from "./listings-fixtures";

let where: Awaited<ReturnType<typeof place>>;
beforeAll(async () => {
  where = await place();
});

const randomHash = () =>
  [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("");
const row = (id: string) => db().select().from(properties).where(eq(properties.id, id)).get();
const mediaRow = (id: string) => db().select().from(propertyMedia).where(eq(propertyMedia.id, id)).get();
const searchIds = async () =>
  (await call("POST", "/v1/properties/rent/search?perPage=50", { body: { stateId: where.stateId } })).json.data.map(
    (c: { id: string }) => c.id,
  );

/**
 * The hash is the server's, from the stored original: these pictures are real (fixtures/photos.ts,
 * scripts/photo-fixtures.mjs) and every upload sends a made-up `phash`, which is ignored.
 */
describe("duplicate photos", () => {
  it("flags a listing that re-uses another lister's photo re-encoded, whatever hash its uploader claims; hides it from search, keeps its direct link", async () => {
    const original = await lister();
    const firstPhoto = await upload(original.token, { bytes: photoWebp, phash: randomHash() });
    const first = await createListing(original.token, input(where, { mediaTokens: [firstPhoto] }));
    expect(first.flaggedDuplicate).toBe(false);
    const serverHash = (await imageHash(photoWebp))!;
    expect((await mediaRow(firstPhoto))!.phash).toBe(serverHash);

    // A different picture from another lister is not a duplicate.
    const stranger = await lister();
    const other = await createListing(
      stranger.token,
      input(where, { mediaTokens: [await upload(stranger.token, { bytes: otherWebp })] }),
    );
    expect(other.flaggedDuplicate).toBe(false);

    // The lister re-using their own photo (a lower-quality WebP of it) on a second listing is not flagged.
    const again = await createListing(
      original.token,
      input(where, { mediaTokens: [await upload(original.token, { bytes: sameAsWebp })] }),
    );
    expect(again.flaggedDuplicate).toBe(false);

    // The copier re-encoded the photo as a smaller JPEG and sends a random hash for it (a forged one): flagged anyway.
    const copier = await lister();
    const forged = randomHash();
    const copyPhoto = await upload(copier.token, { bytes: sameAsJpeg, phash: forged });
    expect((await mediaRow(copyPhoto))!.phash).not.toBe(forged);
    const copy = await createListing(copier.token, input(where, { mediaTokens: [copyPhoto] }));
    expect(copy.flaggedDuplicate).toBe(true);
    const flags = await db().select().from(duplicateFlags).where(eq(duplicateFlags.propertyId, copy.id)).all();
    // Both of the original lister's listings carry the photo: one flag per matching listing.
    expect(flags.map((f) => f.otherPropertyId).sort()).toEqual([first.id, again.id].sort());
    expect(flags.find((f) => f.otherPropertyId === first.id)).toMatchObject({
      otherMediaId: firstPhoto,
      mediaId: copyPhoto,
      status: "open",
    });
    for (const f of flags) expect(f.distance).toBeLessThanOrEqual(LISTING_RULES.duplicateHashDistance);
    expect((await row(first.id))!.flaggedDuplicate).toBe(false);

    const visible = await searchIds();
    expect(visible).toContain(first.id);
    expect(visible).not.toContain(copy.id);
    expect((await call("GET", `/v1/property/property/${copy.slug}`)).status).toBe(200);

    // Saving again does not add a second flag for the same pair; dismissing it and recomputing clears the listing.
    await call("PUT", `/v1/secure/properties/property/${copy.id}`, {
      token: copier.token,
      body: input(where, { title: copy.title, mediaTokens: copy.mediaTokens }),
    });
    expect(await db().select().from(duplicateFlags).where(eq(duplicateFlags.propertyId, copy.id)).all()).toHaveLength(
      2,
    );
    await db().update(duplicateFlags).set({ status: "dismissed" }).where(eq(duplicateFlags.propertyId, copy.id)).run();
    await clearDuplicateFlag({ db: createDb(env.DB), env, now: Date.now() }, copy.id);
    expect((await row(copy.id))!.flaggedDuplicate).toBe(false);
    expect(await searchIds()).toContain(copy.id);

    // A copy sent with no hash at all (a client that leaves it out) is hashed too: a palette PNG of it is flagged.
    const third = await lister();
    const asPng = await createListing(
      third.token,
      input(where, { mediaTokens: [await upload(third.token, { bytes: sameAsPng })] }),
    );
    expect(asPng.flaggedDuplicate).toBe(true);

    expect(hammingDistance("ffffffffffffffff", "0000000000000000")).toBe(64);
  });
});

describe("photos the server never hashed (uploaded while the uploader sent the hash, or seeded)", () => {
  it("are hashed from their stored bytes by the cron, oldest first, once; a copy hidden behind a forged hash is then flagged", async () => {
    const ctx = () => ({ db: createDb(env.DB), env, now: Date.now() });
    const original = await lister();
    const firstPhoto = await upload(original.token, { bytes: photoWebp });
    const first = await createListing(original.token, input(where, { mediaTokens: [firstPhoto] }));
    const copier = await lister();
    const copyPhoto = await upload(copier.token, { bytes: sameAsJpeg });
    const copy = await createListing(copier.token, input(where, { mediaTokens: [copyPhoto] }));
    expect(copy.flaggedDuplicate).toBe(true);
    expect((await mediaRow(copyPhoto))!.phashAt).toBeTypeOf("number");

    // Back to how such rows looked before: the copier's uploader sent a made-up hash and nothing was flagged;
    // neither photo was hashed by the server. A third photo's original is missing from storage.
    const forged = randomHash();
    const legacy = { phashAt: null, phash: forged, phashB0: 1, phashB1: 2, phashB2: 3, phashB3: 4 };
    await db().update(propertyMedia).set(legacy).where(eq(propertyMedia.id, copyPhoto)).run();
    await db().update(propertyMedia).set({ phashAt: null }).where(eq(propertyMedia.id, firstPhoto)).run();
    const lost = await upload(original.token, { bytes: otherWebp });
    await db()
      .update(propertyMedia)
      .set({ phashAt: null, originalKey: "listings/gone/original.webp" })
      .where(eq(propertyMedia.id, lost))
      .run();
    await db().delete(duplicateFlags).where(eq(duplicateFlags.propertyId, copy.id)).run();
    await clearDuplicateFlag(ctx(), copy.id);
    expect((await row(copy.id))!.flaggedDuplicate).toBe(false);

    // Two cron runs at once: each photo is hashed once, and the copy is flagged against the original.
    await Promise.all([rehashPhotos(ctx()), rehashPhotos(ctx())]);
    expect((await mediaRow(copyPhoto))!.phash).toBe(await imageHash(sameAsJpeg));
    expect((await mediaRow(firstPhoto))!.phash).toBe(await imageHash(photoWebp));
    expect(await mediaRow(lost)).toMatchObject({ phash: null, phashB0: null });
    for (const id of [copyPhoto, firstPhoto, lost]) expect((await mediaRow(id))!.phashAt).toBeTypeOf("number");
    expect((await row(copy.id))!.flaggedDuplicate).toBe(true);
    const flags = await db().select().from(duplicateFlags).where(eq(duplicateFlags.propertyId, copy.id)).all();
    // The first test's listings carry the same photo too: each earlier listing with it is a match.
    expect(flags.map((f) => f.otherPropertyId)).toContain(first.id);
    for (const f of flags) expect(f.distance).toBeLessThanOrEqual(LISTING_RULES.duplicateHashDistance);
    // The original's own standing is unchanged (it copies the first test's listings, so it was already flagged).
    expect((await row(first.id))!.flaggedDuplicate).toBe(first.flaggedDuplicate);

    // Nothing is left to hash.
    expect(await rehashPhotos(ctx())).toBe(0);
  });
});

describe("shareable listing pages", () => {
  // The page is rendered by React now: attribute order and the self-closing style are React's, so the tags
  // are read by their attributes rather than matched as one string.
  const meta = (html: string, key: string) => {
    const tag = [...html.matchAll(/<meta [^>]*>/g)]
      .map((m) => m[0])
      .find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
    return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
  };

  it("put the listing's title, description and primary photo into the HTML before any script runs", async () => {
    const { token } = await lister();
    const photo = await upload(token, { bytes: PNG });
    const listing = await createListing(
      token,
      input(where, { title: "Waterfront 4 bedroom duplex <Banana Island>", mediaTokens: [photo] }),
    );
    for (const path of [`/properties/property/${listing.slug}`, `/properties/${listing.id}`]) {
      const res = await exports.default.fetch(new Request(BASE + path, { headers: { accept: "text/html" } }));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain("<title>Waterfront 4 bedroom duplex &lt;Banana Island&gt; · PropertyNG</title>");
      // One document title (an icon's SVG <title> in the body is its accessible name, not a second one).
      expect(/<head>[\s\S]*<\/head>/.exec(html)![0].match(/<title>/g)).toHaveLength(1);
      expect(meta(html, "og:title")).toBe("Waterfront 4 bedroom duplex &lt;Banana Island&gt; · PropertyNG");
      expect(meta(html, "og:image")).toBe(`${BASE}${listing.propertyMedia[0]!.thumbnailMdUrl}`);
      expect(meta(html, "og:url")).toBe(`${BASE}/properties/property/${listing.slug}`);
      expect(meta(html, "og:description")).toMatch(/^Newly built three bedroom flat/);
      // Server-rendered: the listing itself is in the page, not an empty #root.
      expect(html).toContain("<h1");
      expect(html).toContain("Waterfront 4 bedroom duplex &lt;Banana Island&gt;</h1>");
    }
  });

  it("answer an unknown listing with status 404 and the site's 404 view, without listing tags", async () => {
    const res = await exports.default.fetch(new Request(`${BASE}/properties/property/no-such-listing`));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("This listing is not available");
    expect(html).not.toContain("og:image");
  });
});

describe("freshness reminders", () => {
  it("email listers once when active listings pass 25 days unconfirmed, and again after the next 25 days", async () => {
    const { user, token } = await lister();
    const due = await createListing(token, input(where, { title: "Due for confirmation flat" }));
    const fresh = await createListing(token, input(where, { title: "Freshly confirmed flat" }));
    const old = Date.now() - LISTING_RULES.reminderAfterMs - 3600_000;
    await db().update(properties).set({ confirmedAt: old }).where(eq(properties.id, due.id)).run();

    await runHousekeeping(env);
    const mails = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, "listing_freshness_reminder")))
        .all();
    const first = await mails();
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain("Due for confirmation flat");
    expect(first[0]!.text).not.toContain("Freshly confirmed flat");
    expect((await row(due.id))!.reminderSentAt).toBeGreaterThan(old);
    expect((await row(fresh.id))!.reminderSentAt).toBeNull();

    // No second email for the same listing while it stays unconfirmed.
    await sendFreshnessReminders({ db: createDb(env.DB), env, now: Date.now() });
    expect(await mails()).toHaveLength(1);

    // Confirming starts a new period: 25 days later the lister is reminded again.
    await call("POST", `/v1/secure/properties/property/${due.id}/confirm`, { token });
    await sendFreshnessReminders({ db: createDb(env.DB), env, now: Date.now() + 1000 });
    expect(await mails()).toHaveLength(1);
    await sendFreshnessReminders({
      db: createDb(env.DB),
      env,
      now: Date.now() + LISTING_RULES.reminderAfterMs + 3600_000,
    });
    const later = await mails();
    expect(later.length).toBe(2);
  });
});
