import { expect, test } from "@playwright/test";
import { acceptCookies, d1, logOut, signIn } from "./support";

/**
 * After a completed inspection a seeker reviews the agent; the review shows as
 * "Verified inspection" with the right label on the agent page; the agent replies.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("after a completed inspection the seeker reviews the agent, the review is verified and labelled, the agent replies", async ({
  page,
}) => {
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

test("a buyer with a confirmed unit reservation reviews the project on its page; the developer replies from /dashboard/project/reviews", async ({
  page,
}) => {
  // The reservation: Tunde reserved a unit of one of Cityscape's projects and the developer confirmed it.
  const [project] = d1(
    "SELECT p.id, p.name, u.id AS unit FROM projects p JOIN project_units u ON u.project_id = p.id WHERE p.owner_id = 'demo-developer' AND p.listed = 1 AND p.deleted_at IS NULL ORDER BY p.id, u.id LIMIT 1",
  ) as { id: string; name: string; unit: string }[];
  const now = Date.now();
  d1(`INSERT INTO project_reservations (id, project_id, unit_id, seeker_id, developer_id, status, deposit_kobo, commission_bps, pay_with, paid_at, decided_at, decided_by, created_at, updated_at)
      VALUES ('e2e-res-${now}', '${project!.id}', '${project!.unit}', 'demo-standard', 'demo-developer', 'confirmed', 10000000, 1000, 'wallet', ${now}, ${now}, 'demo-developer', ${now}, ${now})`);
  const words = `Cityscape kept every date of the payment plan (${now}).`;

  await signIn(page, "tunde");
  await page.goto(`/properties/project/${project!.id}`);
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form).toContainText("Verified reservation");
  await form.getByRole("button", { name: "4 stars" }).click();
  await form.getByLabel("Your review").fill(words);
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Thank you for your review.")).toBeVisible();
  const mine = page.getByTestId("review").filter({ hasText: words });
  await expect(mine).toContainText("Verified reservation");
  await expect(page.getByTestId("review-statistics")).toBeVisible();
  await logOut(page);

  await signIn(page, "cityscape");
  await page.goto("/dashboard/project/reviews");
  await expect(page.getByRole("heading", { name: "Project reviews" })).toBeVisible();
  const received = page.getByTestId("review").filter({ hasText: words });
  await expect(received).toContainText(`About ${project!.name}`);
  await received.getByRole("button", { name: "Reply" }).click();
  await received.getByLabel("Your reply (once)").fill("Thank you Tunde, see you at the handover.");
  await received.getByRole("button", { name: "Post reply" }).click();
  await expect(received.getByTestId("review-reply")).toContainText("Thank you Tunde, see you at the handover.");
  await expect(received.getByTestId("review-reply")).toContainText("Reply from the developer");

  await page.goto(`/properties/project/${project!.id}`);
  await expect(page.getByTestId("review").filter({ hasText: words }).getByTestId("review-reply")).toContainText(
    "see you at the handover",
  );
});
