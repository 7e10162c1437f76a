import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, acceptCookies, logOut, mailedLink, signIn } from "./support";

/** A developer creates a project with two unit types and photos, a sub account edits it, a seeker reserves a unit and pays the deposit through the sandbox. */
test.beforeEach(async ({ page }) => acceptCookies(page));

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwJfETMYxviH8OITBAtxmnf11wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgH6xciXE9LnogAAAABJRU5ErkJggg==",
  "base64",
);

async function fillUnit(page: Page, i: number, u: { type: string; price: string; total: string }) {
  await page.locator(`#u-type-${i}`).fill(u.type);
  await page.locator(`#u-price-${i}`).fill(u.price);
  await page.locator(`#u-total-${i}`).fill(u.total);
}

test("developer → sub account → seeker: create, edit, reserve and pay the deposit", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const name = `Journey Gardens ${tag}`;

  // 1. cityscape creates a project with two unit types and two photos.
  await signIn(page, "cityscape");
  // A developer's header offers Add project beside the account menu, which has it too.
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Add project" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("link", { name: "Add project" }).click();
  await expect(page).toHaveURL(/\/dashboard\/project\/add-projects/);
  await page.getByLabel("Project name").fill(name);
  await page
    .getByLabel("Description")
    .fill("Twelve terraces and four duplexes with solar power, a gatehouse and a play park.");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("Locality").selectOption({ label: "Lekki" });
  await page.getByLabel("Address").fill("Plot 9, Journey Close, Lekki");
  await page.getByRole("button", { name: "Next" }).click();
  await fillUnit(page, 0, { type: "3-bedroom terrace", price: "600000", total: "12" });
  await page.getByRole("button", { name: "Add another unit type" }).click();
  await fillUnit(page, 1, { type: "5-bedroom duplex", price: "1500000", total: "4" });
  await page.getByRole("button", { name: "Next" }).click();
  // The plan's terms, stated before anyone pays: grace days and a construction milestone that releases money.
  await page.getByLabel("Grace days after a due date").fill("10");
  await page.getByRole("button", { name: "Add a milestone" }).click();
  await page.getByLabel("Milestone", { exact: true }).fill("Roofing");
  await page.getByLabel("Share (%)").fill("30");
  await page.getByLabel("Photos").setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: PNG },
    { name: "side.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(page.getByText("2 uploaded; the first is the main photo.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Publish project" }).click();
  await expect(page).toHaveURL(/\/dashboard\/project\/edit-project\//);
  const projectId = new URL(page.url()).pathname.split("/").pop()!;
  // A success state with a link to the public page.
  await expect(page.getByText("✓ Your project is published")).toBeVisible();
  await expect(page.getByRole("link", { name: "View your public page" })).toHaveAttribute(
    "href",
    `/properties/project/${projectId}`,
  );

  // 2. cityscape invites a sub account that may edit projects.
  const email = `staff.${tag}@example.ng`;
  await page.goto("/dashboard/project/add-new-sub-account");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill("Chidi");
  await page.getByLabel("Last name").fill("Staff");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page).toHaveURL(/\/dashboard\/project\/view-accounts/);
  await expect(page.getByText(email)).toBeVisible();
  await logOut(page);

  await expect.poll(() => mailedLink(email, "sub_developer_invite")).toBeTruthy();
  const link = mailedLink(email, "sub_developer_invite")!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill("staff-pass-1");
  await page.getByLabel("Repeat new password").fill("staff-pass-1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, "staff-pass-1");

  // The sub account edits the project; the activity names it.
  await page.goto(`/dashboard/project/edit-project/${projectId}`);
  await page.getByLabel("Project name").fill(`${name} Phase 1`);
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByText("Your changes are live.")).toBeVisible();
  await expect(page.getByTestId("project-activity")).toContainText("Chidi Staff edited");
  await logOut(page);

  // 3. A seeker reserves a terrace and pays the deposit through the sandbox.
  await signIn(page, "amaka", DEMO_PASSWORD);
  await page.goto(`/properties/project/${projectId}`);
  await expect(page.getByRole("heading", { name: `${name} Phase 1` })).toBeVisible();
  await expect(page.getByTestId("plan-result")).toContainText("₦180,000");
  await expect(page.getByText(/Roofing 30% of what is held then/)).toBeVisible();
  await expect(page.getByText("An instalment not paid 10 days after its due date counts as missed.")).toBeVisible();
  await page
    .getByRole("row", { name: /3-bedroom terrace/ })
    .getByRole("link", { name: "Reserve" })
    .click();
  await expect(page).toHaveURL(/\/project-booking\//);
  await expect(page.getByTestId("deposit")).toContainText("₦180,000");
  await page.getByRole("button", { name: "Pay by card or transfer" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: "Pay ₦180,000" }).click();
  // Back through the callback, which verifies and goes straight on to the reservation (its "Deposit received" is
  // shown only while that page loads, and its address may already be gone): the journey waits for where the buyer lands.
  await expect(page).toHaveURL(/\/project-booking\/(payment\/booking-callback\?reference=|[^/?]+\?reservation=)/);
  await expect(page.getByRole("heading", { name: /Unit reserved · ₦180,000 held in escrow/ })).toBeVisible();
  await page.goto(`/properties/project/${projectId}`);
  await expect(page.getByRole("row", { name: /3-bedroom terrace/ })).toContainText("11 of 12");
  // The buyer finds the reservation again in /dashboard/bookings and opens it.
  await page.goto("/dashboard/bookings");
  const mine = page
    .getByTestId("reservations-list")
    .getByRole("link")
    .filter({ hasText: `${name} Phase 1` });
  await expect(mine).toContainText("3-bedroom terrace · deposit ₦180,000");
  await expect(mine).toContainText("Waiting for the developer");
  await mine.click();
  await expect(page).toHaveURL(new RegExp(`/project-booking/${projectId}\\?reservation=`));
  const reservationUrl = new URL(page.url());
  await logOut(page);

  // 4. The developer declines it: a dialog asks for the reason, which the buyer then reads.
  await signIn(page, "cityscape");
  await page.goto("/dashboard/project/my-projects");
  const waiting = page
    .getByRole("region", { name: "Reservations" })
    .getByRole("listitem")
    .filter({ hasText: `${name} Phase 1` });
  await waiting.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline this reservation?" });
  await expect(dialog).toContainText("goes back to their wallet");
  await dialog.getByRole("button", { name: "Decline reservation" }).click();
  await expect(dialog.getByText(/Say why you decline/)).toBeVisible();
  const reason = "This terrace was sold before your deposit arrived.";
  await dialog.getByLabel("Reason for declining").fill(reason);
  await dialog.getByRole("button", { name: "Decline reservation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Reservation declined", { exact: true })).toBeVisible();
  await expect(waiting).toContainText("Declined by the developer");
  await logOut(page);

  await signIn(page, "amaka", DEMO_PASSWORD);
  await page.goto(reservationUrl.pathname + reservationUrl.search);
  await expect(page.getByTestId("decline-reason")).toContainText(reason);
  await page.goto("/dashboard/bookings");
  await expect(
    page
      .getByTestId("reservations-list")
      .getByRole("link")
      .filter({ hasText: `${name} Phase 1` }),
  ).toContainText(`Declined: “${reason}”`);
});
