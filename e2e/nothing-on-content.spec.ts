import { expect, test, type Locator, type Page } from "@playwright/test";
import { acceptCookies, hydrated } from "./support";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 375, height: 720 });
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b, "the element is on screen").not.toBeNull();
  return b!;
}

/** Scrolls until the end of the page's content (not the footer) is at the bottom of the screen. */
async function scrollToEndOfContent(page: Page) {
  await page.evaluate(() => {
    const main = document.getElementById("main")!;
    window.scrollTo(0, main.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
  });
}

test("the assistant's button never ends a page on its last control, and steps aside while a form is filled in", async ({
  page,
}) => {
  await page.goto("/properties/rent?q=zzqqxx-nothing-matches");
  await hydrated(page);
  const clear = page.getByRole("button", { name: "Clear all filters" });
  await expect(clear).toBeVisible();
  const ask = page.getByRole("button", { name: "Ask PropertyNG" });
  await scrollToEndOfContent(page);
  await expect(ask).toBeVisible();
  expect(overlap(await box(ask), await box(clear))).toBe(false);

  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill("Chiamaka Obi-Okafor");
  // While a field has focus (a phone's keyboard is up), the button is out of the form's way.
  await expect(ask).toHaveCount(0);
  await form.getByLabel("Email").fill("chiamaka@example.ng");
  await form.getByLabel("Your message").fill("Is the Lekki duplex still available for inspection this week?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  // A fresh form after sending: no "required" under the emptied fields.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(ask).toBeVisible();
});

test("a toast on a phone sits at the bottom, not over the page's heading", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const heading = page.getByRole("heading", { level: 1 }).first();
  const headingBox = await box(heading);
  // The footer's store buttons say the apps are coming soon (SPEC §8's info toast).
  await page.getByRole("button", { name: "App Store" }).click();
  const toast = page.getByText("This feature is coming soon!");
  await expect(toast).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const toastBox = await box(toast);
  expect(toastBox.y).toBeGreaterThan(720 / 2);
  expect(overlap(toastBox, headingBox)).toBe(false);
});
