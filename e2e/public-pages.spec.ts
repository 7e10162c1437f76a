import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, adminSignIn, hydrated, submitAdminLogin, watchConsole } from "./support";

/**
 * The public content pages. An article the back office publishes reaches /news and its own
 * server-rendered page with Article JSON-LD; the navigation has Sell and News & Insight; the contact form
 * lands in the back office's inbox; robots.txt and the sitemap are what search engines expect.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

async function editorLogin(page: Page) {
  await submitAdminLogin(page, "editor.staff");
  await expect(page).toHaveURL(/\/dashboard\/admin\/publications$/);
}

test("an article published in the back office appears on /news and opens with Article JSON-LD", async ({ page }) => {
  await editorLogin(page);
  const title = `Ikoyi service charges explained ${Date.now().toString(36)}`;
  await page.getByRole("link", { name: "Write an article" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("What the estate charge pays for, and what it should not.");
  await page.getByLabel("Category").selectOption({ label: "Market news" });
  await page.getByRole("textbox", { name: "Article text" }).click();
  await page.keyboard.type("Service charges pay for power, water, security and cleaning of the shared parts.");
  await page.getByLabel("Publish now").check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page).toHaveURL(/\/publications\/view\/[0-9a-f-]+$/);

  // A visitor: the main navigation leads to News & Insight, where the article is first.
  const problems = watchConsole(page);
  await page.goto("/");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(nav.getByRole("link", { name: "Sell" })).toHaveAttribute("href", "/sell");
  await nav.getByRole("link", { name: "News & Insight" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "News & Insight" })).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Service charges pay for power")).toBeVisible();

  // The page as a search engine gets it: server-rendered, with Article and BreadcrumbList JSON-LD.
  await page.goto(page.url());
  await hydrated(page);
  const graph = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
      const v = JSON.parse(s.textContent ?? "{}");
      return v["@graph"] ?? [v];
    }),
  );
  expect(graph.find((x: { "@type": string }) => x["@type"] === "Article")).toMatchObject({
    headline: title,
    articleSection: "Market news",
  });
  expect(graph.some((x: { "@type": string }) => x["@type"] === "BreadcrumbList")).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/articles\/ikoyi-service-charges-explained-/,
  );
  expect(problems.filter((p) => /hydrat|did not match/i.test(p))).toEqual([]);
});

test("a visitor's message from /contact reaches the back office's inbox, where it is marked handled", async ({
  page,
}) => {
  await page.goto("/contact");
  await hydrated(page);
  const marker = `Is the Gbagada duplex still available? ${Date.now().toString(36)}`;
  await page.getByLabel("Your name").fill("Bola Ahmed");
  await page.getByLabel("Email", { exact: true }).fill("bola.ahmed@example.ng");
  await page.getByLabel("What is it about?").selectOption({ label: "A listing or an agent" });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Tell us a little more (at least 10 characters).")).toBeVisible();
  await page.getByLabel("Your message").fill(marker);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("We received your message")).toBeVisible();

  await adminSignIn(page, "superadmin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Contact messages" }).click();
  const item = page.getByRole("listitem").filter({ hasText: marker });
  await expect(item).toContainText("Bola Ahmed");
  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: marker })).toHaveCount(0);
  await page.getByRole("button", { name: "Handled", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: marker })).toContainText("Handled");
});

test("/sell shows the plans with prices and a start button; robots.txt and the sitemap are served", async ({
  page,
  request,
}) => {
  await page.goto("/sell");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sell or let");
  await expect(page.getByText(/₦[\d,]+/).first()).toBeVisible();
  await page.getByRole("button", { name: "Create a selling account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Letting a flat or house" }).click();
  await expect(page).toHaveURL(/\/sell\/guides\/letting$/);
  await expect(page.getByText("Fees the market accepts")).toBeVisible();

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/text\/plain/);
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  const index = await (await request.get("/sitemap.xml")).text();
  const listings = /<loc>([^<]+\/sitemaps\/listings\.xml)<\/loc>/.exec(index)?.[1];
  expect(listings).toBeTruthy();
  const child = await (await request.get(new URL(listings!).pathname)).text();
  expect(child).toMatch(/<loc>http:\/\/[^<]+\/properties\/property\/[^<]+<\/loc>/);
});
