import { expect, test } from "@playwright/test";
import { acceptCookies, adminSignIn, d1 } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

/** CAN_VIEW_REQUESTS gates the property requests page; nothing else opens for its holder. */
test("a staff member with only CAN_VIEW_REQUESTS sees property requests, filters and closes one, and is refused on projects", async ({
  page,
}) => {
  const tag = `e2e-req-${Date.now()}`;
  const note = `Three bedroom duplex near Ikeja GRA (${tag}).`;
  // A fresh request of the seeded standard account, so closing it leaves the seeded ones open for other journeys.
  d1(`INSERT INTO property_requests (id, user_id, intent, state_id, locality_id, type_id, bedrooms, budget_kobo, move_in_date, notes, status, created_at, updated_at)
      SELECT '${tag}', 'demo-standard', 'buy', s.id, NULL, NULL, 3, 90000000000, NULL, '${note}', 'open', ${Date.now()}, ${Date.now()} FROM states s WHERE s.slug = 'lagos'`);

  await adminSignIn(page, "tolu.requests");
  await expect(page).toHaveURL(/\/dashboard\/admin\/property-requests$/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText(["Property requests", "Services status", "Two-factor sign-in"]);

  await expect(page.getByRole("heading", { name: "Property requests" })).toBeVisible();
  await page.getByLabel("Looking to").selectOption("buy");
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await expect(page).toHaveURL(/intent=buy/);
  const item = page.getByRole("listitem").filter({ hasText: note });
  await expect(item).toBeVisible();
  await expect(item.getByText("tunde@demo.propertyng.ng")).toBeVisible();
  // Another intent hides it.
  await page.getByLabel("Looking to").selectOption("rent");
  await expect(page.getByText(note)).toHaveCount(0);
  await page.getByLabel("Looking to").selectOption("buy");

  await item.getByRole("button", { name: "Close" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason for closing").fill("Posted twice by the same seeker.");
  await dialog.getByRole("button", { name: "Close request" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel("Status").selectOption("closed");
  await expect(page.getByRole("listitem").filter({ hasText: note }).getByText("Closed", { exact: true })).toBeVisible();
  expect(d1(`SELECT status FROM property_requests WHERE id = '${tag}'`)[0]?.status).toBe("closed");

  await page.goto("/dashboard/admin/projects");
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/login$/);
});
