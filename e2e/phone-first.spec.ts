import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, acceptCookies, hydrated, signIn } from "./support";

/** No page scrolls sideways on a phone (document width = viewport at 320 and 375 px). */
test.beforeEach(async ({ page }) => acceptCookies(page));

/** How far the page runs past the screen, and the first elements that do. */
function overflowOf(page: Page) {
  return page.evaluate(async () => {
    // A frame for the layout after a change of width.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const doc = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter(
        (el) => el.getBoundingClientRect().right > doc.clientWidth + 1 && getComputedStyle(el).position !== "fixed",
      )
      .filter((el) => !el.closest("[data-scroll-x], .overflow-x-auto, .overflow-hidden, [aria-hidden=true]"))
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { extra: doc.scrollWidth - doc.clientWidth, wide };
  });
}

async function firstHref(page: Page, path: string, pattern: RegExp) {
  await page.goto(path);
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href!.split("?")[0]!;
}

/** Each page opened once at 320 px, then turned to 375 px as a phone held another way would be. */
async function expectNoSideScroll(page: Page, paths: string[]) {
  const bad: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 720 });
      const { extra, wide } = await overflowOf(page);
      if (extra > 0) bad.push(`${width}px ${path}: ${extra}px wider (${wide.join("; ")})`);
    }
  }
  expect(bad).toEqual([]);
}

test("every public page fits a 320 and 375 px phone", async ({ page, request }) => {
  test.setTimeout(240_000);
  const listing = await firstHref(page, "/properties/sale", /^\/properties\/property\//);
  const agent = await firstHref(page, "/professionals/agents", /^\/professionals\/agents\/[^/?]+$/);
  const projects = (await (await request.get("/all-projects?perPage=1")).json()) as { data: { id: string }[] };
  await expectNoSideScroll(page, [
    "/",
    "/properties/sale",
    "/properties/rent",
    "/properties/stay",
    "/properties/request-property",
    listing,
    `/properties/project/${projects.data[0]!.id}`,
    "/professionals/agents",
    agent,
    "/help",
    "/privacy",
    "/terms",
    "/data-deletion",
    "/login",
    "/register",
    "/amnesia/request-reset",
    "/no-such-page",
  ]);
});

test("the dashboard pages fit a 320 and 375 px phone", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, "amaka");
  await expectNoSideScroll(page, [
    "/dashboard",
    "/dashboard/bookings",
    "/dashboard/messages",
    "/dashboard/wallet",
    "/dashboard/edit-profile",
    "/dashboard/compare",
    "/dashboard/property/saved-listings",
    "/dashboard/bookings/safety-tips",
  ]);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, "lekkihomes");
  await expectNoSideScroll(page, [
    "/dashboard",
    "/dashboard/property/my-listing",
    "/dashboard/property/add-listing",
    "/dashboard/subscription-plans",
    "/dashboard/property-requests",
  ]);
});

test("on a phone a project's unit types are cards with a full-width Reserve", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  const projects = (await (await request.get("/all-projects?perPage=1")).json()) as { data: { id: string }[] };
  await page.goto(`/properties/project/${projects.data[0]!.id}`);
  await hydrated(page);
  const reserve = page
    .getByRole("list", { name: "Unit types" })
    .getByRole("link", { name: /^Reserve/ })
    .first();
  await expect(reserve).toBeVisible();
  const box = (await reserve.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.width).toBeGreaterThan(250);
  await reserve.click();
  // Login by redirect (SPEC §4): a seeker sent to sign in comes back to the unit they chose, not to sale listings.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Username or email").fill("amaka");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/project-booking\/[^?]+\?unit=/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a 404 keeps the header, a search and the footer", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto("/no-such-page");
  await expect(page.getByText("This page could not be found")).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "PropertyNG home" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByRole("searchbox", { name: "Search homes" }).fill("duplex");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/properties\/sale\?q=duplex/);
});

test("every link in the header menu, the navigation and the footer opens a page that exists", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const hrefs = await page
    .locator("header a[href], footer a[href], nav a[href]")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const own = [...new Set(hrefs.filter((h) => h.startsWith("/")))];
  expect(own.length).toBeGreaterThan(5);
  // Content, search and offline pages are left to their own journeys; every other link must answer 200.
  const coming = /^\/(about|contact|news|articles|sell|properties$|offline|cookie-acceptance)/;
  for (const href of own.filter((h) => !coming.test(h))) expect((await request.get(href)).status(), href).toBe(200);
});

test("the phone results header is one sticky row (Filters · Sort · Map, chips sideways), the first home is above the fold, and the sheet counts live", async ({
  page,
}) => {
  for (const width of [320, 414]) {
    await page.setViewportSize({ width, height: 720 });
    await page.goto("/properties/rent?state=lagos&beds=2&max=5000000");
    await expect(page.getByTestId("phone-results-bar")).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `no sideways scroll at ${width}`,
    ).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto("/properties/rent?state=lagos&beds=2");
  await hydrated(page);
  const bar = page.getByTestId("phone-results-bar");
  // One row: Filters (n), Sort and Map side by side, the chips after them in the same scroller.
  const filters = bar.getByRole("button", { name: "Filters (1)" });
  const sort = bar.getByLabel("Sort by");
  const map = bar.getByRole("button", { name: "Map", exact: true });
  const boxes = await Promise.all([filters, sort, map].map(async (l) => (await l.boundingBox())!));
  for (const b of boxes) expect(Math.abs(b.y - boxes[0]!.y)).toBeLessThan(4);
  const chips = bar.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("button", { name: "Remove filter: 2+ beds" })).toBeVisible();
  expect(await chips.evaluate((el) => getComputedStyle(el).flexWrap)).toBe("nowrap");
  expect((await bar.boundingBox())!.height).toBeLessThan(64);
  // The first home's photo and price are above the fold.
  const first = page.locator("#results").getByRole("article").first();
  const price = (await first
    .getByText(/₦[\d,]+/)
    .first()
    .boundingBox())!;
  expect(price.y + price.height).toBeLessThanOrEqual(720);
  // The row stays under the header as the results scroll.
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThan(80);
  await expect(bar).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Filters: every filter in one sheet; "Show N results" counts as they change.
  await filters.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  const show = sheet.getByRole("button", { name: /^Show [\d,]+\+? results?$|^No matches/ });
  await expect(show).toBeVisible();
  const before = await show.textContent();
  await sheet.getByLabel("Keywords").fill("zzqx-no-such-word");
  await expect(show).toHaveText("No matches: show anyway");
  await sheet.getByLabel("Keywords").fill("");
  await expect(show).toHaveText(before!);
  await sheet.getByLabel("Bedrooms").selectOption("5");
  await expect(show).not.toHaveText(before!);
  await sheet.getByLabel("Maximum").fill("3,000,000");
  await show.click();
  await expect(page).toHaveURL(/beds=5/);
  await expect(page).toHaveURL(/max=3000000/);
  await expect(bar.getByRole("button", { name: "Filters (2)" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
