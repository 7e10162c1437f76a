import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { acceptCookies, adminSignIn, d1, signIn } from "./support";

/**
 * Every page of the site, as the account that uses it sees it, at a desktop's and a phone's width: no serious or
 * critical WCAG 2.1 A/AA finding by axe-core. The other accessibility journeys look deeper at single screens
 * (sheets, popovers, maps open, every finding counted); this one makes sure no page is left out.
 */

// axe is injected as a script; the pages' CSP (nonce-only scripts) would refuse it.
test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => acceptCookies(page));

/** The page has stopped loading: its main region is there, no list is busy, the network has been quiet. */
async function settled(page: Page) {
  await expect(page.locator("main").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

/** Opens each path at 1280 px, checks it, narrows the same page to 375 px and checks it again. */
async function sweep(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await settled(page);
    for (const width of [1280, 375]) {
      if (width !== 1280) {
        await page.setViewportSize({ width, height: 800 });
        await page.waitForLoadState("networkidle");
      }
      for (const v of await axeViolations(page, ["serious", "critical"])) found.push(`${path} @${width}: ${v}`);
    }
  }
  expect(found).toEqual([]);
}

const one = (sql: string) => String(Object.values(d1(sql)[0] ?? {})[0] ?? "");

test("the public pages not opened elsewhere have no serious or critical finding at 1280 and 375 px", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = one("SELECT id FROM projects WHERE listed = 1 AND deleted_at IS NULL ORDER BY id LIMIT 1");
  await sweep(page, [
    "/properties/sale",
    "/properties/stay",
    "/properties/request-property",
    `/properties/project/${project}`,
    "/articles",
    "/help",
    "/privacy",
    "/terms",
    "/data-deletion",
    "/login",
    "/register",
    "/amnesia/request-reset",
    "/dashboard/admin/login",
  ]);
});

test("a seeker's, a brokerage's and a developer's dashboard pages have no serious or critical finding", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, "amaka");
  await sweep(page, [
    "/dashboard",
    "/dashboard/wallet",
    "/dashboard/bookings",
    "/dashboard/bookings/safety-tips",
    "/dashboard/orders",
    "/dashboard/messages",
    "/dashboard/reviews",
    "/dashboard/edit-profile",
    "/dashboard/kyc",
  ]);

  // The notifications panel, open over the dashboard.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.locator("#notifications-title")).toBeVisible();
  expect(await axeViolations(page, ["serious", "critical"]), "notifications panel").toEqual([]);
  await page.keyboard.press("Escape");

  await signIn(page, "lekkihomes");
  const listing = one(
    "SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.username = 'lekkihomes' AND p.status = 'active' ORDER BY p.id LIMIT 1",
  );
  const plan = one("SELECT id FROM subscription_plans WHERE role = 'brokerage' ORDER BY id LIMIT 1");
  await sweep(page, [
    "/dashboard",
    "/dashboard/property/my-listing",
    "/dashboard/property/add-listing",
    "/dashboard/questions",
    `/dashboard/property/edit-listing/${listing}`,
    "/dashboard/subscription-plans",
    `/dashboard/subscription-plans/${plan}`,
    "/dashboard/marketing/banners/create",
  ]);

  await signIn(page, "cityscape");
  const project = one(
    "SELECT p.id FROM projects p JOIN users u ON u.id = p.owner_id WHERE u.username = 'cityscape' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
  );
  await sweep(page, [
    "/dashboard/project/my-projects",
    "/dashboard/project/add-projects",
    `/dashboard/project/edit-project/${project}`,
    "/dashboard/project/reviews",
    "/dashboard/project/view-accounts",
    "/dashboard/project/add-new-sub-account",
  ]);
});

test("every admin page has no serious or critical finding at 1280 and 375 px", async ({ page }) => {
  test.setTimeout(420_000);
  await adminSignIn(page, "superadmin");
  const member = one("SELECT id FROM users WHERE username = 'amaka'");
  await sweep(page, [
    "/dashboard/admin",
    "/dashboard/admin/users",
    `/dashboard/admin/users/${member}`,
    "/dashboard/admin/create-user",
    "/dashboard/admin/staffs",
    "/dashboard/admin/permissions",
    "/dashboard/admin/two-factor",
    "/dashboard/admin/listings",
    "/dashboard/admin/listing-review",
    "/dashboard/admin/add-listing",
    "/dashboard/admin/projects",
    "/dashboard/admin/add-project",
    "/dashboard/admin/bookings",
    "/dashboard/admin/stay-claims",
    "/dashboard/admin/reports",
    "/dashboard/admin/reviews",
    "/dashboard/admin/kyc",
    "/dashboard/admin/property-requests",
    "/dashboard/admin/messages",
    "/dashboard/admin/contact-messages",
    "/dashboard/admin/broadcast-message",
    "/dashboard/admin/publications",
    "/dashboard/admin/publications/create",
    "/dashboard/admin/website-content",
    "/dashboard/admin/chatbot-analytics",
    "/dashboard/admin/activity-log",
    "/dashboard/admin/api-logs",
    "/dashboard/admin/services-status",
    "/dashboard/admin/settings",
  ]);
});
