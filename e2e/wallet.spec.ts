import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, DEMO_PASSWORD } from "./support";

/** Issue 11 "Must show": the money journey with the local sandbox provider, the wallet showing each step. */
test.beforeEach(async ({ page }) => acceptCookies(page));

const naira = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function balance(page: Page) {
  await page.goto("/dashboard/wallet");
  const el = page.getByTestId("wallet-balance");
  await expect(el).toBeVisible();
  return naira(await el.textContent());
}

test("a brokerage tops up ₦50,000 with the sandbox, saves its bank account and withdraws", async ({ page }) => {
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

  // A bank account in the holder's own verified name.
  await page.getByRole("button", { name: "Add bank account" }).click();
  const add = page.getByRole("dialog");
  await add.getByLabel("Bank", { exact: true }).selectOption({ label: "Guaranty Trust Bank" });
  await add.getByLabel("Account number").fill("0123456789");
  await expect(add.getByText("BOLA ADEYEMI")).toBeVisible();
  await add.getByLabel("Your PropertyNG password").fill(DEMO_PASSWORD);
  await add.getByRole("button", { name: "Save account" }).click();
  await expect(page.getByRole("list", { name: "Saved bank accounts" })).toContainText("Guaranty Trust Bank · 0123456789");

  // Withdraw ₦10,000 to it.
  await page.getByRole("button", { name: "Withdraw" }).click();
  const wd = page.getByRole("dialog");
  await wd.getByLabel("Amount (₦)").fill("10000");
  await wd.getByRole("button", { name: "Withdraw ₦10,000" }).click();
  await expect(page.getByText("₦10,000 sent to Guaranty Trust Bank")).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText(`₦${(start + 40_000).toLocaleString("en-NG")}`);
  await expect(page.getByTestId("wallet-line").first()).toContainText("−₦10,000");
});
