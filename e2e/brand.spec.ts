import { expect, test } from "@playwright/test";
import { acceptCookies, hydrated } from "./support";

/** The face of the site at a phone's width: its own typeface from the second page on, without a shift, the logo mark and its icons, and /about's who and what "verified" means. */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("at 375 px a first visit paints in the fallback and fetches the typeface after the first view; the next page is in it from its first paint, nothing moving", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html, "the first view asks for no typeface").not.toMatch(/<link[^>]*as="font"/);
  const css = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
  const font = /url\(([^)]+\.woff2)\)/.exec(await (await request.get(css!)).text())?.[1];
  expect(font, "the stylesheet declares the typeface").toBeTruthy();
  const file = await request.get(font!);
  expect(file.status()).toBe(200);
  expect((await file.body()).length).toBeLessThan(30 * 1024);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; faceAtDcl: boolean };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("DOMContentLoaded", () => {
      w.faceAtDcl = document.documentElement.classList.contains("typeface");
    });
  });
  await page.goto("/");
  expect(await page.evaluate(() => (window as unknown as { faceAtDcl: boolean }).faceAtDcl)).toBe(false);
  await hydrated(page);
  // After the first view the file is fetched, not applied: this page keeps the face it was painted in.
  await page.waitForFunction(() =>
    [...document.fonts].some((f) => f.family.includes("Source Sans 3 Variable") && f.status === "loaded"),
  );
  await expect(page.locator("html")).not.toHaveClass(/\btypeface\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain("Source Sans 3 Variable");
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);

  // The browser holds the file now: the next page is in the typeface from its first paint.
  await page.goto("/properties/rent");
  expect(await page.evaluate(() => (window as unknown as { faceAtDcl: boolean }).faceAtDcl)).toBe(true);
  await hydrated(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Source Sans 3 Variable");
  expect(await page.evaluate(() => document.fonts.check('16px "Source Sans 3 Variable"'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);

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
