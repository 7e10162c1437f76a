import { expect, test } from "@playwright/test";
import { acceptCookies, adminSignIn, hydrated, watchConsole } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * At 375 px, a typed place with no pick from the list searches that place, never "all Nigeria".
 */
test("at 375 px, typed “Lekki” + Search lands on Lekki results; “Lekki 3 bed” keeps the bedrooms", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = watchConsole(page);
  await page.goto("/");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Location" });
  await box.fill("Lekki");
  await page.getByRole("form", { name: "Search properties" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/properties\/rent\?state=lagos&locality=lekki$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lekki");

  await page.goto("/");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Location" }).fill("Lekki 3 bed");
  await page.getByRole("form", { name: "Search properties" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/state=lagos&locality=lekki&beds=3/);
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);
});

test("the assistant answers a search with listings that open, a question from the help with its link, and admins see the conversation", async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  await page.goto("/help");
  await hydrated(page);
  await page.getByRole("button", { name: "Ask PropertyNG" }).click();
  const chat = page.getByRole("dialog", { name: "Property assistant" });
  await expect(chat).toBeVisible();
  const input = chat.getByLabel("Your message");
  await expect(input).toBeFocused();

  await input.fill("2 bed flat in Wuse under 3m");
  await chat.getByRole("button", { name: "Send" }).click();
  const cards = chat.getByRole("list", { name: "Matching listings" });
  await expect(cards.getByRole("article").first()).toBeVisible();
  await expect(
    chat.getByText(/I found \d+\+? to rent[^:]*: 2 bedroom flats and apartments in Wuse up to ₦3,000,000/),
  ).toBeVisible();

  await input.fill("how does the inspection fee refund work");
  await input.press("Enter");
  await expect(chat.getByText(/held in escrow/).first()).toBeVisible();
  const source = chat
    .getByRole("list", { name: "Sources" })
    .getByRole("link", { name: /How does the inspection fee refund work\?/ });
  await expect(source).toHaveAttribute("href", "/help");

  // A card opens its listing (and the panel steps aside).
  await cards.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/properties\/property\//);
  await expect(chat).toBeHidden();
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);

  // The admin analytics page shows that conversation.
  const admin = await browser.newPage();
  await acceptCookies(admin);
  await adminSignIn(admin, "superadmin");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Chatbot analytics" }).click();
  await expect(admin.getByRole("heading", { name: "Chatbot analytics" })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Top localities" })).toContainText("Wuse");
  const row = admin.getByTestId("chatbot-conversation").filter({ hasText: "2 bed flat in Wuse under 3m" }).first();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Read" }).click();
  await expect(admin.getByRole("region", { name: "Conversation", exact: true })).toContainText(
    "how does the inspection fee refund work",
  );
  await admin.close();
});

test("at 375 px, “Post a property request” opens the request form with the area, kind and budget understood", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/help");
  await hydrated(page);
  await page.getByRole("button", { name: "Ask PropertyNG" }).click();
  const chat = page.getByRole("dialog", { name: "Property assistant" });
  await chat.getByLabel("Your message").fill("6 bedroom flat in Wuse under 3m");
  await chat.getByRole("button", { name: "Send" }).click();
  await chat.getByRole("link", { name: "Post a property request to agents" }).click();
  await expect(page).toHaveURL(/\/properties\/request-property\?intent=rent&state=[a-z-]+&locality=wuse/);
  // Asked to sign in first, the visitor comes back to the same, prefilled, form.
  await page.getByRole("button", { name: "Sign in" }).last().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username or email").fill("amaka");
  await dialog.getByLabel("Password", { exact: true }).fill("Demo@2026");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/properties\/request-property\?intent=rent/);
  await expect(page.getByRole("button", { name: "Rent", pressed: true })).toBeVisible();
  await expect(page.getByLabel("State")).toHaveValue(/\d+/);
  await expect(page.getByLabel("State").locator("option:checked")).toContainText(/Abuja|Federal Capital/);
  await expect(page.getByLabel("Area (optional)").locator("option:checked")).toHaveText("Wuse");
  await expect(page.getByLabel("Bedrooms (optional)")).toHaveValue("6");
  await expect(page.getByLabel("Budget (₦)")).toHaveValue("3,000,000");
});
