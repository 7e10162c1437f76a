import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, acceptCookies } from "./support";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 375, height: 720 });
});

/** A visitor asked to sign in by "Save search" comes back to the same results, with the search saved. */
test("sign in from Save search: back on the results, the search saved", async ({ page }) => {
  await page.goto("/properties/rent?state=lagos&bedrooms=2");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username or email").fill("amaka");
  await dialog.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByText(`Search saved as “${heading}”.`)).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/rent\?.*state=lagos/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.goto("/dashboard/property/saved-searches");
  await expect(page.getByText(heading).first()).toBeVisible();
});

/** A visitor asked to sign in by the heart signs up instead, and lands back on the listing with it saved. */
test("sign up from the heart: back on the listing, the listing saved", async ({ page }) => {
  const tag = Date.now().toString(36);
  await page.goto("/properties/rent?state=lagos");
  const card = page.getByRole("article").first();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/properties\/property\//);
  const listing = new URL(page.url()).pathname;
  // The heart (a toggle, aria-pressed), not "Save search".
  const heart = page.locator('button[aria-pressed="false"]', { hasText: /^Save / }).first();
  const title = (await heart.textContent())!.trim().replace(/^Save /, "");
  await heart.click();

  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign up" }).click();
  await dialog.getByLabel("Full name").fill("Chiamaka Obi-Okafor");
  await dialog.getByLabel("Email").fill(`chiamaka.${tag}@example.ng`);
  await dialog.getByLabel("Password", { exact: true }).fill("secret-pass");
  await dialog.getByRole("checkbox").click();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Almost done, Chiamaka" })).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(new RegExp(`${listing}$`));
  await expect(page.getByRole("button", { name: `Remove ${title} from saved listings` }).first()).toBeVisible();
  await page.goto("/dashboard/property/saved-listings");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

/** A plain sign-in from the header is not sent to a page a dismissed prompt once asked for. */
test("a dismissed prompt does not steer a later sign-in", async ({ page }) => {
  // The header's own Sign in button shows from 640 px (on a phone it is in the menu).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/properties/rent?state=lagos");
  await page.getByRole("button", { name: "Save search" }).click();
  // The prompt is dismissed once it is there to dismiss (a tap before hydration opens it when the page is live).
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/about");
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username or email").fill("amaka");
  await dialog.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  // A seeker's own home after a plain sign-in (SPEC §4), and nothing was saved on the way.
  await expect(page).toHaveURL(/\/properties\/sale/);
  await expect(page.getByText(/Search saved as/)).toHaveCount(0);
});
