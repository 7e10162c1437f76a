import { afterEach, describe, expect, it, vi } from "vitest";
import { exports } from "cloudflare:workers";
import { BASE, call } from "./helpers";
import { PAGE_CACHE, inlineScriptHashes, pageEncoding } from "../../worker/edge/page-cache";
import { createListing, input, lister, place } from "./listings-fixtures";

/**
 * Anonymous public HTML from the Workers Cache API. Same HTML for every visitor, the state in
 * x-edge-cache, a strict CSP by script hashes that survives the cache, and a listing taken down stops being
 * served at once (the write bumps the content generation).
 */
const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await exports.default.fetch(new Request(BASE + path, { headers: { accept: "text/html", ...headers } }));
  return {
    status: res.status,
    state: res.headers.get("x-edge-cache"),
    csp: res.headers.get("content-security-policy") ?? "",
    html: await res.text(),
  };
};
/** The background store of a miss has landed when the next visit is a hit. */
const settled = (path: string) => vi.waitFor(async () => expect((await page(path)).state).toBe("hit"));

afterEach(() => vi.restoreAllMocks());

describe("edge cache of public pages", () => {
  it("a miss, then hits with the same HTML and CSP; tracking parameters and query order share one copy; signed-in visitors too", async () => {
    const path = `/properties/rent?bedrooms=2&state=lagos&x=${crypto.randomUUID()}`;
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(first.state).toBe("miss");
    await settled(path);
    const again = await page(path);
    expect(again.html).toBe(first.html);
    expect(again.csp).toBe(first.csp);
    for (const h of await inlineScriptHashes(again.html)) expect(again.csp).toContain(h);
    const reordered = `/properties/rent?x=${new URL(BASE + path).searchParams.get("x")}&state=lagos&bedrooms=2&utm_source=whatsapp&fbclid=abc`;
    expect((await page(reordered)).state).toBe("hit");
    expect((await page(path, { authorization: "Bearer whatever", cookie: "a=b" })).state).toBe("hit");
    // A hot hit answers from the bytes and headers kept with the page: the same whole page every time.
    for (let i = 0; i < 3; i++) {
      const hit = await page(path);
      expect([hit.state, hit.csp, hit.html.length]).toEqual(["hit", first.csp, first.html.length]);
      expect(hit.html).toBe(first.html);
    }
  });

  it("a hit is sent compressed as kept: brotli for a browser, gzip for a gzip-only client (made once), plain otherwise and for HEAD", async () => {
    const path = `/properties/rent?state=lagos&x=${crypto.randomUUID()}`;
    const first = await page(path);
    await settled(path);
    const hit = async (encoding: string) => {
      const res = await exports.default.fetch(
        new Request(BASE + path, { headers: { accept: "text/html", "accept-encoding": encoding } }),
      );
      expect([res.status, res.headers.get("x-edge-cache")]).toEqual([200, "hit"]);
      expect(res.headers.get("content-security-policy")).toBe(first.csp);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      const length = Number(res.headers.get("content-length"));
      // The runtime decodes the kept bytes for this test: the same page whatever the coding.
      expect(await res.text()).toBe(first.html);
      return { coding: res.headers.get("content-encoding"), length };
    };
    // A browser: brotli, sent as kept (its length, not the page's), the same bytes each time.
    const browser = [await hit("gzip, deflate, br, zstd"), await hit("gzip, deflate, br, zstd"), await hit("br")];
    for (const b of browser) expect(b).toEqual({ coding: "br", length: browser[0]!.length });
    expect(browser[0]!.length).toBeLessThan(first.html.length / 5);
    // A client without brotli: gzip, compressed once for the three hits.
    let compressions = 0;
    const g = globalThis as unknown as { CompressionStream: typeof CompressionStream };
    const Compression = g.CompressionStream;
    g.CompressionStream = class extends Compression {
      constructor(format: ConstructorParameters<typeof CompressionStream>[0]) {
        super(format);
        compressions++;
      }
    };
    try {
      for (const encoding of ["gzip, deflate", "gzip", "x-gzip, br;q=0"]) {
        const gz = await hit(encoding);
        expect(gz.coding).toBe("gzip");
        expect(gz.length).toBeLessThan(first.html.length / 3);
      }
    } finally {
      g.CompressionStream = Compression;
    }
    expect(compressions).toBe(1);
    expect((await hit("gzip;q=0, br")).coding).toBe("br");
    for (const encoding of ["identity", "deflate", "gzip;q=0"]) expect((await hit(encoding)).coding).toBeNull();
    const head = await exports.default.fetch(
      new Request(BASE + path, { method: "HEAD", headers: { "accept-encoding": "gzip, deflate, br, zstd" } }),
    );
    expect([
      head.status,
      head.headers.get("x-edge-cache"),
      head.headers.get("content-encoding"),
      await head.text(),
    ]).toEqual([200, "bypass", null, ""]);
  });

  it("the coding follows the visitor's own accept-encoding (request.cf.clientAcceptEncoding) over the worker's `br, gzip`", () => {
    const req = (clientAcceptEncoding?: string, header = "br, gzip") =>
      new Request(BASE + "/", {
        headers: { "accept-encoding": header },
        ...(clientAcceptEncoding === undefined ? {} : { cf: { clientAcceptEncoding } }),
      });
    expect(pageEncoding(req("gzip, deflate, br, zstd"))).toBe("br");
    expect(pageEncoding(req("gzip, deflate"))).toBe("gzip");
    expect(pageEncoding(req(""))).toBeNull();
    expect(pageEncoding(req("identity"))).toBeNull();
    expect(pageEncoding(req(undefined, "gzip"))).toBe("gzip");
    expect(pageEncoding(req(undefined, ""))).toBeNull();
  });

  it("a copy older than the fresh window is served stale once while it re-renders; past a minute it is never served", async () => {
    const path = `/professionals/agents?x=${crypto.randomUUID()}`;
    expect((await page(path)).state).toBe("miss");
    await settled(path);
    const start = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(start + PAGE_CACHE.freshMs + 1_000);
    expect((await page(path)).state).toBe("stale");
    vi.spyOn(Date, "now").mockReturnValue(start + PAGE_CACHE.maxStaleMs + 60_000);
    // The re-rendered copy may or may not have landed; either way nothing older than a minute is served.
    expect(["miss", "hit"]).toContain((await page(path)).state);
  });

  it("a listing taken down stops being served from the cache at once; an edit shows at once", async () => {
    const where = await place();
    const owner = await lister();
    const listing = await createListing(owner.token, input(where, { title: "Cached duplex with a garden in Ikoyi" }));
    const path = `/properties/property/${listing.slug}`;
    expect((await page(path)).html).toContain("Cached duplex with a garden in Ikoyi");
    await settled(path);

    const read = (await call("GET", `/v1/secure/properties/property/${listing.id}`, { token: owner.token })).json;
    const edit = await call("PUT", `/v1/secure/properties/property/${listing.id}`, {
      token: owner.token,
      body: { ...read, title: "Renamed duplex with a garden in Ikoyi" },
    });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    const edited = await page(path);
    expect(edited.state).toBe("miss");
    expect(edited.html).toContain("Renamed duplex with a garden in Ikoyi");
    await settled(path);

    expect(
      (await call("PUT", `/v1/secure/properties/property/${listing.id}/disable`, { token: owner.token })).status,
    ).toBe(200);
    const gone = await page(path);
    expect(gone.state).toBe("miss");
    expect(gone.html).not.toContain("Renamed duplex with a garden in Ikoyi");
  });

  it("private writes (a saved listing, a message) do not empty the cache", async () => {
    const path = `/properties/sale?x=${crypto.randomUUID()}`;
    await page(path);
    await settled(path);
    const seeker = await lister("seeker");
    await call("POST", `/v1/secure/favorite/property/does-not-exist`, { token: seeker.token });
    expect((await page(path)).state).toBe("hit");
  });
});
