import { expect, test } from "@playwright/test";
import { acceptCookies, logOut, signIn } from "./support";

/**
 * A company without a plan answers a property request: the contact is behind a view it does not have, so it pays
 * for this one contact by card (the sandbox checkout), comes back, and sees the requester's phone and email.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("a company with no contact views pays for one requester's contact by card and sees it", async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const note = `Quiet street near Wuse market ${tag}`;
  // A seeker's request, posted through the form.
  await signIn(page, "tunde");
  await page.goto("/properties/request-property");
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("Budget (₦)").fill("3000000");
  await page.getByLabel("Anything else (optional)").fill(note);
  await page.getByRole("button", { name: "Post my request" }).click();
  await expect(page.getByText("Your request is posted")).toBeVisible();
  await logOut(page);

  // A new company, on no plan.
  const email = `company.${tag}@example.ng`;
  const password = "Company@2026";
  const reg = await page.request.post("/v1/register", {
    data: {
      firstName: "Ngozi",
      lastName: "Okafor",
      email,
      password,
      agree: true,
      accountType: "company",
      companyName: `Okafor Homes ${tag}`,
    },
  });
  expect(reg.status()).toBe(201);
  await signIn(page, email, password);
  await page.goto("/dashboard/property-requests");
  await expect(page.getByTestId("viewing-quota")).toContainText("Your plan has no contact views");
  const row = page.getByRole("listitem").filter({ hasText: note });
  await row.getByRole("button", { name: /^Show contact/ }).click();
  await expect(row.getByText("No contact views left on your plan.")).toBeVisible();
  await row.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: "Pay ₦1,000" }).click();
  await expect(page).toHaveURL(/\/dashboard\/property-requests\?/);
  await expect(page.getByText("Payment received")).toBeVisible();
  const paid = page.getByRole("listitem").filter({ hasText: note });
  await expect(paid.getByRole("link", { name: /@/ })).toBeVisible();
  await expect(paid.getByRole("button", { name: /^Show contact/ })).toHaveCount(0);
});
