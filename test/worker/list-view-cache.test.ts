import { describe, expect, it, vi } from "vitest";
import { exports } from "cloudflare:workers";
import { BASE } from "./helpers";
import { viewForPage, viewFromCookie } from "../../worker/contracts/list-view";
import { createListing, input, lister, place } from "./listings-fixtures";

/**
 * The search pages' remembered list view. The `view=list` cookie gets the list in the first HTML, kept
 * in the edge cache under its own key; the grid (no cookie, the default) keeps its key and stays a hit for everyone
 * else; every search page says `Vary: Cookie` so no shared cache hands one visitor's list to another.
 */
const page = async (path: string, cookie?: string) => {
  const res = await exports.default.fetch(
    new Request(BASE + path, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } }),
  );
  return {
    status: res.status,
    state: res.headers.get("x-edge-cache"),
    vary: res.headers.get("vary") ?? "",
    html: await res.text(),
  };
};
const settled = (path: string, cookie?: string) =>
  vi.waitFor(async () => expect((await page(path, cookie)).state).toBe("hit"));
/** The view the results were drawn in, and the card variants drawn. */
const drawn = (html: string) => ({
  view: /data-view="(grid|list)"/.exec(html)?.[1],
  cards: [...new Set([...html.matchAll(/<article[^>]*data-variant="(grid|list)"/g)].map((m) => m[1]))],
});

describe("remembered list view and the edge cache", () => {
  it("the cookie names the view only as exactly view=list, only on the search pages", () => {
    expect(viewFromCookie("view=list")).toBe("list");
    expect(viewFromCookie("theme=dark; view=list ; a=b")).toBe("list");
    for (const c of [null, "", "view=grid", "view=lists", "xview=list", "view =grid", "preview=list"])
      expect(viewFromCookie(c)).toBe("grid");
    for (const p of ["/properties", "/properties/", "/properties/rent", "/properties/sale/", "/properties/stay"])
      expect(viewForPage(p, "view=list")).toBe("list");
    for (const p of ["/", "/properties/property/abc", "/properties/rent/x", "/professionals/agents", "/propertiesrent"])
      expect(viewForPage(p, "view=list")).toBe("grid");
  });

  it("a list-view cookie gets the list page under its own cache entry; the grid stays a hit for everyone else", async () => {
    const where = await place();
    const owner = await lister();
    for (let i = 0; i < 2; i++) await createListing(owner.token, input(where));
    const path = `/properties/rent?state=${where.stateSlug}&x=${crypto.randomUUID()}`;

    const grid = await page(path);
    expect([grid.status, grid.state]).toEqual([200, "miss"]);
    expect(drawn(grid.html)).toEqual({ view: "grid", cards: ["grid"] });
    expect(grid.vary.toLowerCase()).toContain("cookie");
    await settled(path);

    // The first visitor with the list: rendered for them (a miss), drawn as a list, then kept for the next list visitor.
    const list = await page(path, "theme=dark; view=list");
    expect([list.status, list.state]).toEqual([200, "miss"]);
    expect(drawn(list.html)).toEqual({ view: "list", cards: ["list"] });
    expect(list.html).toMatch(/aria-label="List view" aria-pressed="true"/);
    expect(list.vary.toLowerCase()).toContain("cookie");
    await settled(path, "view=list");
    const listAgain = await page(path, "view=list");
    expect(listAgain.html).toBe(list.html);

    // Everyone else still gets the grid's copy, as a hit: no cookie, an explicit grid, an unrelated or odd cookie.
    for (const cookie of [undefined, "view=grid", "a=b", "view=lists"]) {
      const other = await page(path, cookie);
      expect([other.state, drawn(other.html).view], String(cookie)).toEqual(["hit", "grid"]);
      expect(other.html).toBe(grid.html);
    }
    // A query parameter cannot reach the list's entry (it is kept under an origin no request can name).
    const forged = await page(`${path}&__view=list`);
    expect([forged.state, drawn(forged.html).view]).toEqual(["miss", "grid"]);
  });

  it("pages that do not depend on the view share one entry whatever the cookie, without Vary: Cookie", async () => {
    const owner = await lister();
    const listing = await createListing(owner.token, input(await place()));
    for (const path of [
      `/properties/property/${listing.slug}?x=${crypto.randomUUID()}`,
      `/professionals/agents?x=${crypto.randomUUID()}`,
    ]) {
      const first = await page(path);
      expect(first.state).toBe("miss");
      expect(first.vary.toLowerCase()).not.toContain("cookie");
      await settled(path);
      const withList = await page(path, "view=list");
      expect(withList.state).toBe("hit");
      expect(withList.html).toBe(first.html);
    }
  });
});
