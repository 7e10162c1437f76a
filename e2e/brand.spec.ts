import { expect, test } from "@playwright/test";
import { acceptCookies, hydrated } from "./support";

/** The face of the site at a phone's width: its own typeface, preloaded and without a shift, the logo mark and its icons, and /about's who and what "verified" means. */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("at 375 px the home page sets its own typeface, preloaded by the server-rendered HTML, without moving the layout", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const preload = /<link[^>]*rel="preload"[^>]*as="font"[^>]*href="([^"]+\.woff2)"/.exec(html)?.[1];
  expect(preload, "the first view preloads the typeface").toBeTruthy();
  const font = await request.get(preload!);
  expect(font.status()).toBe(200);
  expect((await font.body()).length).toBeLessThan(30 * 1024);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Source Sans 3 Variable"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Source Sans 3 Variable");
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.05);

  // The logo mark in the header, and the icons drawn from it.
  const home = page.getByRole("link", { name: "PropertyNG home" }).first();
  await expect(home).toBeVisible();
  await expect(home.locator("svg")).toBeVisible();
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { icons: { src: string }[] };
  for (const src of [...manifest.icons.map((i) => i.src), "/icons/apple-touch-icon.png", "/favicon.svg"]) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
  }
});

test("/about says who runs the platform and what verified means here", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 2, name: "Who runs PropertyNG" })).toBeVisible();
  const verified = page.getByRole("region", { name: "What “verified” means here" });
  await expect(verified).toContainText("National Identification Number (NIN)");
  await expect(verified).toContainText("a selfie");
  await expect(verified).toContainText("until 3 of their listings have been live");
  await expect(verified).toContainText("in the last 30 days");
  await expect(verified).toContainText("does not mean we inspected the property");
});
