import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, submitAdminLogin } from "./support";

/**
 * A staff member whose only permission is CAN_VIEW_ARTICLES (the seeded editor.staff,
 * password sign-in) runs publications and website content, and nothing else.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

const editorLogin = (page: Page) => submitAdminLogin(page, "editor.staff");

test("a content editor sees only publications and content, publishes an article the public API then lists, and is refused on users", async ({
  page,
}) => {
  await editorLogin(page);
  // The first permitted page opens: Publications.
  await expect(page).toHaveURL(/\/dashboard\/admin\/publications$/);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText([
    "Publications",
    "Website content",
    "Services status",
    "Two-factor sign-in",
  ]);
  await expect(page.getByRole("heading", { name: "Publications" })).toBeVisible();
  // The seed's articles are listed with their status.
  await expect(page.getByRole("link", { name: "What a C of O is and why it matters" }).first()).toBeVisible();

  const title = `Abuja land titles: a buyer's checklist ${Date.now().toString(36)}`;
  await page.getByRole("link", { name: "Write an article" }).click();
  await expect(page).toHaveURL(/\/publications\/create$/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Five checks before you pay for a plot in the FCT.");
  await page.getByLabel("Category").selectOption({ label: "Legal & documents" });
  const editor = page.getByRole("textbox", { name: "Article text" });
  await editor.click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await page.keyboard.type("Start at AGIS");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Search the title at the Abuja Geographic Information Systems office before anything else.");
  await page.getByLabel("Publish now").check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  // The preview renders the article as the public page will.
  await expect(page).toHaveURL(/\/publications\/view\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Start at AGIS" })).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // Public: listed by GET /v1/content/articles with its category and author.
  const res = await page.request.get("/v1/content/articles?perPage=50");
  expect(res.status()).toBe(200);
  const found = (
    (await res.json()) as { data: { title: string; category: { name: string } | null; authorName: string | null }[] }
  ).data.find((a) => a.title === title);
  expect(found).toMatchObject({ category: { name: "Legal & documents" }, authorName: "Adaeze Okafor" });

  // Anything outside the permitted menu is refused.
  await page.goto("/dashboard/admin/users");
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/login$/);
});

test("a content editor edits a website page and restores the earlier version after confirming", async ({ page }) => {
  await editorLogin(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Website content" }).click();
  await page
    .getByRole("navigation", { name: "Pages" })
    .getByRole("button", { name: /About us/ })
    .click();
  const editor = page.getByRole("textbox", { name: "Page text" });
  await expect(editor).toContainText("Lagos-built marketplace");
  const marker = `Office hours changed ${Date.now().toString(36)}.`;
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(marker);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Page saved")).toBeVisible();
  expect(((await (await page.request.get("/v1/content/about")).json()) as { content: string }).content).toContain(
    marker,
  );

  // Restore the version before the edit (the second in the list, below the current one).
  const versions = page.getByRole("region", { name: "Versions" });
  await versions.getByRole("button", { name: "Restore" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Restore this version?" });
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Version restored")).toBeVisible();
  await expect(editor).not.toContainText(marker);
  expect(((await (await page.request.get("/v1/content/about")).json()) as { content: string }).content).not.toContain(
    marker,
  );
});
