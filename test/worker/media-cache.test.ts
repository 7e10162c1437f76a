import { describe, expect, it, vi } from "vitest";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { BASE, call, db } from "./helpers";
import { propertyMedia } from "../../worker/db/schema";
import { mediaCacheKey } from "../../worker/lib/media-cache";
import {
  JPEG,
  PNG,
  WEBP,
  createListing,
  input,
  lister,
  place,
  put,
  sizedJpeg,
  sizedWebp,
  upload,
} from "./listings-fixtures";

/** Media at the edge: repeat views of fixed pictures come from the Workers cache, never private files. */
const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`${BASE}${path}`, { headers }));
const edge = () => (caches as unknown as { default: Cache }).default;
const row = (id: string) => db().select().from(propertyMedia).where(eq(propertyMedia.id, id)).get();

/**
 * The edge copy is stored after the answer (waitUntil): wait until it is there, however long a busy machine takes
 * (the test's own timeout is the bound, not a window of a second).
 */
const cached = (key: string) =>
  vi.waitFor(
    async () => {
      const hit = await edge().match(mediaCacheKey(env, key));
      if (!hit) throw new Error(`${key} is not in the edge cache yet`);
      return hit;
    },
    { timeout: 20_000, interval: 20 },
  );

async function listedPhoto() {
  const { user, token } = await lister();
  const where = await place();
  const listing = await createListing(token, input(where));
  const media = (await row(listing.propertyMedia[0]!.id))!;
  return { user, token, listing, media };
}

describe("GET /media through the edge cache", () => {
  it("answers a repeat view of a listing photo from the cache: no D1 or R2 read, same bytes and headers", async () => {
    const { media } = await listedPhoto();
    const first = await get(`/media/${media.thumbKey}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-media-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(WEBP);

    // The edge copy lives a day at most; browsers still get the year-long immutable header.
    const stored = await cached(media.thumbKey);
    expect(stored?.headers.get("cache-control")).toBe("public, max-age=86400");
    // Proof that R2 is not read again: the object is gone from the bucket, yet the picture is served.
    await env.MEDIA.delete(media.thumbKey);
    const second = await get(`/media/${media.thumbKey}`);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-media-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(second.headers.get("content-type")).toBe("image/webp");
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.headers.get("etag")).toBe(etag);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(WEBP);

    // Thirty phones at once all get the picture.
    const many = await Promise.all(Array.from({ length: 30 }, () => get(`/media/${media.thumbKey}`)));
    expect(many.map((r) => r.status)).toEqual(Array(30).fill(200));
    const bodies = await Promise.all(many.map(async (r) => new Uint8Array(await r.arrayBuffer())));
    for (const b of bodies) expect(b).toEqual(WEBP);
  });

  it("answers 304 to a matching If-None-Match, from R2 and from the cache, and 200 to a stale one", async () => {
    const { media } = await listedPhoto();
    const first = await get(`/media/${media.originalKey}`);
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    expect(etag).toMatch(/^"/);
    await cached(media.originalKey);
    const hit = await get(`/media/${media.originalKey}`, { "if-none-match": etag });
    expect(hit.status).toBe(304);
    expect(hit.headers.get("x-media-cache")).toBe("HIT");
    expect(hit.headers.get("etag")).toBe(etag);
    expect(await hit.text()).toBe("");
    const weakInList = await get(`/media/${media.originalKey}`, { "if-none-match": `"nope", W/${etag}` });
    expect(weakInList.status).toBe(304);
    const stale = await get(`/media/${media.originalKey}`, { "if-none-match": `"something-else"` });
    expect(stale.status).toBe(200);
    expect(new Uint8Array(await stale.arrayBuffer())).toEqual(JPEG);

    // Not yet cached (a fresh photo): R2's own conditional read answers 304.
    const other = await listedPhoto();
    const r2 = await env.MEDIA.head(other.media.thumbKey);
    const fresh = await get(`/media/${other.media.thumbKey}`, { "if-none-match": r2!.httpEtag });
    expect(fresh.status).toBe(304);
    expect(fresh.headers.get("x-media-cache")).toBe("MISS");
  });

  it("never caches a photo still in a listing form: its key can be re-sent", async () => {
    const { token } = await lister();
    const id = await upload(token, { bytes: PNG });
    const media = (await row(id))!;
    for (let i = 0; i < 2; i++) {
      const res = await get(`/media/${media.originalKey}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expect(res.headers.get("x-media-cache")).toBe("MISS");
      await res.arrayBuffer();
    }
    expect(await edge().match(mediaCacheKey(env, media.originalKey))).toBeUndefined();
  });

  it("never serves nor caches private files (KYC evidence, chat attachments, unknown prefixes)", async () => {
    const keys = ["kyc/someone/document-1.jpg", "chat/conv-1/user-1/a.jpg", "private/secret.txt"];
    for (const key of keys) {
      await env.MEDIA.put(key, JPEG, { httpMetadata: { contentType: "image/jpeg" } });
      for (let i = 0; i < 2; i++) {
        const res = await get(`/media/${key}`);
        expect(res.status).toBe(404);
        expect(res.headers.get("x-media-cache")).toBeNull();
        await res.arrayBuffer();
      }
      expect(await edge().match(mediaCacheKey(env, key))).toBeUndefined();
    }
  });

  it("drops the edge copy when the photo, or its listing, goes", async () => {
    const { token, listing, media } = await listedPhoto();
    await (await get(`/media/${media.thumbKey}`)).arrayBuffer();
    expect(await cached(media.thumbKey)).toBeDefined();
    expect((await call("DELETE", `/v1/secure/properties/property/${listing.id}`, { token })).status).toBe(200);
    expect(await edge().match(mediaCacheKey(env, media.thumbKey))).toBeUndefined();
    expect((await get(`/media/${media.thumbKey}`)).status).toBe(404);

    const other = await listedPhoto();
    await (await get(`/media/${other.media.thumbKey}`)).arrayBuffer();
    expect(await cached(other.media.thumbKey)).toBeDefined();
    const second = await upload(other.token);
    const updated = await call("PUT", `/v1/secure/properties/property/${other.listing.id}`, {
      token: other.token,
      body: input({ stateId: other.listing.state.id }, { mediaTokens: [second] }),
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(await edge().match(mediaCacheKey(env, other.media.thumbKey))).toBeUndefined();
    expect((await get(`/media/${other.media.thumbKey}`)).status).toBe(404);
  });
});

describe("right-sized copies", () => {
  it("hands out signed URLs for the 320, 960 and 1280 copies, records them and lists every width on the listing", async () => {
    const { user, token } = await lister();
    const ticket = await call("POST", "/v1/secure/media/uploads", {
      token,
      body: { contentType: "image/webp", sizeBytes: WEBP.byteLength, width: 2000, height: 1333 },
    });
    expect(ticket.status).toBe(201);
    expect(ticket.json.sizeUploads.map((s: { width: number }) => s.width)).toEqual([320, 960, 1280]);
    const [small, medium, large] = ticket.json.sizeUploads as { width: number; uploadUrl: string }[];
    expect(small!.uploadUrl).toMatch(new RegExp(`^/v1/media/upload/${ticket.json.token}/w320\\?exp=\\d+&sig=`));
    // The extra copies never decide "ready": the original and the 640 thumbnail do.
    expect((await put(small!.uploadUrl, WEBP)).json.status).toBe("pending");
    // The original's size is measured from the file itself (worker/lib/image-inspect.ts): it says 2000 × 1333.
    expect((await put(ticket.json.uploadUrl, sizedWebp(2000, 1333))).json.status).toBe("pending");
    expect((await put(large!.uploadUrl, WEBP)).json.status).toBe("pending");
    expect((await put(medium!.uploadUrl, WEBP)).json.status).toBe("pending");
    expect((await put(ticket.json.thumbUploadUrl, WEBP)).json.status).toBe("ready");
    // A signature for one width does not open another.
    expect((await put(small!.uploadUrl.replace("/w320", "/w1280"), WEBP)).status).toBe(403);

    const id = ticket.json.token as string;
    const stored = (await row(id))!;
    const prefix = `listings/${user.id}/${id}`;
    expect(stored.sizedKeys).toEqual({
      320: `${prefix}/w320.webp`,
      960: `${prefix}/w960.webp`,
      1280: `${prefix}/w1280.webp`,
    });
    expect(await env.MEDIA.head(`${prefix}/w1280.webp`)).not.toBeNull();

    const where = await place();
    const listing = await createListing(token, input(where, { mediaTokens: [id] }));
    expect(listing.propertyMedia[0]!.sizes).toEqual([
      { width: 320, url: `/media/${prefix}/w320.webp` },
      { width: 640, url: `/media/${prefix}/md.webp` },
      { width: 960, url: `/media/${prefix}/w960.webp` },
      { width: 1280, url: `/media/${prefix}/w1280.webp` },
      { width: 2000, url: `/media/${prefix}/original.webp` },
    ]);
    const page = await get(`/media/${prefix}/w320.webp`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Once on a listing, no copy can be replaced.
    expect((await put(small!.uploadUrl, WEBP)).status).toBe(409);
  });

  it("never lists a copy wider than the photo itself, and an upload without copies still shows", async () => {
    const { token } = await lister();
    const ticket = await call("POST", "/v1/secure/media/uploads", {
      token,
      body: { contentType: "image/jpeg", sizeBytes: JPEG.byteLength, width: 900, height: 600 },
    });
    const [small, , large] = ticket.json.sizeUploads as { width: number; uploadUrl: string }[];
    await put(ticket.json.uploadUrl, sizedJpeg(900, 600));
    await put(ticket.json.thumbUploadUrl, WEBP);
    await put(small!.uploadUrl, WEBP);
    await put(large!.uploadUrl, WEBP);
    const listing = await createListing(token, input(await place(), { mediaTokens: [ticket.json.token] }));
    expect(listing.propertyMedia[0]!.sizes.map((s) => s.width)).toEqual([320, 640, 900]);
    expect(listing.propertyMedia[0]!.sizes[2]!.url).toMatch(/\/w1280\.webp$/);

    const bare = await createListing(token, input(await place()));
    expect(bare.propertyMedia[0]!.sizes.map((s) => s.url)).toEqual([bare.propertyMedia[0]!.thumbnailMdUrl]);
  });

  it("refuses a 1280 or 960 copy over 2 MB and a 320 copy over 1 MB", async () => {
    const { token } = await lister();
    const ticket = await call("POST", "/v1/secure/media/uploads", {
      token,
      body: { contentType: "image/webp", sizeBytes: 10 },
    });
    const [small, medium, large] = ticket.json.sizeUploads as { width: number; uploadUrl: string }[];
    const big = sizedWebp(1, 1, 1024 * 1024 + 10);
    expect((await put(small!.uploadUrl, big)).status).toBe(413);
    expect((await put(large!.uploadUrl, big)).status).toBe(200);
    const huge = sizedWebp(1, 1, 2 * 1024 * 1024 + 10);
    expect((await put(large!.uploadUrl, huge)).status).toBe(413);
    expect((await put(medium!.uploadUrl, huge)).status).toBe(413);
  });
});
