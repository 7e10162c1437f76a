import { expect, test } from "@playwright/test";
import { acceptCookies, logOut, signIn } from "./support";

/**
 * A seeker saves a search, favourites two listings and finds them in saved listings,
 * compares three side by side, posts a property request, and a brokerage sees it and unlocks the contact.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("save a search, favourite two, compare three, request a property, a brokerage answers", async ({ page }) => {
  await signIn(page, "amaka");
  const searchName = `Lagos rentals ${Date.now()}`;

  // Save the current search.
  await page.goto("/properties/rent?state=lagos");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(searchName);
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved.")).toBeVisible();

  // Favourite two listings (whatever was saved before is removed first: the demo seeker may have some).
  const titles: string[] = [];
  for (let i = 0; titles.length < 2; i++) {
    const heart = cards.nth(i).getByRole("button", { name: /^(Save .+|Remove .+ from saved listings)$/ });
    const label = (await heart.textContent())!.trim();
    if (label.startsWith("Remove")) continue;
    const title = label.replace(/^Save /, "");
    await heart.click();
    await expect(cards.nth(i).getByRole("button", { name: `Remove ${title} from saved listings` })).toBeVisible();
    titles.push(title);
  }

  // Compare three.
  for (let i = 0; i < 3; i++)
    await cards
      .nth(i)
      .getByRole("button", { name: /^Compare / })
      .click();

  await page.goto("/dashboard/property/saved-searches");
  await expect(page.getByText(searchName)).toBeVisible();

  await page.goto("/dashboard/property/saved-listings");
  for (const t of titles) await expect(page.getByRole("link", { name: t })).toBeVisible();

  await page.goto("/dashboard/compare");
  await expect(page.getByRole("button", { name: /^Remove .+ from compare$/ })).toHaveCount(3);
  await expect(page.getByRole("rowheader", { name: "Total move-in cost" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Title documents" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Total move-in cost/ })).toContainText("₦");

  // Post a property request.
  const note = `Quiet street near a school ${Date.now()}`;
  await page.goto("/properties/request-property");
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("Bedrooms (optional)").fill("3");
  await page.getByLabel("Budget (₦)").fill("4,500,000");
  await page.getByLabel("Anything else (optional)").fill(note);
  await page.getByRole("button", { name: "Post my request" }).click();
  await expect(page.getByText("Your request is posted")).toBeVisible();
  await logOut(page);

  // The brokerage sees it and unlocks the contact (its Pro plan has contact views).
  await signIn(page, "lekkihomes");
  await page.goto("/dashboard/property-requests");
  const item = page.getByRole("listitem").filter({ hasText: note });
  await expect(item).toContainText("₦4,500,000");
  await item.getByRole("button", { name: /Show contact/ }).click();
  await expect(item.getByRole("link", { name: "amaka@demo.propertyng.ng" })).toBeVisible();
});
