import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, hydrated, rendered, watchConsole } from "./support";

// The search pages' remembered list view. The choice is a `view` cookie the worker reads, so a visitor
// who chose the list gets the list in the very first HTML: nothing drawn as a grid and redrawn, and none of the
// grid's 640 px card photos fetched for nothing on a phone's metered data.

const SEARCH = "/properties/rent?state=lagos";
const PHONE = { viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 };

/** Every listing photo the page fetched, by file name (`w320.webp` for a list row, `md.webp`: a grid card's 640 copy). */
/** The paths of the listing photos the page requests. */
function photoFetches(page: Page) {
  const files: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image" && /\/media\/listings\//.test(r.url())) files.push(new URL(r.url()).pathname);
  });
  return files;
}

/**
 * Every listing photo fetched is one a list row shows, so no grid photo was fetched and thrown away. The seeded
 * listings (WebP uploads with every copy) show their 320 px copies; a listing uploaded without one (a journey's PNG
 * earlier in the run) shows its 640 copy in the list too.
 */
async function expectOnlyListRowPhotos(page: Page, fetched: string[]) {
  const shown = await cards(page)
    .locator("img")
    .evaluateAll((imgs) =>
      imgs
        .map((i) => (i as HTMLImageElement).currentSrc)
        .filter(Boolean)
        .map((src) => new URL(src).pathname),
    );
  expect(fetched.filter((f) => !shown.includes(f))).toEqual([]);
  expect(fetched.some((f) => f.endsWith("/w320.webp"))).toBe(true);
}

const cards = (page: Page) => page.locator("#results").getByRole("article");

/** The variants the HTML's result cards were drawn in. */
const drawnVariants = (html: string) => [
  ...new Set([...html.matchAll(/<article[^>]*data-variant="(grid|list)"/g)].map((m) => m[1])),
];

/**
 * The results' cards become React's when reached for: a pointer over them hydrates them (and shows any mismatch).
 * Sent to the results' box itself, not a card's link (a real hover there preloads that listing's page and photos).
 */
async function reachResults(page: Page) {
  await page.locator("#results [data-view]").dispatchEvent("pointerover");
  await rendered(page);
  await rendered(page);
}

test("a phone that chose the list gets the list in the first HTML: no grid photos, no shift, no hydration warning", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await acceptCookies(page);
  const problems = watchConsole(page);
  await page.goto(SEARCH);
  await hydrated(page);
  await expect(cards(page).first()).toHaveAttribute("data-variant", "grid");

  // Choosing the list sets a first-party cookie the page's JavaScript wrote: a year, Lax, readable by the page.
  await page.getByRole("button", { name: "List view" }).click();
  await expect(cards(page).first()).toHaveAttribute("data-variant", "list");
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  const cookie = (await context.cookies()).find((c) => c.name === "view");
  expect(cookie).toMatchObject({ value: "list", path: "/", sameSite: "Lax", httpOnly: false });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // The reload: the first HTML is the list (every card a list row), and it hydrates as a list.
  const reload = await page.reload({ waitUntil: "load" });
  const html = await reload!.text();
  expect(html).toContain('data-view="list"');
  expect(drawnVariants(html)).toEqual(["list"]);
  expect(html).toMatch(/aria-label="List view" aria-pressed="true"/);
  expect(reload!.headers()["vary"]?.toLowerCase()).toContain("cookie");
  await hydrated(page);
  await reachResults(page);
  await expect(cards(page).first()).toHaveAttribute("data-variant", "list");
  expect(problems).toEqual([]);
  await context.close();

  // The next visit (a new browser session with the same cookie; a reload of the same tab would reuse the grid's
  // photos from the memory cache): only list rows' 320 copies are fetched, and nothing in the results moves.
  const next = await browser.newContext(PHONE);
  await next.addCookies([cookie!]);
  const visit = await next.newPage();
  const nextProblems = watchConsole(visit);
  const fetched = photoFetches(visit);
  await visit.addInitScript(() => {
    localStorage.setItem("cookieNotice", JSON.stringify({ show: false, accepted: true }));
    const w = window as unknown as { __shifts: { value: number; inResults: boolean }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[])
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            inResults: e.sources.some((s) => !!s.node && !!document.getElementById("results")?.contains(s.node)),
          });
    }).observe({ type: "layout-shift", buffered: true });
  });
  const first = await visit.goto(SEARCH, { waitUntil: "load" });
  expect(drawnVariants(await first!.text())).toEqual(["list"]);
  await hydrated(visit);
  await expect(cards(visit).first()).toHaveAttribute("data-variant", "list");
  await reachResults(visit);
  await expect(cards(visit).first()).toHaveAttribute("data-variant", "list");
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  await expectOnlyListRowPhotos(visit, fetched);
  const moved = await visit.evaluate(() =>
    (window as unknown as { __shifts: { value: number; inResults: boolean }[] }).__shifts.filter((s) => s.inResults),
  );
  expect(moved).toEqual([]);
  await visit.screenshot({ path: "test-results/list-view-375-list.png" });

  // Back to the grid: the cookie says so and the next first HTML is the grid again.
  await visit.getByRole("button", { name: "Grid view" }).click();
  await expect(cards(visit).first()).toHaveAttribute("data-variant", "grid");
  expect((await next.cookies()).find((c) => c.name === "view")?.value).toBe("grid");
  const again = await visit.reload({ waitUntil: "load" });
  expect(drawnVariants(await again!.text())).toEqual(["grid"]);
  await hydrated(visit);
  await reachResults(visit);
  await expect(cards(visit).first()).toHaveAttribute("data-variant", "grid");
  await visit.screenshot({ path: "test-results/list-view-375-grid.png" });

  expect(nextProblems).toEqual([]);
  await next.close();
});

test("without JavaScript the remembered list is what the page shows, and no grid photo is fetched", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  await context.addCookies([{ name: "view", value: "list", url: baseURL! }]);
  const page = await context.newPage();
  const fetched = photoFetches(page);
  await page.goto(SEARCH, { waitUntil: "load" });
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute("data-variant")))])).toEqual([
    "list",
  ]);
  // A list row's photo sits left of its facts, within a phone's width (no sideways scroll).
  const photo = (await cards(page).first().locator("img").first().boundingBox())!;
  expect(photo.width).toBeLessThan(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  await expectOnlyListRowPhotos(page, fetched);
  await context.close();
});

test("a list chosen before the cookie (kept in localStorage) moves to the cookie once; the next first HTML is the list", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await acceptCookies(page);
  const problems = watchConsole(page);
  // As an older version of the app left it (once: the page removes it when it moves it).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("properties.grid", JSON.stringify(false));
    }
  });
  await page.goto(SEARCH);
  await hydrated(page);
  // The server could not know it: the grid first, the list once the page is live (this visit only).
  await expect(cards(page).first()).toHaveAttribute("data-variant", "list");
  expect((await context.cookies()).find((c) => c.name === "view")?.value).toBe("list");
  expect(await page.evaluate(() => localStorage.getItem("properties.grid"))).toBeNull();
  const next = await page.reload({ waitUntil: "load" });
  expect(drawnVariants(await next!.text())).toEqual(["list"]);
  await hydrated(page);
  await reachResults(page);
  await expect(cards(page).first()).toHaveAttribute("data-variant", "list");
  expect(problems).toEqual([]);
  await context.close();
});
