import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { acceptCookies, hydrated, watchConsole } from "./support";

/**
 * The area price guides on a phone: the half-hourly cron takes the medians (as Cloudflare's trigger would), the
 * footer leads to /prices, /prices/lagos/yaba shows the medians with their counts, server-rendered with its
 * Dataset JSON-LD and hydrated without a mismatch, and a row opens the matching search.
 */
test.use({ bypassCSP: true, viewport: { width: 375, height: 812 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

test("at 375 px, /prices/lagos/yaba shows the medians and opens the matching search", async ({ page, request }) => {
  test.setTimeout(120_000);
  // The cron step that keeps the guides (worker/jobs HOUSEKEEPING_STEPS "price-guides"); the busiest areas go first.
  await expect
    .poll(
      async () => {
        await request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/30 * * * *")}`);
        const res = await request.get("/v1/prices/guides/lagos/yaba");
        return res.ok() ? (await res.json()).refreshedAt : `status ${res.status()}`;
      },
      { timeout: 60_000, intervals: [1000, 2000, 5000] },
    )
    .toEqual(expect.any(Number));

  const problems = watchConsole(page);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Property prices by area" }).click();
  await expect(page).toHaveURL(/\/prices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Property prices by area" })).toBeVisible();
  await page.getByRole("link", { name: /^Yaba/ }).click();
  await expect(page).toHaveURL(/\/prices\/lagos\/yaba$/);

  // The page as a search engine and a phone get it: server-rendered, then hydrated with no console error.
  const html = await (await request.get("/prices/lagos/yaba", { headers: { accept: "text/html" } })).text();
  expect(html).toMatch(/>Yaba(<!-- -->)? property prices<\/h1>/);
  expect(html).toMatch(/data-testid="guide-median">₦[\d,]+/);
  await page.goto("/prices/lagos/yaba");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Yaba property prices" })).toBeVisible();
  const graph = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
      const v = JSON.parse(s.textContent ?? "{}");
      return v["@graph"] ?? [v];
    }),
  );
  expect(graph.find((x: { "@type": string }) => x["@type"] === "Dataset")).toMatchObject({
    name: "Property prices in Yaba, Lagos",
  });
  expect(graph.some((x: { "@type": string }) => x["@type"] === "BreadcrumbList")).toBe(true);

  // Medians with the count behind each; nothing wider than the phone.
  const rent = page.getByRole("region", { name: "Rent (per year)" });
  const first = rent.getByRole("link").first();
  await expect(first).toContainText(/₦[\d,]+/);
  await expect(first).toContainText(/\d+ listings?/);
  // Nothing of the guide is wider than the phone.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((e) => e.getBoundingClientRect().right > 375.5 && !e.closest(".sr-only"))
      .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""}`),
  );
  expect(wide).toEqual([]);
  await expect(page.getByRole("region", { name: "12-month trend" }).getByRole("img")).toBeVisible();
  expect(await axeViolations(page, ["serious", "critical"])).toEqual([]);

  // A row opens its matching search: the same place, kind and bedrooms.
  const href = (await first.getAttribute("href"))!;
  expect(href).toMatch(/^\/properties\/rent\?state=lagos&locality=yaba/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Yaba/);
  expect(problems).toEqual([]);
});
