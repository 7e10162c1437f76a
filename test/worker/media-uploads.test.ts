import { describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { BASE, call, db } from "./helpers";
import { propertyMedia } from "../../worker/db/schema";
import { LISTING_RULES } from "../../worker/contracts/listings";
import { signUpload } from "../../worker/services/listings";
import { JPEG, PNG, WEBP, lister, put, upload } from "./listings-fixtures";

const ask = (token: string, body: Record<string, unknown> = {}) =>
  call("POST", "/v1/secure/media/uploads", { token, body: { contentType: "image/jpeg", sizeBytes: 1000, ...body } });
const media = (id: string) => db().select().from(propertyMedia).where(eq(propertyMedia.id, id)).get();

describe("picture uploads to signed URLs", () => {
  it("stores both variants in R2 under the owner's prefix and marks the upload ready", async () => {
    const { user, token } = await lister();
    const ticket = await ask(token, {
      contentType: "image/png",
      sizeBytes: PNG.byteLength,
      width: 1,
      height: 1,
      phash: "0f0f00ff12345678",
    });
    expect(ticket.status).toBe(201);
    expect(ticket.json.uploadUrl).toMatch(
      new RegExp(`^/v1/media/upload/${ticket.json.token}/original\\?exp=\\d+&sig=`),
    );
    expect(ticket.json.expiresAt).toBeGreaterThan(Date.now() + LISTING_RULES.uploadUrlTtlMs - 60_000);

    const first = await put(ticket.json.uploadUrl, PNG);
    expect(first).toEqual({ status: 200, json: { id: ticket.json.token, status: "pending" } });
    const second = await put(ticket.json.thumbUploadUrl, JPEG);
    expect(second.json).toEqual({ id: ticket.json.token, status: "ready" });

    const row = (await media(ticket.json.token))!;
    // The uploader's phash is ignored: the server hashes the stored original, and a 1×1 picture has nothing to compare.
    expect(row).toMatchObject({
      ownerId: user.id,
      status: "ready",
      contentType: "image/png",
      phash: null,
      phashB0: null,
      phashB1: null,
      phashB2: null,
      phashB3: null,
    });
    expect(row.originalKey).toBe(`listings/${user.id}/${row.id}/original.png`);
    // The thumbnail's real type names its key.
    expect(row.thumbKey).toBe(`listings/${user.id}/${row.id}/md.jpg`);
    const stored = await env.MEDIA.get(row.originalKey);
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG);
  });

  it("accepts WebP and serves it from /media/ with ETag revalidation (uncached until it is on a listing: media-cache.test.ts)", async () => {
    const { user, token } = await lister("company");
    const id = await upload(token, { bytes: WEBP });
    const row = (await media(id))!;
    expect(row.originalKey).toBe(`listings/${user.id}/${id}/original.webp`);
    const res = await exports.default.fetch(new Request(`${BASE}/media/${row.originalKey}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(WEBP);
    const again = await exports.default.fetch(
      new Request(`${BASE}/media/${row.originalKey}`, { headers: { "if-none-match": res.headers.get("etag")! } }),
    );
    expect(again.status).toBe(304);
  });

  it("serves only the public listings/ prefix", async () => {
    await env.MEDIA.put("private/secret.txt", "secret");
    expect((await exports.default.fetch(new Request(`${BASE}/media/private/secret.txt`))).status).toBe(404);
    expect((await exports.default.fetch(new Request(`${BASE}/media/listings/nobody/none/original.jpg`))).status).toBe(
      404,
    );
    expect((await exports.default.fetch(new Request(`${BASE}/media/listings/../private/secret.txt`))).status).toBe(404);
  });

  it("refuses anything that is not a JPEG, PNG or WebP by its bytes, and stores nothing", async () => {
    const { token } = await lister("agent");
    const ticket = await ask(token);
    const fake = new TextEncoder().encode("%PDF-1.7 pretending to be a photo.jpg");
    const res = await put(ticket.json.uploadUrl, fake, { "content-type": "image/jpeg" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Only JPEG, PNG or WebP pictures can be uploaded.");
    const row = (await media(ticket.json.token))!;
    expect(row.status).toBe("pending");
    expect(await env.MEDIA.head(row.originalKey)).toBeNull();
    // The request itself is refused for other types too.
    const gif = await ask(token, { contentType: "image/gif" });
    expect(gif.status).toBe(400);
    expect(gif.json.errors[0].field).toBe("contentType");
  });

  it("refuses oversized files: declared, sent with a large content-length, or streamed past the limit", async () => {
    const { token } = await lister();
    const declared = await ask(token, { sizeBytes: LISTING_RULES.maxUploadBytes + 1 });
    expect(declared.status).toBe(400);
    expect(declared.json.errors[0].field).toBe("sizeBytes");

    const ticket = await ask(token);
    const big = new Uint8Array(LISTING_RULES.maxThumbBytes + 10);
    big.set(JPEG.subarray(0, 3));
    const thumb = await put(ticket.json.thumbUploadUrl, big);
    expect(thumb.status).toBe(413);
    expect(thumb.json.message).toMatch(/at most 1 MB/);

    const huge = new Uint8Array(LISTING_RULES.maxUploadBytes + 1);
    huge.set(JPEG.subarray(0, 3));
    const original = await put(ticket.json.uploadUrl, huge);
    expect(original.status).toBe(413);
    // Without a content-length the bytes are counted as they arrive.
    const chunks = [huge.subarray(0, 6_000_000), huge.subarray(6_000_000)];
    const stream = new ReadableStream<Uint8Array>({
      pull: (c) => void (chunks.length ? c.enqueue(chunks.shift()!) : c.close()),
    });
    const streamed = await exports.default.fetch(
      new Request(BASE + ticket.json.uploadUrl, { method: "PUT", body: stream }),
    );
    expect(streamed.status).toBe(413);
    expect((await media(ticket.json.token))!.status).toBe("pending");
  });

  it("refuses forged, tampered and expired signatures with 403", async () => {
    const { token } = await lister();
    const ticket = await ask(token);
    const url = new URL(ticket.json.uploadUrl, BASE);
    const forged = `${url.pathname}?exp=${url.searchParams.get("exp")}&sig=${"A".repeat(43)}`;
    expect((await put(forged, JPEG)).status).toBe(403);
    // A valid signature for the original does not open the thumbnail slot, nor a later expiry.
    const swapped = `${url.pathname.replace("/original", "/thumb")}${url.search}`;
    expect((await put(swapped, JPEG)).status).toBe(403);
    const longer = `${url.pathname}?exp=${Number(url.searchParams.get("exp")) + 60_000}&sig=${url.searchParams.get("sig")}`;
    expect((await put(longer, JPEG)).status).toBe(403);

    const past = Date.now() - 1000;
    const expired = await put(
      `/v1/media/upload/${ticket.json.token}/original?exp=${past}&sig=${await signUpload(env, ticket.json.token, "original", past)}`,
      JPEG,
    );
    expect(expired.status).toBe(403);
    expect(expired.json.message).toMatch(/expired/);
    expect((await media(ticket.json.token))!.status).toBe("pending");
  });

  it("is for listers only, and not for suspended ones", async () => {
    for (const accountType of ["seeker", "standard", "developer"]) {
      const { token } = await lister(accountType);
      expect((await ask(token)).status).toBe(403);
    }
    const { token } = await lister("brokerage", { listingSuspendedAt: Date.now() });
    const res = await ask(token);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Your listing rights are suspended after upheld reports. Contact support.");
  });

  it("documents the upload endpoints in the OpenAPI document", async () => {
    const doc = await call("GET", "/v1/openapi.json");
    expect(doc.json.paths["/v1/secure/media/uploads"].post).toBeTruthy();
    expect(doc.json.paths["/v1/media/upload/{id}/{variant}"].put).toBeTruthy();
  });
});
