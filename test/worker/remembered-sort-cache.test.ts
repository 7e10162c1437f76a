import { describe, expect, it, vi } from "vitest";
import { exports } from "cloudflare:workers";
import { BASE } from "./helpers";
import { sortForPage, sortFromCookie, urlNamesSort } from "../../worker/contracts/remembered-sort";
import { createListing, input, lister, place } from "./listings-fixtures";

/**
 * The search pages' remembered sort. The `sort` cookie gets the first HTML in the remembered order (the
 * server's API query in that sort, the results said to follow it), kept in the edge cache under its own key; latest
 * (no cookie, the default) keeps its key and stays a hit for everyone else; a URL's own sort wins over the cookie,
 * and then the cookie changes nothing (one entry for every visitor).
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

describe("remembered sort and the edge cache", () => {
  it("the cookie names a sort only as exactly one a visitor can pick, only on search pages whose URL names none", () => {
    for (const s of ["price_asc", "price_desc", "most_viewed", "latest"] as const)
      expect(sortFromCookie(`a=b; sort=${s} ;view=list`)).toBe(s);
    for (const c of [
      null,
      "",
      "sort=relevance",
      "sort=price",
      "sort=PRICE_ASC",
      "xsort=price_asc",
      "sorts=price_asc",
      "sort=%22price_asc%22",
    ])
      expect(sortFromCookie(c)).toBe("latest");
    const at = (path: string) => new URL(BASE + path);
    for (const p of [
      "/properties",
      "/properties/rent",
      "/properties/sale/",
      "/properties/stay?state=lagos",
      "/properties/rent?q=duplex",
      "/properties/rent?sort=cheap",
      "/properties/rent?sort=price_desc&sort=latest",
    ])
      expect(sortForPage(at(p), "sort=price_asc"), p).toBe("price_asc");
    for (const p of [
      "/",
      "/properties/property/abc",
      "/properties/rent/x",
      "/professionals/agents",
      "/properties/rent?sort=latest",
      "/properties/rent?state=lagos&sort=price_desc",
      "/properties/rent?sort=relevance&q=x",
    ])
      expect(sortForPage(at(p), "sort=price_asc"), p).toBe("latest");
    expect([
      urlNamesSort(at("/properties/rent?sort=most_viewed")),
      urlNamesSort(at("/properties/rent?sort=")),
      urlNamesSort(at("/properties/rent")),
    ]).toEqual([true, false, false]);
  });

  it("a remembered sort gets its order in the first HTML under its own entry; latest stays a hit for everyone else; a URL's sort wins", async () => {
    const where = await place();
    const owner = await lister();
    // Created in this order, so latest first is [mid, cheap, dear] and cheapest first [cheap, mid, dear].
    const dear = await createListing(owner.token, input(where, { priceKobo: 9_000_000_00 }));
    const cheap = await createListing(owner.token, input(where, { priceKobo: 1_000_000_00 }));
    const mid = await createListing(owner.token, input(where, { priceKobo: 4_000_000_00 }));
    const order = (html: string) => {
      const at = (l: { title: string }) => html.indexOf(l.title);
      return [dear, cheap, mid].filter((l) => at(l) >= 0).sort((a, b) => at(a) - at(b));
    };
    const path = `/properties/rent?state=${where.stateSlug}&x=${crypto.randomUUID()}`;

    const latest = await page(path);
    expect([latest.status, latest.state]).toEqual([200, "miss"]);
    expect(order(latest.html)).toEqual([mid, cheap, dear]);
    expect(latest.html).toContain('data-remembered-sort="latest"');
    expect(latest.vary.toLowerCase()).toContain("cookie");
    await settled(path);

    // The first visitor who picked "price low to high": rendered for them (a miss) in that order, with the query the
    // page will ask (its key in the dehydrated cache names the sort), then kept for the next such visitor.
    const cheapest = await page(path, "theme=dark; sort=price_asc");
    expect([cheapest.status, cheapest.state]).toEqual([200, "miss"]);
    expect(order(cheapest.html)).toEqual([cheap, mid, dear]);
    expect(cheapest.html).toContain('data-remembered-sort="price_asc"');
    expect(cheapest.html).toMatch(/\\"price_asc\\",1,12\]/);
    expect(cheapest.html).toMatch(/<option value="price_asc" selected="">/);
    expect(cheapest.vary.toLowerCase()).toContain("cookie");
    await settled(path, "sort=price_asc");
    expect((await page(path, "sort=price_asc")).html).toBe(cheapest.html);

    // Another remembered sort has an entry of its own too; with the list view as well, another again.
    const dearest = await page(path, "sort=price_desc");
    expect([dearest.state, order(dearest.html)]).toEqual(["miss", [dear, mid, cheap]]);
    const listCheapest = await page(path, "view=list; sort=price_asc");
    expect(listCheapest.state).toBe("miss");
    expect(order(listCheapest.html)).toEqual([cheap, mid, dear]);
    expect(listCheapest.html).toContain('data-view="list"');

    // Everyone else still gets latest's copy, as a hit: no cookie, an explicit latest, relevance (never remembered),
    // an unrelated or odd cookie.
    for (const cookie of [undefined, "sort=latest", "sort=relevance", "a=b", "sort=price"]) {
      const other = await page(path, cookie);
      expect([other.state, order(other.html)], String(cookie)).toEqual(["hit", [mid, cheap, dear]]);
      expect(other.html).toBe(latest.html);
    }
    // A query parameter cannot reach a remembered sort's entry (kept under an origin no request can name).
    const forged = await page(`${path}&__sort=price_asc`);
    expect([forged.state, order(forged.html)]).toEqual(["miss", [mid, cheap, dear]]);

    // A URL that names its sort shows that sort whatever the cookie, from one entry for everyone (the cookie then
    // changes nothing in the HTML), and the results do not say they follow a remembered sort.
    const shared = `${path}&sort=price_desc`;
    const sharer = await page(shared, "sort=price_asc");
    expect([sharer.state, order(sharer.html)]).toEqual(["miss", [dear, mid, cheap]]);
    expect(sharer.html).not.toContain("data-remembered-sort");
    await settled(shared, "sort=price_asc");
    for (const cookie of [undefined, "sort=most_viewed", "sort=price_asc"]) {
      const other = await page(shared, cookie);
      expect([other.state, order(other.html)], String(cookie)).toEqual(["hit", [dear, mid, cheap]]);
      expect(other.html).toBe(sharer.html);
    }
  });

  it("pages that do not depend on the sort share one entry whatever the cookie", async () => {
    const owner = await lister();
    const listing = await createListing(owner.token, input(await place()));
    for (const path of [
      `/properties/property/${listing.slug}?x=${crypto.randomUUID()}`,
      `/?x=${crypto.randomUUID()}`,
    ]) {
      const first = await page(path);
      expect(first.state).toBe("miss");
      await settled(path);
      const sorted = await page(path, "sort=price_asc");
      expect(sorted.state).toBe("hit");
      expect(sorted.html).toBe(first.html);
    }
  });
});
