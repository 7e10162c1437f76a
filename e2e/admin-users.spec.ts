import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, adminSignIn, d1 } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Gives `ownerId` a live rent listing titled `title`: a copy of a seeded one (the FTS and live-count triggers follow). */
function giveListing(ownerId: string, title: string, tag: string) {
  const cols = d1("PRAGMA table_info(properties)").map((c) => String(c.name));
  const now = Date.now();
  const value: Record<string, string> = {
    id: `'e2e-${tag}'`,
    slug: `'e2e-flat-${tag}'`,
    owner_id: `'${ownerId}'`,
    title: `'${title}'`,
    created_at: String(now),
    updated_at: String(now),
    confirmed_at: String(now),
    write_id: "NULL",
    premium_listing: "0",
  };
  d1(`INSERT INTO properties (${cols.join(", ")}) SELECT ${cols.map((c) => value[c] ?? c).join(", ")}
    FROM properties WHERE status = 'active' AND listing_type = 'rent' AND flagged_duplicate = 0 LIMIT 1`);
}

async function rentSearchShows(page: Page, word: string, title: string, shown: boolean) {
  await page.goto(`/properties/rent?q=${word}`);
  await expect(page.getByText(title).first()).toBeVisible({ visible: shown });
}

test("a super admin creates a user, finds them by filter, deactivates them (their listing leaves search) and reactivates them", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const word = `zq${tag}`;
  const title = `Journey ${word} flat`;
  await adminSignIn(page, "superadmin");

  await page.goto("/dashboard/admin/create-user");
  await page.getByLabel("Account type").selectOption("brokerage");
  await page.getByLabel("First name").fill("Tobi");
  await page.getByLabel("Last name").fill("Adewale");
  await page.getByLabel("Email").fill(`tobi-${tag}@example.ng`);
  await page.getByLabel("Phone").fill("+234 803 555 0101");
  await page.getByLabel("Username").fill(`tobi_${tag}`);
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Tobi Adewale" })).toBeVisible();
  const userId = page.url().split("/").pop()!;
  giveListing(userId, title, tag);
  await rentSearchShows(page, word, title, true);

  // Found through the filters (kept in the URL).
  await page.goto("/dashboard/admin/users");
  await page.getByLabel("Account type").selectOption("brokerage");
  await page.getByLabel("Status").selectOption("active");
  await page.getByLabel("Search users").fill(`tobi_${tag}`);
  await expect(page).toHaveURL(/accountType=brokerage/);
  const row = page.getByTestId("admin-user-row").filter({ hasText: `tobi-${tag}@example.ng` });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: "Tobi Adewale" }).click();

  await page.getByRole("button", { name: "Deactivate" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason for deactivating").fill("Journey test: fake listings reported");
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByTestId("user-status")).toHaveText("deactivated");
  await expect(page.getByText("Journey test: fake listings reported")).toBeVisible();
  await rentSearchShows(page, word, title, false);

  await page.goto(`/dashboard/admin/users/${userId}`);
  await page.getByRole("button", { name: "Activate" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByTestId("user-status")).toHaveText("active");
  await rentSearchShows(page, word, title, true);

  // Asked by phone to close the account: deleted for them after confirming; the listing leaves search for good.
  await page.goto(`/dashboard/admin/users/${userId}`);
  await page.getByRole("button", { name: "Delete account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Tobi's account?" });
  await confirm.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users(\?|$)/);
  await expect(page.getByText("Account deleted. Its owner was told by email.")).toBeVisible();
  await rentSearchShows(page, word, title, false);
});
