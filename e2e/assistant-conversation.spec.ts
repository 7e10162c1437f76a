import { expect, test, type Locator } from "@playwright/test";
import { acceptCookies, hydrated, watchConsole } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The cards of the newest reply (each reply carries its own list). */
const newestCards = (chat: Locator) =>
  chat.getByRole("list", { name: "Matching listings" }).last().getByRole("article");

test("at 375 px, a three-turn conversation in Pidgin narrows the cards each turn, and removing a chip widens them again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = watchConsole(page);
  await page.goto("/help");
  await hydrated(page);
  await page.getByRole("button", { name: "Ask PropertyNG" }).click();
  const chat = page.getByRole("dialog", { name: "Property assistant" });
  const input = chat.getByLabel("Your message");
  const say = async (text: string, expected: RegExp) => {
    await input.fill(text);
    await input.press("Enter");
    await expect(chat.getByText(expected).last()).toBeVisible();
    await expect(chat.getByRole("status")).toBeHidden();
    return newestCards(chat).count();
  };

  const first = await say("abeg I dey find flat for Yaba", /I found .*flats and apartments in Yaba/);
  expect(first).toBeGreaterThan(1);
  const second = await say("to rent, e no pass 3m", /^Understood: .*to rent.*budget up to ₦3,000,000/);
  expect(second).toBeGreaterThan(0);
  expect(second).toBeLessThan(first);
  const third = await say("na 2 bedroom I want", /^Understood: 2 beds\./);
  expect(third).toBeGreaterThan(0);
  expect(third).toBeLessThan(second);

  // The search as chips; tapping one removes it and the conversation continues from there.
  const chips = chat.getByRole("list", { name: "Your search (tap a filter to remove it)" });
  await expect(chips.getByRole("button", { name: "Remove Yaba" })).toBeVisible();
  await expect(chips.getByRole("button", { name: "Remove Up to ₦3,000,000" })).toBeVisible();
  await chips.getByRole("button", { name: "Remove 2 beds" }).click();
  await expect(chat.getByText(/^Removed that filter\./)).toBeVisible();
  await expect(chat.getByRole("status")).toBeHidden();
  await expect(chips.getByRole("button", { name: "Remove 2 beds" })).toBeHidden();
  expect(await newestCards(chat).count()).toBe(second);

  // "See all" opens the search page with exactly those filters.
  await chips.getByRole("link", { name: "See all" }).click();
  await expect(page).toHaveURL(/\/properties\/rent\?state=lagos&locality=yaba&types=8%2C9%2C11%2C12%2C13&max=3000000$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/flats and apartments for rent in Yaba/i);
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);
});
