import { beforeAll, describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { BASE, call } from "./helpers";
import { PNG, createListing, input, lister, place, upload } from "./listings-fixtures";

/**
 * The public pages arrive as real HTML (what `curl` sees): the listings' titles, prices and the
 * hero picture, and the head tags, from the worker's React render, plus the data the browser hydrates with.
 */
const page = async (path: string) => {
  const res = await exports.default.fetch(new Request(BASE + path, { headers: { accept: "text/html" } }));
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString("en-NG")}`;
/** The page's own content, without the dehydrated data script (which repeats the API's answers). */
const body = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

let where: Awaited<ReturnType<typeof place>>;
let listings: Awaited<ReturnType<typeof createListing>>[];

beforeAll(async () => {
  where = await place();
  const { token } = await lister();
  listings = [];
  for (const [i, title] of ["Sunny 3 bedroom flat in Yaba", "Serviced 2 bedroom apartment, Lekki"].entries()) {
    const photo = await upload(token, { bytes: PNG });
    listings.push(
      await createListing(
        token,
        input(where, { title, priceKobo: (2_400_000 + i * 150_000) * 100, mediaTokens: [photo] }),
      ),
    );
  }
});

describe("server-rendered public pages", () => {
  it("a listing page holds the title, price, facts, the hero <img> and the head tags (canonical, Open Graph, JSON-LD)", async () => {
    const l = listings[0]!;
    const res = await page(`/properties/property/${l.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = body(res.html);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-NG" data-ssr="">/);
    expect(html).toContain(`${esc(l.title)}</h1>`);
    expect(html).toContain(naira(l.priceKobo));
    expect(html).toContain("Key facts");
    // The hero is a <Photo>: one of the photo's widths as src (srcset holds the rest), loaded first.
    const hero = l.propertyMedia[0]!;
    const widths = [hero.url, hero.thumbnailMdUrl, ...(hero.sizes ?? []).map((s: { url: string }) => s.url)];
    const heroTag = html.match(
      new RegExp(`<img [^>]*src="(${widths.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})"[^>]*>`),
    );
    expect(heroTag, "hero <img> in the HTML").not.toBeNull();
    expect(heroTag![0]).toMatch(/fetchpriority="high"/i);
    expect(html).toContain(`<title>${esc(l.title)} · PropertyNG</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${BASE}/properties/property/${l.slug}"`));
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+md\.webp"/);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      "@type": "RealEstateListing",
      name: l.title,
      offers: { price: l.priceKobo / 100, priceCurrency: "NGN" },
    });
    // The loader's answer travels in the page, so the browser does not fetch it again.
    expect(res.html).toContain('\\"queryKey\\":[\\"listings\\",\\"detail\\"');
  });

  it("/properties/rent lists the matching listings with their prices and first photos", async () => {
    const res = await page(`/properties/rent?state=${where.stateSlug}`);
    expect(res.status).toBe(200);
    const html = body(res.html);
    for (const l of listings) {
      expect(html).toContain(esc(l.title));
      expect(html).toContain(naira(l.priceKobo));
    }
    expect(html.match(/<img /g)?.length ?? 0).toBeGreaterThanOrEqual(listings.length);
    // The first view on a phone asks for the page, its stylesheet and the first card's photo only: that photo is
    // eager and first, the second card's is lazy, preloaded only where cards sit two to a row; no typeface, no manifest.
    const cardImgs = html.match(/<img [^>]*src="\/media\/listings\/[^"]*"[^>]*>/g) ?? [];
    expect(cardImgs.length).toBeGreaterThanOrEqual(2);
    expect(cardImgs[0]).toMatch(/fetchpriority="high"/i);
    expect(cardImgs[0]).toMatch(/loading="eager"/);
    expect(cardImgs[1]).not.toMatch(/fetchpriority/i);
    expect(cardImgs[1]).toMatch(/loading="lazy"/);
    const preloads = html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).not.toMatch(/media=/);
    expect(preloads[1]).toContain('media="(min-width: 640px)"');
    expect(html).not.toMatch(/<link[^>]*as="font"/);
    expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
    // The title and heading say what was searched, the state named as the results name it.
    const stateName = listings[0]!.state.name;
    expect(html).toContain(`<title>Properties for rent in ${esc(stateName)} · PropertyNG</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Properties for rent in ${esc(stateName)}</h1>`));
    expect(html).toMatch(/\d+ results?</);
    expect(res.html).toContain('\\"queryKey\\":[\\"listings\\",\\"search\\",\\"rent\\"');
    // The map's tile settings come with the page (dehydrated), never Leaflet itself.
    expect(res.html).toContain("/map-tiles/{z}/{x}/{y}.png");
    expect(res.html).not.toMatch(/leaflet/i);
  });

  it("home holds the featured listings", async () => {
    const featured = await call("GET", "/v1/property/properties/featured?page=1&perPage=6");
    expect(featured.status).toBe(200);
    const cards = featured.json.data as { title: string; priceKobo: number }[];
    expect(cards.length).toBeGreaterThan(0);
    const res = await page("/");
    expect(res.status).toBe(200);
    const html = body(res.html);
    expect(html).toContain("Find a home you can trust");
    expect(html).toContain("Featured properties");
    for (const c of cards) expect(html).toContain(esc(c.title));
    expect(html).toContain(naira(cards[0]!.priceKobo));
  });

  it.each([
    "/properties/sale",
    "/properties/stay",
    "/professionals/agents",
    "/help",
    "/privacy",
    "/terms",
    "/data-deletion",
  ])("%s renders on the server without error", async (path) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.html).toMatch(/^<!DOCTYPE html>/);
    expect(res.html).toContain("</footer>");
  });

  it("a card in the page's data carries its cover photo only, as one URL (the API's card: the cover, every copy, and the count)", async () => {
    const { token } = await lister();
    const photos = [await upload(token, { bytes: PNG }), await upload(token, { bytes: PNG })];
    const l = await createListing(token, input(where, { title: "Two-photo flat in Surulere", mediaTokens: photos }));
    expect(l.propertyMedia).toHaveLength(2);
    const res = await page(`/properties/rent?state=${where.stateSlug}`);
    expect(body(res.html)).toContain(esc(l.title));
    const [cover, second] = l.propertyMedia;
    expect(res.html).toContain(cover!.thumbnailMdUrl);
    expect(res.html).not.toContain(second!.thumbnailMdUrl);
    // One URL per card (its 640 copy): the original's and the other copies' URLs stay out; the browser derives
    // the srcset from that URL and the widths beside it (web/src/features/listings/card-media.ts).
    expect(res.html).not.toContain(cover!.url);
    const data = (res.html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []).join("");
    expect(data.split(cover!.thumbnailMdUrl).length - 1, "the cover's URL, once in the page data").toBe(1);
    expect(res.html).toContain('\\"copies\\":[');
    // The API's card: the cover with every copy, and how many photos the listing has.
    const api = await call("POST", "/v1/properties/rent/search", { body: { state: where.stateSlug } });
    const card = (api.json.data as { id: string; propertyMedia: { id: string }[]; photoCount: number }[]).find(
      (c) => c.id === l.id,
    );
    expect(card?.propertyMedia.map((m) => m.id)).toEqual([cover!.id]);
    expect(card?.photoCount).toBe(2);
  });

  it.each([
    ["/login", "Sign in", /<form[^>]*aria-label="Sign in"/],
    ["/register", "Create your account", /<form/],
  ])("%s holds its form in the first HTML (the same for everyone: edge-cached)", async (path, heading, form) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(res.html).toMatch(/^<!DOCTYPE html><html lang="en-NG" data-ssr="">/);
    const html = body(res.html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(form);
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>(Username or email|Full name|Your name|Email)/);
    expect(res.headers.get("x-edge-cache")).toMatch(/^(hit|miss|stale)$/);
    // Its inline scripts are allowed by hash, not by 'unsafe-inline'.
    const scriptSrc = /script-src [^;]*/.exec(res.headers.get("content-security-policy") ?? "")?.[0];
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-/);
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("/login keeps the way back (?redirect=) in its social sign-in links", async () => {
    const res = await page("/login?redirect=%2Fdashboard%2Fwallet");
    expect(res.status).toBe(200);
    expect(res.html).toContain(`href="/v1/auth/google?redirect=${encodeURIComponent("/dashboard/wallet")}"`);
  });

  it("dashboard and admin stay the client-rendered SPA shell", async () => {
    const res = await page("/dashboard");
    expect(res.html).not.toContain("data-ssr");
  });
});
