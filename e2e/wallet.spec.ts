import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, adminSignIn, signIn, d1, DEMO_PASSWORD } from "./support";

/** The money journey with the local sandbox provider, the wallet showing each step. */
test.beforeEach(async ({ page }) => acceptCookies(page));

const naira = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function balance(page: Page) {
  await page.goto("/dashboard/wallet");
  const el = page.getByTestId("wallet-balance");
  await expect(el).toBeVisible();
  return naira(await el.textContent());
}

test("a brokerage tops up ₦50,000, subscribes from the wallet, boosts a listing that shows Sponsored first in search, and withdraws", async ({
  page,
}) => {
  await signIn(page, "lekkihomes");
  const start = await balance(page);

  // Top up ₦50,000: the sandbox checkout stands in for Paystack's.
  await page.getByRole("button", { name: "Top up" }).click();
  const topup = page.getByRole("dialog");
  await topup.getByLabel("Amount (₦)").fill("50,000");
  await topup.getByRole("button", { name: "Pay ₦50,000" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: "Pay ₦50,000" }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\/topup-callback\?reference=/);
  await expect(page.getByText("Your wallet was topped up")).toBeVisible();
  await page.getByRole("link", { name: "Back to my wallet" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText(`₦${(start + 50_000).toLocaleString("en-NG")}`);
  await expect(page.getByTestId("wallet-line").first()).toContainText("Wallet top-up");
  await expect(page.getByTestId("wallet-line").first()).toContainText("+₦50,000");

  // Subscribe to Premium from the wallet.
  await page.goto("/dashboard/subscription-plans");
  await expect(page.getByText("You are on Pro")).toBeVisible();
  await page.getByRole("link", { name: "Choose Premium" }).click();
  await page.getByRole("button", { name: "Pay ₦40,000 from wallet" }).click();
  await expect(page.getByText("You are on Premium")).toBeVisible();
  expect(await balance(page)).toBe(start + 10_000);
  await expect(page.getByTestId("wallet-line").first()).toContainText("Premium plan (monthly)");

  // Boost a listing from "My listings", paid from the wallet.
  await page.goto("/dashboard/property/my-listing");
  await page.getByRole("button", { name: "Boost", exact: true }).first().click();
  const boost = page.getByRole("dialog");
  await boost.getByRole("button", { name: "Pay ₦3,000 from wallet" }).click();
  await expect(page.getByText(/Boosted until/)).toBeVisible();
  const [boosted] = d1(
    "SELECT p.title, p.listing_type AS type, s.slug FROM boosts b JOIN properties p ON p.id = b.property_id JOIN states s ON s.id = p.state_id WHERE b.id <> 'seed-boost-1' ORDER BY b.created_at DESC LIMIT 1",
  ) as { title: string; type: string; slug: string }[];
  const path = boosted!.type === "short_stay" ? "stay" : boosted!.type;
  await page.goto(`/properties/${path}?state=${boosted!.slug}`);
  const cards = page.locator("article");
  await expect(cards.first()).toBeVisible();
  const titles = await cards.evaluateAll((els) =>
    els.map((e) => ({ text: e.textContent ?? "", sponsored: (e.textContent ?? "").includes("Sponsored Listing") })),
  );
  const at = titles.findIndex((t) => t.text.includes(boosted!.title));
  expect(at).toBeGreaterThanOrEqual(0);
  expect(titles[at]!.sponsored).toBe(true);
  // Sponsored first: nothing unsponsored ranks above it.
  expect(titles.slice(0, at).every((t) => t.sponsored)).toBe(true);
  expect(titles.filter((t) => t.sponsored).length).toBeLessThan(titles.length);
  expect(await balance(page)).toBe(start + 7_000);
  await expect(page.getByTestId("wallet-line").first()).toContainText("−₦3,000");

  // A bank account in the holder's own verified name.
  await page.getByRole("button", { name: "Add bank account" }).click();
  const add = page.getByRole("dialog");
  await add.getByLabel("Bank", { exact: true }).selectOption({ label: "Guaranty Trust Bank" });
  await add.getByLabel("Account number").fill("0123456789");
  await expect(add.getByText("BOLA ADEYEMI")).toBeVisible();
  await add.getByLabel("Your PropertyNG password").fill(DEMO_PASSWORD);
  await add.getByRole("button", { name: "Save account" }).click();
  await expect(page.getByRole("list", { name: "Saved bank accounts" })).toContainText(
    "Guaranty Trust Bank · 0123456789",
  );

  // Withdraw ₦10,000 to it.
  await page.getByRole("button", { name: "Withdraw" }).click();
  const wd = page.getByRole("dialog");
  await wd.getByLabel("Amount (₦)").fill("10000");
  await wd.getByRole("button", { name: "Withdraw ₦10,000" }).click();
  await expect(page.getByText("₦10,000 sent to Guaranty Trust Bank")).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText(`₦${(start - 3_000).toLocaleString("en-NG")}`);
  await expect(page.getByTestId("wallet-line").first()).toContainText("−₦10,000");
});

test("an admin refunds part of a plan payment to a user's wallet in two steps, and it reaches the activity log", async ({
  page,
}) => {
  await adminSignIn(page, "superadmin");
  await page.goto("/dashboard/admin/users?search=lekkihomes");
  await page.getByRole("link", { name: "Transactions" }).first().click();
  await expect(page.getByRole("heading", { name: /Transactions: Bola Adeyemi/ })).toBeVisible();
  const charge = page.getByTestId("admin-transaction").filter({ hasText: "Pro plan (monthly)" });
  await charge.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Amount (₦)").fill("5000");
  await dialog.getByLabel("Reason (kept in the activity log)").fill("Charged twice by mistake");
  await dialog.getByRole("button", { name: "Review refund" }).click();
  await expect(dialog.getByText("Refund ₦5,000?")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm refund" }).click();
  await expect(page.getByText(/Refunded ₦5,000/)).toBeVisible();
  await expect(page.getByTestId("admin-transaction").first()).toContainText("Refund: Charged twice by mistake");
  await page.goto("/dashboard/admin/activity-log");
  await expect(page.getByRole("list", { name: "Activity" }).getByText("Refunded a payment").first()).toBeVisible();
});

test("a developer pays for a plan by card through the sandbox and lands on the subscription callback", async ({
  page,
}) => {
  await signIn(page, "cityscape");
  await page.goto("/dashboard/subscription-plans");
  await page.getByRole("radio", { name: "yearly" }).click();
  await page.getByRole("link", { name: "Choose Developer Basic" }).click();
  await expect(page.getByText("₦200,000").first()).toBeVisible();
  await page.getByRole("button", { name: "Pay by card or transfer" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: "Pay ₦200,000" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription-plans\/subscription-callback\?reference=/);
  await expect(page.getByText("Payment received: your plan is active")).toBeVisible();
  await page.getByRole("link", { name: "See my plan" }).click();
  await expect(page.getByText("You are on Developer Basic")).toBeVisible();
  // The payment went through the wallet: credited, then the plan bought from it.
  expect(await balance(page)).toBe(250_000);
  await expect(page.getByTestId("wallet-line").first()).toContainText("Developer Basic plan (yearly)");
});
