import { expect, test } from "@playwright/test";
import { acceptCookies, d1, logOut, mailedLink, openSignIn, signInWithModal } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("register → signed in → log out → log in with email → log in with username", async ({ page }) => {
  const tag = Date.now().toString(36);
  const email = `ada.${tag}@example.ng`;
  await page.goto("/");
  await page.getByRole("button", { name: "Create account" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");

  // Digits cannot be typed into the full name.
  await dialog.getByLabel("Full name").pressSequentially("Ada1 Obi");
  await expect(dialog.getByLabel("Full name")).toHaveValue("Ada Obi");
  await expect(dialog.getByText("Only alphabets are allowed.")).toBeVisible();

  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("123");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Must Be Minimum Of 6 Characters")).toBeVisible();
  await expect(dialog.getByText("You must agree to the privacy policy and terms of use.")).toBeVisible();

  await dialog.getByLabel("Password", { exact: true }).fill("secret-pass");
  await dialog.getByRole("checkbox").click();
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/register\?step=details/);
  await expect(page.getByRole("heading", { name: "Almost done, Ada" })).toBeVisible();
  await page.getByLabel("Phone number (optional)").fill("0803 555 0101");
  await page.getByLabel("Username (optional)").fill(`ada_${tag}`);
  await page.getByRole("button", { name: "Create account" }).click();

  // Standard accounts land on sale listings (SPEC §4), signed in.
  await expect(page).toHaveURL(/\/properties\/sale/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const stored = d1(`select first_name, last_name, phone, account_type from users where email = '${email}'`);
  expect(stored[0]).toEqual({ first_name: "Ada", last_name: "Obi", phone: "+2348035550101", account_type: "standard" });

  await logOut(page);

  await signInWithModal(page, email, "secret-pass");
  await expect(page).toHaveURL(/\/properties\/sale/);
  await expect(page.getByText("Welcome back, Ada!")).toBeVisible();
  await logOut(page);

  await signInWithModal(page, `ada_${tag}`, "secret-pass");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("a taken email is flagged while typing", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Create account" }).first().click();
  await page.getByRole("dialog").getByLabel("Email").fill("amaka@demo.propertyng.ng");
  await expect(page.getByRole("dialog").getByText("This Email Is Already Taken")).toBeVisible();
});

test("a wrong password says 'Wrong Username or Password'", async ({ page }) => {
  await page.goto("/");
  await signInWithModal(page, "tunde", "not-the-password");
  await expect(page.getByRole("dialog").getByText("Wrong Username or Password")).toBeVisible();
});

test("a brokerage lands on property requests; the /login page honours ?redirect for others", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill("lekkihomes");
  await page.getByLabel("Password", { exact: true }).fill("Demo@2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/property-requests$/);
  await expect(page.getByRole("heading", { name: "Property requests" })).toBeVisible();
  await logOut(page);

  await page.goto("/login?redirect=%2Fdashboard%2Fedit-profile");
  await page.getByLabel("Username or email").fill("abujaprime");
  await page.getByLabel("Password", { exact: true }).fill("Demo@2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/edit-profile$/);
});

test("a signed-out visit to the dashboard goes to /login with the redirect, whose form is in the server's HTML", async ({
  page,
}) => {
  const login = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/login" && r.request().resourceType() === "document",
  );
  await page.goto("/dashboard/edit-profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fedit-profile/);
  const html = await (await login).text();
  expect(html).toContain('data-ssr=""');
  expect(html).toMatch(/<form[^>]*aria-label="Sign in"/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // Signing in there goes back to the page asked for (typed and tapped as soon as the form shows).
  await page.getByLabel("Username or email").fill("abujaprime");
  await page.getByLabel("Password", { exact: true }).fill("Demo@2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/edit-profile$/);
});

test("password reset: request → emailed link → new password → sign in", async ({ page }) => {
  const tag = Date.now().toString(36);
  // A throwaway account keeps the demo logins intact.
  const res = await page.request.post("/v1/register", {
    data: {
      firstName: "Reset",
      lastName: "Tester",
      email: `reset.${tag}@example.ng`,
      password: "first-pass",
      agree: true,
    },
  });
  expect(res.status()).toBe(201);

  await page.goto("/");
  await openSignIn(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/amnesia\/request-reset/);
  await page.getByLabel("Email").fill(`reset.${tag}@example.ng`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();

  await expect.poll(() => mailedLink(`reset.${tag}@example.ng`, "password_reset")).toBeTruthy();
  const link = mailedLink(`reset.${tag}@example.ng`, "password_reset")!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill("second-pass");
  await page.getByLabel("Repeat new password").fill("second-pass");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Username or email").fill(`reset.${tag}@example.ng`);
  await page.getByLabel("Password", { exact: true }).fill("second-pass");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/properties\/sale/);

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("This reset link is invalid or has expired. Please request a new one.")).toBeVisible();
});

test("a revoked session sends the user to /login with the redirect (SPEC §8 401)", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill("cityscape");
  await page.getByLabel("Password", { exact: true }).fill("Demo@2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Hello, Ngozi" })).toBeVisible();

  // The session ends on the server (e.g. signed out on another device or password changed).
  const token = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("auth.token") ?? sessionStorage.getItem("auth.token") ?? "null"),
  );
  expect(
    (await page.request.post("/v1/secure/logout", { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);

  await page.goto("/dashboard/edit-profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fedit-profile/);
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
});
