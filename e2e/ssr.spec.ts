import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, hydrated, signIn, watchConsole } from "./support";

/**
 * Public pages arrive rendered by the worker and React hydrates them (it does not replace them):
 * no hydration warnings, no second fetch of what the page already holds, and the page works (favourite
 * button, filters) without a reload.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

/** API calls the page makes, by path. */
function watchApi(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith("/v1/")) calls.push(`${r.method()} ${u.pathname}`);
  });
  return calls;
}

/** Resolves once React has hydrated the page (the router marks it so on window.$_TSR, then drops it). */

async function aRentalSlug(page: Page) {
  const res = await page.request.post("/v1/properties/rent/search?page=1&perPage=1&sortBy=latest", { data: {} });
  const body = (await res.json()) as { data: { slug: string; title: string }[] };
  return body.data[0]!;
}

test("a listing page arrives rendered and hydrates without warnings or a second fetch", async ({ page }) => {
  const listing = await aRentalSlug(page);
  const problems = watchConsole(page);
  const api = watchApi(page);
  const res = await page.goto(`/properties/property/${listing.slug}`);
  // The HTML itself holds the listing (what curl sees), before any script runs.
  const html = await res!.text();
  expect(html).toContain("data-ssr");
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  // The listing came with the page; only what the loader does not wait for (similar listings) is fetched.
  expect(api.filter((c) => c.endsWith(`/v1/property/property/${listing.slug}`))).toEqual([]);
  expect(problems).toEqual([]);
});

test("/properties/rent hydrates with its results and a filter change works without a reload", async ({ page }) => {
  const problems = watchConsole(page);
  const api = watchApi(page);
  await page.goto("/properties/rent");
  await hydrated(page);
  expect(api.filter((c) => c.includes("/search"))).toEqual([]);
  const firstCards = await page.locator("#results article, #results a[href^='/properties/property/']").count();
  expect(firstCards).toBeGreaterThan(0);
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
  await page.locator("#sort").selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(() => api.filter((c) => c.includes("/v1/properties/rent/search")).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  await page
    .getByRole("link", { name: "Next" })
    .or(page.getByRole("button", { name: "Next" }))
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  expect(problems).toEqual([]);
});

test("signed in: the server-rendered page fills in the session after hydration and the favourite button works", async ({
  page,
}) => {
  const listing = await aRentalSlug(page);
  await signIn(page, "amaka");
  const problems = watchConsole(page);
  await page.goto(`/properties/property/${listing.slug}`);
  await hydrated(page);
  // The header switches to the account menu after hydration (the server drew the anonymous view).
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  // The hearts are refetched with the session after hydration (an earlier journey may have saved this
  // listing): read the heart's state only once that refetch has settled.
  await page.waitForLoadState("networkidle");
  const heart = page.getByRole("button", {
    name: new RegExp(`(Save|Remove) ${listing.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  });
  const before = await heart.getAttribute("aria-pressed");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Put it back so other journeys see the seed as it was.
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", before ?? "false");
  expect(problems).toEqual([]);
});

test("home arrives with its featured listings and hydrates without warnings", async ({ page }) => {
  const problems = watchConsole(page);
  const api = watchApi(page);
  const res = await page.goto("/");
  expect(await res!.text()).toContain("Featured properties");
  await hydrated(page);
  expect(api.filter((c) => c.includes("/featured"))).toEqual([]);
  await expect(page.getByRole("heading", { name: "Featured properties" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a project page arrives rendered and hydrates: the plan calculator and the message button work", async ({
  page,
}) => {
  const res0 = await page.request.get("/all-projects?page=1&perPage=1");
  const project = ((await res0.json()) as { data: { id: string; name: string }[] }).data[0]!;
  const problems = watchConsole(page);
  const api = watchApi(page);
  const res = await page.goto(`/properties/project/${project.id}`);
  const html = await res!.text();
  expect(html).toContain("data-ssr");
  expect(html).toContain("Payment plan calculator");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: project.name })).toBeVisible();
  // The project and its reviews came with the page.
  expect(api.filter((c) => c.includes(`/project/${project.id}`) || c.includes("/review"))).toEqual([]);
  // Hydrated: a control works without a reload (anonymous, "Message the developer" asks to sign in first).
  await page.getByRole("button", { name: "Message the developer" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(problems).toEqual([]);
});

test("the agents directory and an agent page arrive rendered and hydrate: tabs and filters work", async ({ page }) => {
  const problems = watchConsole(page);
  const api = watchApi(page);
  const res = await page.goto("/professionals/agents");
  expect(await res!.text()).toContain('data-testid="agents-grid"');
  await hydrated(page);
  expect(api.filter((c) => c.startsWith("GET /v1/agents"))).toEqual([]);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
  await page.getByLabel("Sort").selectOption("rating");
  await expect(page).toHaveURL(/sort=rating/);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");

  const card = page.getByTestId("agent-card").first();
  const name = (await card.locator("h3").getAttribute("title"))!;
  const href = (await card.getByRole("link").first().getAttribute("href"))!;
  api.length = 0;
  const agentRes = await page.goto(href);
  const agentHtml = await agentRes!.text();
  expect(agentHtml).toContain("data-ssr");
  expect(agentHtml).toContain('data-testid="agent-stats"');
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  expect(api.filter((c) => c.startsWith("GET /v1/agents/"))).toEqual([]);
  // Hydrated: switching the listings tab works.
  const other = (await page.getByRole("tab", { selected: false }).first().innerText()).trim();
  const tab = page.getByRole("tab", { name: other, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  expect(problems).toEqual([]);
});
