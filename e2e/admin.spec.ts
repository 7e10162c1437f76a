import { expect, test } from "@playwright/test";
import { acceptCookies, DEMO_PASSWORD, signInWithModal, submitAdminLogin } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

const adminLogin = (page: import("@playwright/test").Page, username: string) => submitAdminLogin(page, username);

test("an admin is refused on the public form and gets in at the admin login", async ({ page }) => {
  await page.goto("/");
  await signInWithModal(page, "superadmin", DEMO_PASSWORD);
  await expect(page.getByRole("dialog").getByText("You need to login with the admin url")).toBeVisible();

  await adminLogin(page, "superadmin");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("EP", { exact: true })).toBeVisible();
  await expect(page.getByTestId("admin-account-type")).toHaveText("Super admin");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await page.getByLabel("Search users").fill("lekkihomes");
  await expect(page.getByRole("cell", { name: "bola@lekkihomes.demo.ng" })).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/login$/);
});

test("a staff admin sees only permitted pages and is refused elsewhere", async ({ page }) => {
  await adminLogin(page, "kemi.staff");
  // Kemi's role allows listings moderation and the activity log: the first permitted page opens.
  await expect(page).toHaveURL(/\/dashboard\/admin\/listings$/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Activity log" }).click();
  await expect(
    page.getByRole("list", { name: "Activity" }).getByText("Signed in to the admin area").first(),
  ).toBeVisible();

  await page.goto("/dashboard/admin/users");
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/login$/);
});

test("staff open the deposit claims queue from the admin menu", async ({ page }) => {
  await adminLogin(page, "superadmin");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Deposit claims" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/stay-claims$/);
  await expect(page.getByRole("heading", { name: "Deposit claims" })).toBeVisible();
  // The seed has no claimed deposit unless an earlier run filed one: either the empty state or claims to decide.
  await expect(
    page.getByText("No open deposit claims").or(page.getByRole("button", { name: "Decide" }).first()),
  ).toBeVisible();
});

test("staff add a project on a developer's behalf; it is the developer's and opens publicly", async ({ page }) => {
  const name = `Behalf Court ${Date.now().toString(36)}`;
  await adminLogin(page, "superadmin");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Add project" }).click();
  await expect(page.getByRole("heading", { name: "Add a project for a developer" })).toBeVisible();
  await page.getByLabel("Find the developer").fill("cityscape");
  await expect(
    page.getByLabel("Developer", { exact: true }).locator("option", { hasText: "Cityscape Developers" }),
  ).toHaveCount(1);
  await page
    .getByLabel("Developer", { exact: true })
    .selectOption({ label: "Cityscape Developers · ngozi@cityscape.demo.ng (developer)" });
  await page.getByLabel("Project name").fill(name);
  await page
    .getByLabel("Description")
    .fill("Eight terraces with a gatehouse, solar street lights and a borehole, ready in 2027.");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("Locality").selectOption({ label: "Lekki" });
  await page.getByLabel("Address").fill("Plot 4, Behalf Close, Lekki");
  await page.getByRole("button", { name: "Next" }).click();
  await page.locator("#u-type-0").fill("4-bedroom terrace");
  await page.locator("#u-price-0").fill("90000000");
  await page.locator("#u-total-0").fill("8");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save for the developer" }).click();
  await expect(page.getByText("Project saved for the developer")).toBeVisible();
  await page.getByRole("link", { name: "Open its public page" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Cityscape Developers").first()).toBeVisible();
});
