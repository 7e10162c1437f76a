import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { BASE } from "./helpers";

/**
 * A page whose subject does not exist (a listing, a project, an agent, an article, a sell guide, an unknown path
 * under a rendered prefix) is a real 404: the status a crawler reads, the site's 404 page (its header, and a way
 * on), and never a copy in the edge cache that a later visitor would be handed.
 */
const page = async (path: string) => {
  const res = await exports.default.fetch(
    new Request(BASE + path, { headers: { accept: "text/html", "sec-fetch-dest": "document" } }),
  );
  return {
    status: res.status,
    state: res.headers.get("x-edge-cache"),
    cacheControl: res.headers.get("cache-control") ?? "",
    html: await res.text(),
  };
};
const missing = () => `nothing-here-${crypto.randomUUID().slice(0, 8)}`;

describe("pages of things that do not exist", () => {
  it.each([
    ["a listing by slug", () => `/properties/property/${missing()}`],
    ["a listing by id", () => `/properties/${crypto.randomUUID()}`],
    ["a project", () => `/properties/project/${crypto.randomUUID()}`],
    ["an agent", () => `/professionals/agents/${crypto.randomUUID()}`],
    ["an article", () => `/articles/${missing()}`],
    ["a sell guide", () => `/sell/guides/${missing()}`],
    ["a content page with no content", () => "/about"],
    ["an unknown path under the properties pages", () => `/properties/${missing()}/a/b`],
  ])("%s answers 404 with the site's 404 page, a way home, and is never kept by the edge cache", async (_, path) => {
    const p = path();
    const first = await page(p);
    expect(first.status, p).toBe(404);
    expect(first.html).toMatch(/<header\b/);
    expect(first.html).toContain(">404<");
    expect(first.html).toMatch(/href="\/"/);
    expect(first.cacheControl).toMatch(/no-store/);
    // Asked again (after the background store of a 200 would have landed): still rendered, never a hit.
    await new Promise((r) => setTimeout(r, 50));
    const again = await page(p);
    expect(again.status).toBe(404);
    expect(again.state).not.toBe("hit");
    expect(again.state).not.toBe("stale");
  });
});
