import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, signIn, watchConsole } from "./support";

/** Money back to the card it came from; big sums by bank transfer to your own account number; USSD. */
test.beforeEach(async ({ page }) => acceptCookies(page));

const naira = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
const shown = (n: number) => `₦${n.toLocaleString("en-NG")}`;

async function balance(page: Page) {
  await page.goto("/dashboard/wallet");
  const el = page.getByTestId("wallet-balance");
  await expect(el).toBeVisible();
  return naira(await el.textContent());
}

test("at 375 px: top up ₦25,500,000 by bank transfer to your own account number (sandbox), then ₦20,000 by USSD", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = watchConsole(page);
  await signIn(page, "tunde");
  const start = await balance(page);

  await page.getByRole("button", { name: "Top up" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Bank transfer" }).click();
  const get = dialog.getByRole("button", { name: "Get your account number" });
  const number = dialog.getByTestId("virtual-account-number");
  await expect(get.or(number)).toBeVisible();
  if (await get.isVisible()) await get.click();
  await expect(number).toHaveText(/^\d{10}$/);
  await expect(dialog.getByTestId("virtual-account")).toContainText("Wema Bank");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await dialog.getByLabel("Amount to send (₦)").fill("25,500,000");
  await dialog.getByRole("button", { name: "Simulate a transfer" }).click();
  await expect(dialog.getByText(`${shown(25_500_000)} arrived`)).toBeVisible();

  // USSD: pick a bank, get the code, the sandbox's bank confirms it.
  await dialog.getByRole("tab", { name: "USSD" }).click();
  await dialog.getByLabel("Your bank").selectOption("737");
  await dialog.getByLabel("Amount (₦)").fill("20,000");
  await dialog.getByRole("button", { name: "Get the code to pay ₦20,000" }).click();
  await expect(dialog.getByTestId("ussd-code")).toHaveText(/^\*737\*000\*\d{4}#$/);
  await dialog.getByRole("button", { name: "Sandbox: complete it as if you dialled" }).click();
  await expect(dialog.getByText(`✓ ${shown(20_000)} added to your wallet.`)).toBeVisible();
  await page.keyboard.press("Escape");

  await expect(page.getByTestId("wallet-balance")).toHaveText(shown(start + 25_520_000));
  await expect(page.getByTestId("wallet-line").first()).toContainText("Wallet top-up by USSD");
  await expect(page.getByTestId("wallet-line").nth(1)).toContainText("Wallet top-up by bank transfer");
  await expect(page.getByTestId("wallet-line").nth(1)).toContainText(`+${shown(25_500_000)}`);
  expect(problems).toEqual([]);
});

test("money from a card goes back to that card: top up ₦10,000 by card, send ₦4,000 back to •••• 4081", async ({
  page,
}) => {
  await signIn(page, "amaka");
  const start = await balance(page);

  await page.getByRole("button", { name: "Top up" }).click();
  const topup = page.getByRole("dialog");
  await topup.getByLabel("Amount (₦)").fill("10,000");
  await topup.getByRole("button", { name: "Pay ₦10,000" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: "Pay ₦10,000" }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\/topup-callback\?reference=/);
  await page.getByRole("link", { name: "Back to my wallet" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText(shown(start + 10_000));

  const offer = page.getByTestId("card-refund-offer").first();
  await expect(offer).toContainText("₦10,000 paid with your card •••• 4081");
  await offer.getByLabel("Amount to send back (₦)").fill("4,000");
  await offer.getByRole("button", { name: "Send back to your card •••• 4081" }).click();
  await expect(page.getByTestId("card-refund").first()).toContainText("₦4,000 to your card •••• 4081");
  await expect(page.getByTestId("card-refund").first()).toContainText("Back on your card");
  await expect(page.getByTestId("wallet-balance")).toHaveText(shown(start + 6_000));
  await expect(page.getByTestId("wallet-line").first()).toContainText("Sent back to your card •••• 4081");

  // More than the card has left is refused on the page, with the reason.
  await offer.getByLabel("Amount to send back (₦)").fill("7,000");
  await expect(offer.getByRole("button", { name: "Send back to your card •••• 4081" })).toBeDisabled();
  await expect(offer.getByText(/You can send back at most ₦6,000 to this card/)).toBeVisible();

  // "Keep in your wallet" puts the offer away.
  await offer.getByRole("button", { name: "Keep in your wallet" }).click();
  await expect(page.getByText("₦10,000 paid with your card •••• 4081")).toHaveCount(0);
});
