import { expect, test } from "@playwright/test";
import { acceptCookies, signIn, d1 } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

test.describe("a lister", () => {
  // Garki, Abuja: the nearest state capital is Abuja's.
  test.use({ geolocation: { latitude: 9.03, longitude: 7.48 }, permissions: ["geolocation"] });

  test("sees their listing numbers, the monthly chart and the state near them", async ({ page }) => {
    await signIn(page, "abujaprime");
    await page.goto("/dashboard");
    const listings = page.getByRole("region", { name: "Your listings" });
    const active = listings.getByText("Active", { exact: true }).locator("..");
    await expect(active).toBeVisible();
    const count = Number((await active.locator("p").nth(1).textContent())?.replace(/,/g, ""));
    expect(count).toBeGreaterThan(0);
    await expect(listings.getByText("Needing confirmation")).toBeVisible();
    await expect(listings.getByText("Total views")).toBeVisible();
    await expect(listings.getByText("Open reports")).toBeVisible();

    await expect(page.getByTestId("bar-chart")).toBeVisible();
    const table = page.getByRole("table", { name: "New listings and favourites received per month" });
    await expect(table.getByRole("row")).toHaveCount(7);
    await expect(listings.getByRole("link", { name: "Add listing" })).toHaveAttribute(
      "href",
      "/dashboard/property/add-listing",
    );
    await expect(listings.getByRole("link", { name: "My listings" })).toHaveAttribute(
      "href",
      "/dashboard/property/my-listing",
    );
    await expect(page.getByText("Your account", { exact: true })).toBeVisible();

    // Geolocation is read once, on request, and remembered.
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("heading", { name: "Near you: Federal Capital Territory" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See homes for rent in Federal Capital Territory" })).toHaveAttribute(
      "href",
      "/properties/rent?state=federal-capital-territory",
    );
    const stored = await page.evaluate(() => [
      localStorage.getItem("user.location"),
      localStorage.getItem("user.geocodedState"),
    ]);
    expect(JSON.parse(stored[0]!)).toMatchObject({ latitude: 9.03, longitude: 7.48 });
    expect(JSON.parse(stored[1]!)).toMatchObject({ slug: "federal-capital-territory" });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Near you: Federal Capital Territory" })).toBeVisible();
  });
});

test("a seeker sees the empty state, saves a listing and finds it on the dashboard", async ({ page }) => {
  // The suite shares one database: start amaka from nothing saved.
  d1("DELETE FROM favorites WHERE user_id = 'demo-seeker'");
  await signIn(page, "amaka");
  await page.goto("/dashboard");
  const saved = page.getByRole("region", { name: /Saved listings/ });
  await expect(saved.getByText("No saved listings yet")).toBeVisible();
  await expect(saved.getByRole("link", { name: "Find homes for rent" })).toHaveAttribute("href", "/properties/rent");
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Add listing" }),
  ).toHaveCount(0);

  await saved.getByRole("link", { name: "Find homes for rent" }).click();
  await expect(page).toHaveURL(/\/properties\/rent/);
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  const heart = card.getByRole("button", { name: `Save ${title}` });
  await heart.click();
  await expect(card.getByRole("button", { name: `Remove ${title} from saved listings` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/dashboard");
  await expect(saved.getByRole("heading", { name: "Saved listings (1)" })).toBeVisible();
  await expect(saved.getByRole("article").filter({ hasText: title })).toHaveCount(1);
  await expect(saved.getByText("No saved listings yet")).toHaveCount(0);
});

test("the dashboard shows the loading overlay until website info arrives, then the page; server-rendered pages never show it", async ({
  page,
}) => {
  await signIn(page, "amaka");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/v1/website-info", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard");
  const overlay = page.locator("#boot");
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute("role", "status");
  await expect(overlay).toContainText("Loading…");
  release();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  await page.unroute("**/v1/website-info");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("#boot")).toHaveCount(0);
});
