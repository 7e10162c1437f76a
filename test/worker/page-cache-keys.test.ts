import { describe, expect, it, vi } from "vitest";
import { exports } from "cloudflare:workers";

/**
 * What the edge cache keeps a page under: the host it was asked for (a page rendered for another host names that
 * host in its links and must never be handed to the site's visitors), and the query without tracking parameters,
 * which the kept page itself never carries either (its canonical link and the router state it hydrates from).
 */
const page = async (url: string) => {
  const res = await exports.default.fetch(new Request(url, { headers: { accept: "text/html" } }));
  return { status: res.status, state: res.headers.get("x-edge-cache"), html: await res.text() };
};
const settled = (url: string) => vi.waitFor(async () => expect((await page(url)).state).toBe("hit"));

describe("edge cache keys", () => {
  it("a page asked for under another host is kept apart: the site's visitors never see that host", async () => {
    const path = `/news?x=${crypto.randomUUID()}`;
    const foreign = await page(`http://evil.example${path}`);
    expect(foreign.status).toBe(200);
    expect(foreign.html).toContain("http://evil.example/news");
    await settled(`http://evil.example${path}`);
    const own = await page(`http://localhost${path}`);
    expect(own.state).toBe("miss");
    expect(own.html).not.toContain("evil.example");
    expect(own.html).toContain("http://localhost/news");
  });

  it("tracking parameters reach neither the key nor the page: the first visitor's utm_* and click ids are not served to others", async () => {
    const x = crypto.randomUUID();
    const tagged = `http://localhost/properties/sale?x=${x}&utm_source=mailshot&utm_campaign=dec&fbclid=FB123&gclid=G456&msclkid=M789&ref=partner`;
    const first = await page(tagged);
    expect(first.status).toBe(200);
    for (const p of ["utm_source", "utm_campaign", "fbclid", "FB123", "gclid", "msclkid", "ref=partner"])
      expect(first.html, p).not.toContain(p);
    await settled(tagged);
    const clean = await page(`http://localhost/properties/sale?x=${x}`);
    expect(clean.state).toBe("hit");
    expect(clean.html).toBe(first.html);
  });
});
