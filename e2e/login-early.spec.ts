import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, DEMO_PASSWORD } from "./support";

/**
 * /login is server-rendered, so its form is on screen before the app's JavaScript has arrived
 * (a slow phone: seconds). A sign-in typed and tapped in that moment must not be lost.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

/** Holds the app's scripts until `release()`, as a slow network would. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a sign-in tapped before the scripts arrive signs in once they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login?redirect=%2Fdashboard%2Fedit-profile", { waitUntil: "commit" });
  await page.getByLabel("Username or email").fill("abujaprime");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  release();
  await expect(page).toHaveURL(/\/dashboard\/edit-profile$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("Enter in the password field before the scripts arrive signs in too", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Username or email").fill("lekkihomes");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  release();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("a sign-in tapped while the page hydrates signs in", async ({ page }) => {
  await page.goto("/login?redirect=%2Fdashboard%2Fedit-profile", { waitUntil: "commit" });
  await page.getByLabel("Username or email").fill("abujaprime");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/edit-profile$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});
