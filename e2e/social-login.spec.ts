import { expect, test } from "@playwright/test";
import { acceptCookies, d1, openSignIn } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("Continue with Google (local sandbox) → signed in as a new standard account", async ({ page }) => {
  const email = `social.${Date.now().toString(36)}@example.ng`;
  await page.goto("/");
  await openSignIn(page);
  await page.getByRole("dialog").getByRole("link", { name: "Continue with Google" }).click();

  await expect(page.getByRole("heading", { name: "Sandbox sign-in (no real Google)" })).toBeVisible();
  await page.getByLabel("Full name").fill("Chidi Okeke");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue as this Google user" }).click();

  // Login by redirect without a redirect lands on /dashboard (SPEC §4), signed in, with no token left in the address bar.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  expect(page.url()).not.toContain("token=");
  const rows = d1(
    `select u.first_name, u.account_type, i.provider from users u join user_identities i on i.user_id = u.id where u.email = '${email}'`,
  );
  expect(rows).toEqual([{ first_name: "Chidi", account_type: "standard", provider: "google" }]);
});

test("a cancelled Facebook sign-in comes back to /login with a message", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Facebook" }).click();
  await expect(page.getByRole("heading", { name: "Sandbox sign-in (no real Facebook)" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/login\?error=social/);
  await expect(page.getByRole("alert")).toHaveText(
    "Social sign-in was cancelled. You can try again or use your password.",
  );
});
