import { expect, test } from "@playwright/test";
import { acceptCookies, hydrated, watchConsole } from "./support";

/**
 * On a phone (375 px): the home page's hero search, featured tabs, popular locations and
 * floating side bar; the listing page's contact bar with scroll-to-top in it. No hydration warnings.
 */
test.use({ viewport: { width: 375, height: 740 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("home on a phone: search rent in an area under a budget, featured tabs, popular locations, the side bar", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await hydrated(page);

  // Hero: the budget bands follow the mode.
  const form = page.getByRole("form", { name: "Search properties" });
  await form.locator("label", { hasText: "Buy" }).click();
  await expect(form.getByRole("radio", { name: "Buy" })).toBeChecked();
  await expect(
    form.getByLabel("Budget", { exact: true }).locator("option", { hasText: "Up to ₦50,000,000" }),
  ).toHaveCount(1);
  await form.locator("label", { hasText: "Rent" }).click();
  await expect(form.getByRole("radio", { name: "Rent" })).toBeChecked();
  // The same location typeahead as the properties filter bar.
  const place = form.getByRole("combobox", { name: "Location" });
  await place.fill("lek");
  await page.getByRole("option", { name: /^Lekki, Lagos/ }).click();
  await expect(place).toHaveValue("Lekki, Lagos");
  await form.getByLabel("Budget a year").selectOption({ label: "Up to ₦5,000,000" });
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/properties\/rent\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ state: "lagos", locality: "lekki", max: "5000000" });

  // Featured: tabs switch (click and arrow keys), each tab fetches its own kind.
  await page.goto("/");
  await hydrated(page);
  const tabs = page.getByRole("tablist", { name: "Featured listings" });
  await expect(tabs.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("article").first()).toBeVisible();
  const rentFetch = page.waitForRequest(
    (r) => r.url().includes("/v1/property/properties/featured") && r.url().includes("type=Rent"),
  );
  await tabs.getByRole("tab", { name: "For Rent" }).click();
  await rentFetch;
  await expect(tabs.getByRole("tab", { name: "For Rent" })).toHaveAttribute("aria-selected", "true");
  await expect(panel).toHaveAttribute(
    "aria-labelledby",
    (await tabs.getByRole("tab", { name: "For Rent" }).getAttribute("id")) ?? "",
  );
  await expect(panel.getByRole("article").first()).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Short Stay" })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: "Short Stay" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tabs.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

  // Two listings into the compare list, from the featured cards.
  for (let i = 0; i < 2; i++)
    await panel
      .getByRole("article")
      .nth(i)
      .getByRole("button", { name: /^Compare / })
      .click();

  // The floating side bar is not there at the top; after 150 px it is, with the compare count.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("navigation", { name: "Shortcuts" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  const bar = page.getByRole("navigation", { name: "Shortcuts" });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Agents" })).toHaveAttribute("href", "/professionals/agents");
  await expect(bar.getByRole("link", { name: "Compare (2 listings)" })).toHaveAttribute("href", "/dashboard/compare");
  await expect(bar.getByTestId("compare-count")).toHaveText("2");
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(740);
  const up = page.getByRole("button", { name: "Scroll to top" });
  await expect(up).toBeVisible();
  expect(overlaps(barBox, (await up.boundingBox())!)).toBe(false);
  // Saved, signed out: the sign-in prompt.
  await bar.getByRole("button", { name: /^Saved/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");

  // Popular locations (below the fold, loaded when scrolled near): counts, and links to the search pages.
  // Scrolled down as a person does (a jump to the very bottom lands in the tall phone footer, past the section's
  // reserved space and its load margin).
  const areas = page.getByRole("list", { name: "Popular areas" });
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(areas.getByRole("link").first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  const first = areas.getByRole("link").first();
  await expect(first).toHaveText(/, .+\d[\d,]* homes?/);
  expect(await first.getAttribute("href")).toMatch(
    /^\/properties\/(rent|sale|stay)\?state=[a-z0-9-]+&locality=[a-z0-9-]+$/,
  );
  // At the footer the side bar steps aside, so it never covers the page's last lines.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeHidden();
  const href = (await first.getAttribute("href"))!;
  await first.click();
  await expect(page).toHaveURL(href);

  expect(problems).toEqual([]);
});

test("listing page on a phone: the contact bar (call, WhatsApp, message, scroll-to-top)", async ({ page }) => {
  // A rental whose lister shares a phone number.
  const res = await page.request.post("/v1/properties/rent/search?page=1&perPage=20&sortBy=latest", { data: {} });
  const rows = ((await res.json()) as { data: { slug: string }[] }).data;
  let listing: { slug: string; title: string; agentContactInfo: { phone: string | null } } | undefined;
  for (const r of rows) {
    const d = (await (await page.request.get(`/v1/property/property/${r.slug}`)).json()) as typeof listing;
    if (d?.agentContactInfo.phone) {
      listing = d;
      break;
    }
  }
  expect(listing, "a seeded rental with a phone number").toBeTruthy();
  const problems = watchConsole(page);
  await page.goto(`/properties/property/${listing!.slug}`);
  await hydrated(page);

  // Past the agent card the bar holds the same three ways to get in touch.
  await page.evaluate(() => window.scrollTo(0, 1600));
  const bar = page.getByRole("region", { name: "Contact the lister" });
  await expect(bar).toBeVisible();
  const call = bar.getByRole("link", { name: /^Call / });
  expect(await call.getAttribute("href")).toMatch(/^tel:\+234\d{10}$/);
  const wa = new URL((await bar.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!);
  expect(wa.host).toBe("wa.me");
  expect(wa.pathname).toMatch(/^\/234\d{10}$/);
  expect(wa.searchParams.get("text")).toContain(listing!.title);
  expect(wa.searchParams.get("text")).toContain(`/properties/property/${listing!.slug}`);
  const barBox = (await bar.boundingBox())!;
  expect(Math.round(barBox.y + barBox.height)).toBe(740);

  // Scroll-to-top is the bar's last button, not one floating over the page.
  const up = page.getByRole("button", { name: "Scroll to top" });
  await expect(up).toHaveCount(1);
  await expect(bar.getByRole("button", { name: "Scroll to top" })).toBeVisible();
  const upBox = (await up.boundingBox())!;
  expect(upBox.y).toBeGreaterThanOrEqual(barBox.y);
  expect(upBox.y + upBox.height).toBeLessThanOrEqual(barBox.y + barBox.height);

  // The page ends with room for the bar: at the very bottom the footer's last line is above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeVisible();
  const copyright = page.getByText(/PropertyNG\. All rights reserved\./);
  const last = (await copyright.boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

  // Message opens the existing messaging flow: signed out, that is the sign-in prompt first.
  await bar.getByRole("button", { name: "Message" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  // On the agent card itself the bar steps aside (no duplicate buttons on screen).
  await page.keyboard.press("Escape");
  await page.getByRole("heading", { name: "Listed by" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  // Nor does a floating scroll-to-top take its place over the card (the page is near its top here).
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(150);
  await expect(up).toHaveCount(0);
  expect(problems).toEqual([]);
});
