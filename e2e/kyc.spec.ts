import { expect, test, type Browser, type Page } from "@playwright/test";
import { acceptCookies, adminSignIn, d1 } from "./support";

/** A broker submits KYC, a reviewer approves it, the badge shows and "Verify ID" goes. */
test.beforeEach(async ({ page }) => acceptCookies(page));

const PASSWORD = "secret-pass";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function adminPage(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage();
  await acceptCookies(page);
  await adminSignIn(page, username);
  return page;
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

test("a brokerage submits KYC, the super admin approves it, and the broker is verified", async ({ page, browser }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `kyc.${tag}@example.ng`;
  const reg = await page.request.post("/v1/register", {
    data: {
      firstName: "Chidi",
      lastName: "Okafor",
      email,
      password: PASSWORD,
      agree: true,
      accountType: "brokerage",
      companyName: "Okafor Realty",
    },
  });
  expect(reg.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto("/dashboard");
  await sidebar(page).getByRole("link", { name: "Verify ID" }).click();
  await expect(page.getByRole("heading", { name: "Verify your identity" })).toBeVisible();
  const form = page.getByRole("form", { name: "Identity verification" });
  await form.getByLabel("ID type").selectOption("nin");
  await form.getByLabel("ID number").fill("1234");
  await form.getByRole("button", { name: "Submit for verification" }).click();
  await expect(form.getByText("A NIN is 11 digits.")).toBeVisible();
  await expect(form.getByText("Add a photo of your ID document.")).toBeVisible();
  await expect(form.locator("#kyc-selfie")).toHaveAttribute("capture", "user");

  await form.getByLabel("ID number").fill("123 4567 8901");
  await form.locator("#kyc-document").setInputFiles({ name: "nin-slip.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("kyc-document-preview")).toBeVisible();
  await form.locator("#kyc-selfie").setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("kyc-selfie-preview")).toBeVisible();
  await form.getByRole("button", { name: "Submit for verification" }).click();
  await expect(page.getByText("Your documents are being reviewed")).toBeVisible();
  await expect(page.getByText("ending in 8901")).toBeVisible();
  expect(
    d1(`select template from email_outbox where to_address = '${email}' and template = 'kyc_received'`),
  ).toHaveLength(1);

  // The company registration number card (brokerage).
  await page.getByLabel("RC or BN number").fill("rc 7654321");
  await page.getByRole("button", { name: "Check and save" }).click();
  await expect(page.getByText("Registration number verified")).toBeVisible();
  await expect(page.getByLabel("RC or BN number")).toHaveValue("RC 7654321");

  const admin = await adminPage(browser, "superadmin");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "KYC verification" }).click();
  await expect(admin.getByRole("heading", { name: "KYC verification" })).toBeVisible();
  const card = admin.getByTestId("kyc-submission").filter({ hasText: email });
  await expect(card.getByText("12345678901")).toBeVisible();
  // Both pictures load through the admin token as blobs, side by side.
  await expect(card.getByTestId("kyc-admin-document")).toHaveAttribute("src", /^blob:/);
  await expect(card.getByTestId("kyc-admin-selfie")).toHaveAttribute("src", /^blob:/);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Identity verified")).toBeVisible();
  await expect(admin.getByTestId("kyc-submission").filter({ hasText: email })).toHaveCount(0);
  await admin.getByRole("tab", { name: "Verified" }).click();
  await expect(admin.getByTestId("kyc-submission").filter({ hasText: email }).getByText("Verified")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("kyc-verified-badge")).toBeVisible();
  await expect(page.getByText("Your identity is verified")).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Verify ID" })).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Verify ID" })).toHaveCount(0);
  expect(d1(`select kyc_verified from users where email = '${email}'`)[0]).toEqual({ kyc_verified: 1 });
});

test("a staff admin without CAN_VERIFY_KYC sees no KYC menu item, and the page and API refuse", async ({ browser }) => {
  const staff = await adminPage(browser, "kemi.staff");
  const menu = staff.getByRole("navigation", { name: "Admin" });
  await expect(menu.getByRole("link", { name: "Listings" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "KYC verification" })).toHaveCount(0);
  await staff.goto("/dashboard/admin/kyc");
  await expect(staff.getByText("You don't have access to this page")).toBeVisible();
  await expect(staff.getByRole("heading", { name: "KYC verification" })).toHaveCount(0);
  const token = await staff.evaluate(() => {
    for (const store of [sessionStorage, localStorage])
      for (const k of Object.keys(store)) if (/token/i.test(k)) return JSON.parse(store.getItem(k) ?? "null") as string;
    return null;
  });
  expect(token).toBeTruthy();
  const res = await staff.request.get("/admin/api/kyc", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  const review = await staff.request.post("/admin/api/users/demo-brokerage/verify-kyc", {
    headers: { authorization: `Bearer ${token}` },
    data: { action: "approve" },
  });
  expect(review.status()).toBe(403);
});
