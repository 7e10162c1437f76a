import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { acceptCookies, adminSignIn, d1, hydrated, signIn } from "./support";

/**
 * WCAG 2.1 A/AA by axe-core on the discovery screens, as a seeker, a requester and a brokerage see them, at a
 * phone's and a desktop's width, with the filter sheet, the price popover and the map open: labels on every
 * input, names that include the visible text, AA contrast, valid ARIA. A rule that fails names the element.
 */

// axe is injected as a script; the pages' CSP (nonce-only scripts) would refuse it.
test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => acceptCookies(page));

const violations = (page: Page) => axeViolations(page);

const SEARCH = "/properties/rent?state=lagos&locality=lekki&beds=3&max=5000000";

test("home, the rent search with its sheet, popover and map, and a listing pass axe at 375 and 1280 px", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await hydrated(page);
    expect(await violations(page), `home at ${width}`).toEqual([]);

    await page.goto(SEARCH);
    await hydrated(page);
    await expect(page.locator("#results").getByRole("article").first()).toBeVisible();
    if (width >= 1024) {
      const map = page.getByTestId("results-map");
      await expect(map.locator(".pm-price, .pm-cluster").first()).toBeVisible();
      await expect(map.locator(".leaflet-control-attribution a").first()).toBeVisible();
    }
    expect(await violations(page), `rent search at ${width}`).toEqual([]);

    if (width < 768) {
      // Phones: one sticky row (Filters (n) · Sort · Map); every filter, price included, is in the Filters sheet.
      await page.getByRole("button", { name: /^Filters \(/ }).click();
      await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
      expect(await violations(page), `filters sheet at ${width}`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Filters" })).toHaveCount(0);
    } else {
      await page
        .getByRole("button", { name: "Price", exact: true })
        .or(page.getByRole("button", { name: /^Up to ₦/ }))
        .first()
        .click();
      await expect(page.getByRole("button", { name: "Apply price" })).toBeVisible();
      expect(await violations(page), `price popover at ${width}`).toEqual([]);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /^More filters/ }).click();
      await expect(page.getByRole("dialog", { name: "More filters" })).toBeVisible();
      expect(await violations(page), `more filters at ${width}`).toEqual([]);
      await page.keyboard.press("Escape");
    }

    const first = page.locator("#results").getByRole("article").first();
    await first.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/properties\/property\//);
    await hydrated(page);
    expect(await violations(page), `listing at ${width}`).toEqual([]);
  }
});

test("the signed-in discovery screens pass axe: saved listings and searches, compare, the request form and the brokerage's requests", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page, "amaka");
  // Something to compare, so the table is checked too.
  await page.goto(SEARCH);
  await hydrated(page);
  const cards = page.locator("#results").getByRole("article");
  for (let i = 0; i < 2; i++)
    await cards
      .nth(i)
      .getByRole("button", { name: /^Compare / })
      .click();
  for (const [path, ready] of [
    ["/dashboard/property/saved-listings", "Saved listings"],
    ["/dashboard/property/saved-searches", "Saved searches"],
    ["/dashboard/compare", "Compare listings"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: ready })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations(page), path).toEqual([]);
  }

  await signIn(page, "tunde");
  await page.goto("/properties/request-property");
  await expect(page.getByRole("button", { name: "Post my request" })).toBeVisible();
  expect(await violations(page), "request form").toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "lekkihomes");
  await page.goto("/dashboard/property-requests");
  await expect(page.getByRole("button", { name: /^Show contact/ }).first()).toBeVisible();
  expect(await violations(page), "property requests").toEqual([]);
});

test("the agents directory, an agent page's listing tabs, and the bookings and reviews dashboards pass axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/professionals/agents");
  await hydrated(page);
  expect(await violations(page), "agents directory").toEqual([]);
  await page
    .getByRole("link", { name: /Lekki Homes Realty/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/professionals\/agents\/.+/);
  await hydrated(page);
  await page.getByRole("tab", { name: /^For rent/i }).click();
  await expect(page.getByRole("tabpanel")).toBeVisible();
  expect(await violations(page), "agent page").toEqual([]);

  await signIn(page, "amaka");
  for (const [path, heading] of [
    ["/dashboard/bookings", "Bookings"],
    ["/dashboard/reviews", "Reviews"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations(page), path).toEqual([]);
  }
});

test("the content pages pass axe at 375 and 1280 px: about, contact, news, an article, sell and a guide, properties, cookies, offline, banner examples, test onboarding", async ({
  page,
}) => {
  const article = (
    (await (await page.request.get("/v1/content/articles?perPage=1")).json()) as { data: { slug: string }[] }
  ).data[0]!.slug;
  const paths = [
    "/about",
    "/contact",
    "/news",
    "/articles",
    `/articles/${article}`,
    "/sell",
    "/sell/guides/selling",
    "/properties",
    "/cookie-acceptance",
    "/offline",
    "/banner-examples",
    "/test-onboarding",
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      if (await page.evaluate(() => document.documentElement.hasAttribute("data-ssr"))) await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await violations(page), `${path} at ${width}`).toEqual([]);
    }
  }
});

test("the stay booking page passes axe at 375 and 1280 px, before and after dates are picked, and never scrolls sideways", async ({
  page,
}) => {
  const stay = d1(
    `SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id JOIN stay_settings s ON s.property_id = p.id
     WHERE p.listing_type = 'short_stay' AND p.status = 'active' AND u.username IN ('lekkihomes', 'abujaprime') ORDER BY p.id LIMIT 1`,
  )[0] as { id: string };
  await signIn(page, "amaka");
  const inDays = (n: number) =>
    new Date(Date.now() + 3600_000 + n * 86_400_000).toISOString().slice(0, 10).split("-").reverse().join("/");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/booking/${stay.id}`);
    const box = page.getByTestId("stay-book");
    await expect(box.getByRole("grid").first()).toBeVisible();
    await expect(page.getByTestId("stay-summary").getByRole("img")).toBeVisible();
    expect(await violations(page), `stay booking at ${width}`).toEqual([]);
    await box.getByLabel("Check-in").fill(inDays(240));
    await box.getByLabel("Check-out").fill(inDays(242));
    await expect(page.getByTestId("stay-breakdown")).toContainText("2 nights");
    expect(await violations(page), `stay booking with dates at ${width}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scroll at ${width}`,
    ).toBe(true);
  }
});

test("the banner pages pass axe at 375 and 1280 px: the brokerage's banners and create form, staff's list, house banner and edit forms, the home page's slot", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "lekkihomes");
  const staffContext = await browser.newContext({ bypassCSP: true });
  const staff = await staffContext.newPage();
  await acceptCookies(staff);
  await adminSignIn(staff, "superadmin");
  for (const width of [375, 1280]) {
    for (const p of [page, staff]) await p.setViewportSize({ width, height: 900 });
    for (const [path, heading] of [
      ["/dashboard/marketing/banners", "Banner ads"],
      ["/dashboard/marketing/banners/create", "Create a banner ad"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator(".animate-pulse")).toHaveCount(0);
      expect(await violations(page), `${path} at ${width}`).toEqual([]);
    }
    for (const [path, heading] of [
      ["/dashboard/admin/banners", "Banners"],
      ["/dashboard/admin/banners/create", "Create a house banner"],
      ["/dashboard/admin/banners/edit/seed-banner-lekki", "Edit banner"],
    ] as const) {
      await staff.goto(path);
      await expect(staff.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(staff.locator(".animate-pulse")).toHaveCount(0);
      expect(await violations(staff), `${path} at ${width}`).toEqual([]);
    }
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByTestId("banner-ad")).toBeVisible();
    expect(await violations(page), `home with its banner at ${width}`).toEqual([]);
  }
  await staffContext.close();
});
