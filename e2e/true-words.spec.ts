import { expect, test } from "@playwright/test";
import { acceptCookies } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

/** What the pages promise matches what the platform enforces: unverified listers' first listings are reviewed. */
test("the about page and the search banner say what the platform checks, no more", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto("/about");
  await expect(page.getByText(/A lister whose identity we have not checked waits for our review/)).toBeVisible();
  await expect(page.getByText(/identity-checked/)).toHaveCount(0);
  await page.goto("/properties/rent");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByText("Every lister here is verified")).toHaveCount(0);
});
