import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, adminSignIn, expectBooksBalance, hydrated, signIn, watchConsole } from "./support";

/**
 * Banner ads: a brokerage creates a banner and pays for it from the wallet; staff approve it; it
 * rotates in the home page's banner slot and a click on it is counted. A rejected banner's price goes back to the
 * wallet through the ledger, and the books still balance.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

// A real 1×1 PNG: the server decides a picture by its bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function walletBalance(page: Page) {
  await page.goto("/dashboard/wallet");
  const balance = page.getByTestId("wallet-balance");
  await expect(balance).toHaveText(/₦/);
  return (await balance.textContent())!;
}

async function createAndPay(page: Page, title: string) {
  await page.goto("/dashboard/marketing/banners");
  await page
    .getByRole("link", { name: /Create (a|your first) banner/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Create a banner ad" })).toBeVisible();
  await expect(page.getByTestId("banner-price")).toHaveText("₦15,000");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description (optional)").fill("Inspections every Saturday in Lekki Phase 1.");
  await page.getByLabel("Button link").fill("/sell");
  await page
    .getByLabel("Picture for computers (required)")
    .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Uploaded ✓")).toBeVisible();
  // The live preview shows the words at both heights.
  await expect(page.getByRole("figure", { name: "Preview" }).getByText(title)).toHaveCount(2);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByTestId("banner-pay-step")).toBeVisible();
  await page.getByRole("button", { name: "Pay ₦15,000 from wallet" }).click();
  await expect(page).toHaveURL(/\/dashboard\/marketing\/banners$/);
  const card = page.getByTestId("my-banner").filter({ hasText: title });
  await expect(card.getByTestId("banner-status")).toHaveText("Waiting for review");
  await expect(card.getByText("Our team checks every banner before it goes live")).toBeVisible();
}

async function staffPage(page: Page) {
  const admin = await page.context().browser()!.newContext();
  const p = await admin.newPage();
  await acceptCookies(p);
  await adminSignIn(p, "superadmin");
  return p;
}

test("a brokerage's banner, paid from the wallet and approved, rotates on the home page and its click is counted", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Lekki terraces open house ${Date.now().toString(36)}`;
  await signIn(page, "lekkihomes");
  await createAndPay(page, title);

  const staff = await staffPage(page);
  await staff.goto("/dashboard/admin/banners?status=waiting_review");
  const row = staff.getByTestId("admin-banner").filter({ hasText: title });
  await expect(row.getByText("Lekki Homes Realty")).toBeVisible();
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(row).toHaveCount(0);

  // An anonymous visitor: the new banner is first in the slot (height reserved), then the next one after 15 s.
  const visitor = await (await browser.newContext()).newPage();
  await acceptCookies(visitor);
  const problems = watchConsole(visitor);
  await visitor.clock.install();
  await visitor.goto("/");
  await hydrated(visitor);
  const slot = visitor.getByRole("region", { name: "Advertisement" });
  const ad = visitor.getByTestId("banner-ad");
  await expect(ad).toContainText(title);
  expect((await slot.boundingBox())!.height).toBe(90);
  await visitor.clock.fastForward(15_000);
  await expect(ad).not.toContainText(title);
  // Round the rotation back to it (the seed has two more live banners here).
  await expect(async () => {
    await visitor.clock.fastForward(15_000);
    await expect(ad).toContainText(title, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await ad.click();
  await expect(visitor).toHaveURL(/\/sell$/);
  expect(problems).toEqual([]);

  // The brokerage sees the click (and the views) in its figures.
  await expect(async () => {
    await page.goto("/dashboard/marketing/banners");
    const card = page.getByTestId("my-banner").filter({ hasText: title });
    await expect(card.getByTestId("banner-status")).toHaveText("Live", { timeout: 2_000 });
    await expect(card.locator("dd").nth(1)).toHaveText("1", { timeout: 2_000 });
    await expect(card.locator("dd").nth(0)).not.toHaveText("0", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // Phones get the 30 px slot.
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.goto("/");
  await expect(visitor.getByRole("region", { name: "Advertisement" })).toHaveCSS("height", "30px");
  // Closing hides this type of banner, and it stays hidden on the next page.
  await visitor.getByRole("button", { name: "Hide this ad" }).click();
  await visitor.goto("/about");
  await expect(visitor.getByTestId("banner-ad")).not.toContainText(title);
});

test("a rejected banner is refunded to the wallet through the ledger, with the reason shown", async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Ikoyi penthouse viewing ${Date.now().toString(36)}`;
  await signIn(page, "lekkihomes");
  const before = await walletBalance(page);
  await createAndPay(page, title);
  expect(await walletBalance(page)).not.toBe(before);

  // Until the review, the advertiser may still correct the words: the paid terms are shown, not offered.
  await page.goto("/dashboard/marketing/banners");
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  await expect(page.getByTestId("banner-terms")).toContainText("Runs 7 days");
  await expect(page.getByRole("radio")).toHaveCount(0);
  await page.getByLabel("Description (optional)").fill("Viewings every Sunday after church.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/marketing\/banners$/);
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  await expect(page.getByLabel("Description (optional)")).toHaveValue("Viewings every Sunday after church.");

  const staff = await staffPage(page);
  await staff.goto("/dashboard/admin/banners?status=waiting_review");
  const row = staff.getByTestId("admin-banner").filter({ hasText: title });
  await row.getByRole("button", { name: "Reject" }).click();
  const dialog = staff.getByRole("dialog");
  await dialog
    .getByLabel("Reason (the advertiser sees it)")
    .fill("The picture is too small to read: send one at least 1280 px wide.");
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);

  await page.goto("/dashboard/marketing/banners");
  const card = page.getByTestId("my-banner").filter({ hasText: title });
  await expect(card.getByTestId("banner-status")).toHaveText("Rejected");
  await expect(card.getByText("The picture is too small to read")).toBeVisible();
  await expect(card.getByText("₦15,000 went back to your wallet.")).toBeVisible();
  expect(await walletBalance(page)).toBe(before);
  expectBooksBalance();

  // Its money settled, staff may now delete it: it leaves the advertiser's list too.
  await staff.goto("/dashboard/admin/banners?status=rejected");
  const rejected = staff.getByTestId("admin-banner").filter({ hasText: title });
  await rejected.getByRole("button", { name: `Delete “${title}”` }).click();
  const confirm = staff.getByRole("dialog");
  await confirm.getByRole("button", { name: "Delete banner" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rejected).toHaveCount(0);
  await page.goto("/dashboard/marketing/banners");
  await expect(page.getByTestId("my-banner").filter({ hasText: title })).toHaveCount(0);
});

test("at 375 px, an agent who opens the banner pages reads who may advertise and a way on", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await signIn(page, "emeka.agent");
  for (const path of ["/dashboard/marketing/banners", "/dashboard/marketing/banners/create"]) {
    await page.goto(path);
    const notice = page.getByTestId("banner-access");
    await expect(notice).toContainText("Banner ads are for brokerages and property companies");
    await expect(page.getByText(/check your connection/)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
