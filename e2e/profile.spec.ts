import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, d1 } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

const PASSWORD = "secret-pass";

/** A fresh account made through the API, then signed in through the real form. */
async function freshUser(page: Page) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `profile.${tag}@example.ng`;
  const res = await page.request.post("/v1/register", {
    data: { firstName: "Temi", lastName: "Ade", email, password: PASSWORD, agree: true, accountType: "standard" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { email };
}

test("edit names and phone, see them on the dashboard", async ({ page }) => {
  const { email } = await freshUser(page);
  await page.goto("/dashboard/edit-profile");
  const form = page.getByRole("form", { name: "Profile" });
  await expect(form.getByLabel("First name")).toHaveValue("Temi");

  await form.getByLabel("First name").fill("Chi1");
  await form.getByLabel("Phone").fill("12345");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Only alphabets are allowed.")).toBeVisible();
  await expect(form.getByText("Enter a Nigerian phone number, e.g. 0803 123 4567.")).toBeVisible();

  await form.getByLabel("First name").fill("Chiamaka");
  await form.getByLabel("Last name").fill("Eze");
  await form.getByLabel("Phone").fill("0809 876 5432");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(form.getByLabel("Phone")).toHaveValue("+2348098765432");
  expect(d1(`select first_name, last_name, phone from users where email = '${email}'`)[0]).toEqual({
    first_name: "Chiamaka",
    last_name: "Eze",
    phone: "+2348098765432",
  });

  await page.goto("/dashboard");
  await expect(page.getByText("Chiamaka Eze")).toBeVisible();
  await expect(page.getByText("+2348098765432")).toBeVisible();
});

test("delete an account: signed out, sent home, and the password no longer works", async ({ page }) => {
  const { email } = await freshUser(page);
  await page.goto("/dashboard/edit-profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await dialog.getByRole("button", { name: "Delete account permanently" }).click();
  await expect(dialog.getByText("Type DELETE to confirm.")).toBeVisible();

  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete account permanently" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
  expect(d1(`select count(*) as n from users where email = '${email}'`)[0]).toEqual({ n: 0 });

  await page.goto("/login");
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong Username or Password")).toBeVisible();
});
