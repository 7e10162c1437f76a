import { expect, test } from "@playwright/test";
import { acceptCookies, adminSignIn, signIn } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("a super admin broadcasts to brokerages; Send now delivers it and the demo brokerage sees it in the bell", async ({
  page,
  browser,
}) => {
  const title = `Open house weekend ${Date.now().toString(36)}`;
  await adminSignIn(page, "superadmin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Broadcast" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/broadcast-message$/);
  await expect(page.getByRole("heading", { name: "Broadcast message" })).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("List your open houses by Friday to be featured.");
  await page.getByLabel("Link (optional)").fill("/dashboard");
  await page.getByRole("checkbox", { name: "Brokerage" }).click();
  // The live count follows the segment (the seed has brokerages).
  await expect(page.getByTestId("audience")).toContainText(/About [1-9][\d,]* recipients?/);

  await page.getByRole("button", { name: "Review and send" }).click();
  const dialog = page.getByRole("dialog", { name: "Send this broadcast?" });
  await expect(dialog.getByText(title)).toBeVisible();
  await dialog.getByRole("button", { name: "Send broadcast" }).click();
  await expect(page.getByText("Broadcast queued")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Sending")).toBeVisible();

  // Send now delivers it at once, as the five-minute cron would, and the row turns to Sent.
  await row.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("Broadcast delivered")).toBeVisible();
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Send now" })).toHaveCount(0);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByRole("group", { name: "Delivery counts" })
      .or(page.getByRole("listitem").filter({ hasText: title }).locator("dl")),
  ).toContainText(/Delivered in-app\s*[1-9]/);

  const broker = await (await browser.newContext()).newPage();
  await acceptCookies(broker);
  await signIn(broker, "bola@lekkihomes.demo.ng");
  await broker.getByRole("button", { name: /^Notifications/ }).click();
  await expect(
    broker
      .getByRole("list", { name: "Notifications" })
      .getByText(`${title}: List your open houses by Friday to be featured.`),
  ).toBeVisible();
});
