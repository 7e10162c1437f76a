import { expect, test, type Locator } from "@playwright/test";
import { acceptCookies, d1, hydrated, signIn, watchConsole } from "./support";

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

test("at 375 px, on a listing's page the assistant answers from the listing, and hands what it does not say to the agent, who answers in Messages", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const [listing] = d1(`select p.slug, p.service_charge_kobo as sc from properties p join users u on u.id = p.owner_id
    where u.username = 'lekkihomes' and p.status = 'active' and p.listing_type = 'rent' and p.service_charge_kobo > 0
    and p.flagged_duplicate = 0 order by p.created_at desc limit 1`) as { slug: string; sc: number }[];
  expect(listing).toBeTruthy();
  const naira = `₦${Math.round(listing!.sc / 100).toLocaleString("en-NG")}`;
  await signIn(page, "amaka");
  await page.goto(`/properties/property/${listing!.slug}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Ask PropertyNG" }).click();
  const chat = page.getByRole("dialog", { name: "Property assistant" });
  const input = chat.getByLabel("Your message");
  await input.fill("wetin be the service charge?");
  await input.press("Enter");
  const quoted = chat.getByRole("definition").filter({ hasText: naira });
  await expect(quoted).toBeVisible();

  // New on every run, in letters only (a number would read as a budget).
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  const question = `Is the compound shared with other tenants? (ref ${tag})`;
  await input.fill(question);
  await input.press("Enter");
  await expect(chat.getByText("I've asked the agent; you'll see the answer in Messages.")).toBeVisible();
  await expect(chat.getByRole("link", { name: "Open Messages" })).toBeVisible();

  // The agent answers it from Questions; the visitor reads the answer in Messages.
  const agent = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const lister = await agent.newPage();
  await acceptCookies(lister);
  await signIn(lister, "lekkihomes");
  await lister.goto("/dashboard/questions");
  const card = lister.getByTestId("lister-question").filter({ hasText: "Is the compound shared" }).first();
  await card.getByLabel("Your answer").fill("No, the compound is for this building only.");
  await card.getByRole("button", { name: "Send answer" }).click();
  await expect(lister.getByText(/Answer saved/)).toBeVisible();
  await agent.close();
  await chat.getByRole("link", { name: "Open Messages" }).click();
  await expect(page.getByTestId("messages").getByText("No, the compound is for this building only.")).toBeVisible();
});
