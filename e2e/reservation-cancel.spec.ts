import { expect, test } from "@playwright/test";
import { acceptCookies, signIn, watchConsole } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * On a phone, a buyer pays a unit's deposit by card, changes their mind and cancels: the page says the whole
 * deposit is back in their wallet (the policy for a reservation the developer has not confirmed) and offers to
 * send it on to the card that paid it.
 */
test("a buyer cancels a reservation and sees the deposit returned", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 720 });
  const problems = watchConsole(page);
  const projects = (await (await request.get("/all-projects?perPage=12")).json()) as {
    data: { id: string }[];
  };
  await signIn(page, "amaka");
  // The first project whose developer takes reservations and has a unit left.
  let opened = false;
  for (const p of projects.data) {
    await page.goto(`/project-booking/${p.id}`);
    await expect(page.getByRole("heading", { name: "Reserve a unit" })).toBeVisible();
    if (await page.getByRole("button", { name: "Pay by card or transfer" }).isVisible()) {
      opened = true;
      break;
    }
  }
  expect(opened, "a seeded project takes reservations").toBe(true);
  const deposit = (await page.getByTestId("deposit").locator("strong").textContent())!;
  await page.getByRole("button", { name: "Pay by card or transfer" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: `Pay ${deposit}` }).click();
  await expect(
    page.getByRole("heading", { name: new RegExp(`Unit reserved · ${deposit} held in escrow`) }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Cancel reservation" }).click();
  const status = page.getByTestId("reservation-status");
  await expect(status).toContainText("Reservation: cancelled");
  await expect(status).toContainText(`${deposit} is back in your wallet: the whole deposit`);
  await expect(page.getByRole("button", { name: "Cancel reservation" })).toHaveCount(0);
  // The deposit came from a card: sending it back there is offered here, not only in the wallet.
  await expect(page.getByText("Send money back to your card")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Send back to your card/ }).first()).toBeVisible();
  expect(problems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
});
