import { expect, test } from "@playwright/test";
import { acceptCookies, hydrated, signIn } from "./support";

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 375, height: 720 });
});

test("the dashboard footer links About and Contact as well as Help and Privacy", async ({ page }) => {
  await signIn(page, "cityscape");
  const footer = page.getByRole("contentinfo", { name: "Dashboard footer" });
  for (const name of ["About", "Contact", "Help", "Privacy"])
    await expect(footer.getByRole("link", { name })).toBeVisible();
  await footer.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/test-onboarding runs the welcome steps in developer mode only (devMode, stored as text)", async ({ page }) => {
  await signIn(page, "amaka");
  await page.goto("/test-onboarding");
  await expect(page.getByTestId("dev-mode-off")).toContainText("Developer mode is off");
  await expect(page.getByRole("button", { name: "Start the welcome steps" })).toHaveCount(0);
  await page.getByRole("button", { name: "Turn on developer mode" }).click();
  await expect(page.getByRole("button", { name: "Start the welcome steps" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("devMode"))).toBe("true");
});

test("new developments can be narrowed by project type; anchors and errors stop 75 px below the top", async ({
  page,
}) => {
  await page.goto("/properties/sale");
  await hydrated(page);
  const types = page.getByRole("group", { name: "Project type" });
  await expect(types.getByRole("button", { name: "All projects", pressed: true })).toBeVisible();
  await types.getByRole("button", { name: "Completed" }).click();
  await expect(types.getByRole("button", { name: "Completed", pressed: true })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /New developments/ })
      .getByText(/Completed|No completed projects here yet/)
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe("75px");
});
