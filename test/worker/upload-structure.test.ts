import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { call, db } from "./helpers";
import { propertyMedia } from "../../worker/db/schema";
import { inspectImage } from "../../worker/lib/image-inspect";
import { JPEG, PNG, WEBP, lister, put } from "./listings-fixtures";

/** An upload is parsed (header, size), not judged by its first bytes. */
const enc = new TextEncoder();
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
};
const PNG_MAGIC = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("upload structure", () => {
  it("parses the size of real JPEG, PNG and WebP files", () => {
    expect(inspectImage(PNG)).toEqual({ type: "image/png", width: 1, height: 1 });
    expect(inspectImage(JPEG)).toEqual({ type: "image/jpeg", width: 1, height: 1 });
    expect(inspectImage(WEBP)).toEqual({ type: "image/webp", width: 1, height: 1 });
  });

  it.each([
    [
      "SVG behind a PNG signature",
      join(PNG_MAGIC, enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ],
    ["HTML behind a PNG signature", join(PNG_MAGIC, enc.encode("<!DOCTYPE html><html><body>hi</body></html>"))],
    ["a real PNG with HTML appended", join(PNG, enc.encode("<html><script>alert(1)</script></html>"))],
    [
      "a JPEG signature with no frame header",
      join(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]), enc.encode("<svg onload=alert(1)>")),
    ],
    [
      "a RIFF/WEBP header around nothing",
      join(enc.encode("RIFF"), new Uint8Array([22, 0, 0, 0]), enc.encode("WEBPVP8 "), new Uint8Array(14)),
    ],
    [
      "a PNG whose IHDR says 0 × 0",
      (() => {
        const b = PNG.slice();
        b.fill(0, 16, 24);
        return b;
      })(),
    ],
  ])("refuses %s", (_name, bytes) => {
    expect(inspectImage(bytes)).toBeNull();
  });

  it("an SVG behind a PNG signature is refused by the upload link and nothing is stored; a real picture's size is measured on the server", async () => {
    const { token } = await lister();
    const ticket = await call("POST", "/v1/secure/media/uploads", {
      token,
      body: { contentType: "image/png", sizeBytes: 200, width: 4000, height: 3000 },
    });
    expect(ticket.status).toBe(201);
    const svg = join(PNG_MAGIC, enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const refused = await put(ticket.json.uploadUrl, svg, { "content-type": "image/png" });
    expect(refused.status).toBe(400);
    const row = (await db().select().from(propertyMedia).where(eq(propertyMedia.id, ticket.json.token)).get())!;
    expect(await env.MEDIA.head(row.originalKey)).toBeNull();
    expect((await put(ticket.json.uploadUrl, PNG)).status).toBe(200);
    const after = (await db().select().from(propertyMedia).where(eq(propertyMedia.id, ticket.json.token)).get())!;
    // The uploader said 4000 × 3000; the file says 1 × 1.
    expect({ width: after.width, height: after.height }).toEqual({ width: 1, height: 1 });
  });
});
