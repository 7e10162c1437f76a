import { expect, test } from "@playwright/test";
import { acceptCookies, d1, logOut, signIn } from "./support";

/**
 * Issue 15 "Must show": after a completed inspection a seeker reviews the agent; the review shows as
 * "Verified inspection" with the right label on the agent page; the agent replies.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("after a completed inspection the seeker reviews the agent, the review is verified and labelled, the agent replies", async ({ page }) => {
  // The inspection: Tunde inspected one of Abuja Prime's listings and the agent entered his code (completed).
  const booking = `e2e-insp-${Date.now()}`;
  d1(`INSERT INTO inspection_bookings (id, property_id, seeker_id, agent_id, slot_start, status, fee_kobo, commission_bps, pay_with, code, initiated_at, created_at, updated_at)
      SELECT '${booking}', p.id, 'demo-standard', 'demo-company', ${Date.now() - 86_400_000}, 'completed', 500000, 1000, 'wallet', '123456', ${Date.now()}, ${Date.now()}, ${Date.now()}
      FROM properties p WHERE p.owner_id = 'demo-company' AND p.status = 'active' ORDER BY p.id LIMIT 1`);
  const words = `Ibrahim showed us the Wuse flat on time (${Date.now()}).`;

  await signIn(page, "tunde");
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Broker" }).click();
  await expect(page).toHaveURL(/\/professionals\/agents/);
  await page.getByPlaceholder(/Name or locality/).fill("Abuja Prime");
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByTestId("agent-card").filter({ hasText: "Abuja Prime" });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Company");
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/professionals\/agents\/demo-company$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Abuja Prime Properties Ltd");

  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form).toContainText("Verified inspection");
  await form.getByRole("button", { name: "5 stars" }).click();
  await expect(form).toContainText("Excellent");
  await form.getByLabel("Your review").fill(words);
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Thank you for your review.")).toBeVisible();

  const mine = page.getByTestId("review").filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText("Verified inspection");
  await expect(mine).toContainText("Excellent");
  await expect(mine).toContainText("Tunde B.");
  await logOut(page);

  await signIn(page, "abujaprime");
  await page.goto("/dashboard/reviews");
  const received = page.getByTestId("review").filter({ hasText: words });
  await expect(received).toBeVisible();
  await received.getByRole("button", { name: "Reply" }).click();
  await received.getByLabel("Your reply (once)").fill("Thank you Tunde, welcome to Wuse!");
  await received.getByRole("button", { name: "Post reply" }).click();
  await expect(received.getByTestId("review-reply")).toContainText("Thank you Tunde, welcome to Wuse!");
  await expect(received.getByRole("button", { name: /reply/i })).toHaveCount(0);

  await page.goto("/professionals/agents/demo-company");
  const shown = page.getByTestId("review").filter({ hasText: words });
  await expect(shown.getByTestId("review-reply")).toContainText("Thank you Tunde");
  await expect(page.getByTestId("review-statistics")).toBeVisible();
});
