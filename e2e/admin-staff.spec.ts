import { expect, test } from "@playwright/test";
import { acceptCookies, DEMO_PASSWORD, mailedLink, nextTotpCode, submitAdminLogin } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

const adminLogin = (
  page: import("@playwright/test").Page,
  username: string,
  password = DEMO_PASSWORD,
  totpSecret?: string,
) => submitAdminLogin(page, username, password, totpSecret);

test("a super admin creates a role and a staff member, who chooses a password from the mail and sees only what the role permits", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const roleName = `Writers ${tag}`;
  const email = `writer.${tag}@example.ng`;

  await adminLogin(page, "superadmin");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  const nav = page.getByRole("navigation", { name: "Admin" });

  // Roles editor: a role with CAN_VIEW_ARTICLES only.
  await nav.getByRole("link", { name: "Permissions" }).click();
  await expect(page.getByRole("heading", { name: "Roles and permissions" })).toBeVisible();
  await page.getByRole("button", { name: "New role" }).click();
  const roleDialog = page.getByRole("dialog");
  await roleDialog.getByLabel("Role name").fill(roleName);
  await roleDialog.getByRole("checkbox", { name: /CAN_VIEW_ARTICLES/ }).click();
  await roleDialog.getByRole("button", { name: "Create role" }).click();
  await expect(roleDialog).toBeHidden();
  await page.getByLabel("Search roles").fill(roleName);
  // The search lands in the URL (debounced) before the next navigation, so it cannot pull the page back.
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("heading", { name: new RegExp(roleName) })).toBeVisible();
  // The other direction: the new role is among those that grant CAN_VIEW_ARTICLES, with no staff yet.
  const holders = page.getByRole("list", { name: "Permissions and their holders" });
  await expect(
    holders.getByRole("listitem").filter({ hasText: "CAN_VIEW_ARTICLES" }).getByText(`${roleName} · 0 staff`),
  ).toBeVisible();

  // Teams: a staff member with that role.
  await nav.getByRole("link", { name: "Teams" }).click();
  await expect(page.getByRole("heading", { name: "Teams" })).toBeVisible();
  await page.getByRole("button", { name: "Add staff" }).click();
  const staffDialog = page.getByRole("dialog");
  await staffDialog.getByLabel("First name").fill("Chioma");
  await staffDialog.getByLabel("Last name").fill("Writer");
  await staffDialog.getByLabel("Email").fill(email);
  await staffDialog.getByLabel("Role").selectOption({ label: roleName });
  await staffDialog.getByRole("button", { name: "Create staff account" }).click();
  await expect(staffDialog).toBeHidden();
  await page.getByLabel("Search staff").fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("cell", { name: new RegExp(email) })).toBeVisible();
  await expect(page.getByRole("cell", { name: roleName })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();

  // The mailed link (never a password) lets the new staff member choose one.
  await expect.poll(() => mailedLink(email, "staff_invite")).toBeTruthy();
  const link = new URL(mailedLink(email, "staff_invite")!);
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill("Writer@2026");
  await page.getByLabel("Repeat new password").fill("Writer@2026");
  await page.getByRole("button", { name: "Save new password" }).click();
  // The invitation ends where staff sign in: the admin sign-in page, not the site's.
  await expect(page).toHaveURL(/\/dashboard\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();

  await adminLogin(page, email, "Writer@2026");
  await expect(page).toHaveURL(/\/dashboard\/admin\//);
  await expect(nav.getByRole("link", { name: "Services status" })).toBeVisible();
  for (const hidden of ["Dashboard", "Users", "Listings", "Teams", "Permissions", "Activity log"]) {
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
  await page.goto("/dashboard/admin/staffs");
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
});

test("a super admin deactivates and reactivates a staff member after confirming", async ({ page }) => {
  await adminLogin(page, "superadmin");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto("/dashboard/admin/staffs");
  await page.getByLabel("Search staff").fill("sade@demo.propertyng.ng");
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole("row", { name: /Sade Okafor/ });
  await expect(row).toBeVisible();
  // Leave it active whatever an earlier run did.
  if (await row.getByRole("button", { name: /^Activate/ }).isVisible()) {
    await row.getByRole("button", { name: /^Activate/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Activate" }).click();
  }
  await row.getByRole("button", { name: /^Deactivate/ }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByText("They are signed out everywhere at once")).toBeVisible();
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(row.getByText("deactivated")).toBeVisible();
  await row.getByRole("button", { name: /^Activate/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Activate" }).click();
  await expect(row.getByText("active", { exact: true })).toBeVisible();
});

test("a staff member whose role can create staff must turn on two-factor at first sign-in, then signs in with a code", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const roleName = `Team leads ${tag}`;
  const email = `lead.${tag}@example.ng`;

  await adminLogin(page, "superadmin");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Permissions" }).click();
  await page.getByRole("button", { name: "New role" }).click();
  const roleDialog = page.getByRole("dialog");
  await roleDialog.getByLabel("Role name").fill(roleName);
  await roleDialog.getByRole("checkbox", { name: /CAN_CREATE_STAFF/ }).click();
  await roleDialog.getByRole("button", { name: "Create role" }).click();
  await expect(roleDialog).toBeHidden();
  await nav.getByRole("link", { name: "Teams" }).click();
  await page.getByRole("button", { name: "Add staff" }).click();
  const staffDialog = page.getByRole("dialog");
  await staffDialog.getByLabel("First name").fill("Ifeoma");
  await staffDialog.getByLabel("Last name").fill("Lead");
  await staffDialog.getByLabel("Email").fill(email);
  await staffDialog.getByLabel("Role").selectOption({ label: roleName });
  await staffDialog.getByRole("button", { name: "Create staff account" }).click();
  await expect(staffDialog).toBeHidden();
  await page.getByRole("button", { name: "Log out" }).click();

  await expect.poll(() => mailedLink(email, "staff_invite")).toBeTruthy();
  const link = new URL(mailedLink(email, "staff_invite")!);
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill("Leader@2026");
  await page.getByLabel("Repeat new password").fill("Leader@2026");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/login$/);

  // First sign-in: password only, and the back office is the enrolment page until two-factor is on.
  await adminLogin(page, email, "Leader@2026");
  await expect(page).toHaveURL(/\/dashboard\/admin\/two-factor$/);
  await expect(page.getByText("Turn on two-factor sign-in to continue")).toBeVisible();
  await expect(nav.getByRole("link")).toHaveText(["Two-factor sign-in"]);
  await page.goto("/dashboard/admin/staffs");
  await expect(page).toHaveURL(/\/dashboard\/admin\/two-factor$/);

  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(await nextTotpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(nav.getByRole("link", { name: "Teams" })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();

  // From now on the sign-in asks for the code.
  await adminLogin(page, email, "Leader@2026", secret);
  await expect(page).toHaveURL(/\/dashboard\/admin\/(?!login|two-factor)/);
  await nav.getByRole("link", { name: "Teams" }).click();
  await expect(page.getByRole("heading", { name: "Teams" })).toBeVisible();
});
