import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, hydrated, logOut, signIn } from "./support";

/**
 * The offline worker (web/public/sw.js). After a visit, with the network cut, the listing
 * opened before opens again and a page never opened shows /offline. The manifest is linked and installable.
 */
test.use({ serviceWorkers: "allow" });
test.beforeEach(async ({ page }) => acceptCookies(page));

/** The offline worker has installed and controls the page. */
const workerControls = (page: Page) =>
  page.waitForFunction(
    async () => Boolean((await navigator.serviceWorker.ready) && navigator.serviceWorker.controller),
    null,
    { timeout: 30_000 },
  );

test("with the network cut after visiting a listing, the listing opens again and an unvisited page shows /offline", async ({
  page,
  context,
}) => {
  await page.goto("/properties/rent?state=lagos");
  await hydrated(page);
  // The worker installs, takes control of the page and keeps it (and the /offline page's code).
  await workerControls(page);
  const card = page.locator("#results").getByRole("article").first();
  const title = (await card.getByRole("heading").first().textContent())!.trim();
  const href = (await card.getByRole("link").first().getAttribute("href"))!;
  await page.goto(href);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The offline page's code is kept once the worker controls the page (preloaded by features/pwa/register.ts).
  await page.waitForFunction(async () => (await caches.keys()).includes("shell-v1"), null, { timeout: 30_000 });
  await page.waitForFunction(async () => {
    const pages = await caches.open("pages-v1");
    return (await pages.keys()).some((r) => new URL(r.url).pathname.startsWith("/properties/property/"));
  });

  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.goto("/professionals/agents");
  await expect(page).toHaveURL(/\/offline\?from=%2Fprofessionals%2Fagents/);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await context.setOffline(false);

  // A "from" that is not a path on this site ("/\host" is another host to a browser) is not offered again.
  // (The offline page is drawn in the browser, not by the server: once its button shows, it works.)
  await page.goto(`/offline?from=${encodeURIComponent("/\\evil.example")}`);
  const retry = page.getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible();
  await expect(page.getByText("The page you asked for")).toHaveCount(0);
  await retry.click();
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.hostname === "127.0.0.1");
});

test("every page links the manifest, whose icons (192 and 512) are served", async ({ page, request }) => {
  for (const path of ["/", "/news", "/dashboard"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  }
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ display: "standalone", start_url: expect.stringMatching(/^\//) });
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === size);
    const res = await request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/image\/png/);
  }
  expect((await request.get("/sw.js")).status()).toBe(200);
});

test("signing out empties the API answers the offline worker kept, and it never keeps the assistant's", async ({
  page,
}) => {
  await page.goto("/properties/rent?state=lagos");
  await hydrated(page);
  await workerControls(page);
  // A public answer fetched through the worker is kept (network first, for the next visit without signal)…
  await page.evaluate(() => fetch("/v1/locations/popular?from=journey"));
  const kept = () =>
    page.evaluate(async () =>
      (await caches.has("api-v1")) ? (await (await caches.open("api-v1")).keys()).map((r) => r.url) : [],
    );
  await expect.poll(kept).toContainEqual(expect.stringContaining("/v1/locations/popular?from=journey"));
  // …an anonymous browser's assistant conversation is not.
  await page.evaluate(() =>
    fetch("/v1/assistant/conversations/none", { headers: { "x-browser-id": "b".repeat(32) } }).catch(() => null),
  );
  expect((await kept()).some((u) => u.includes("/assistant/"))).toBe(false);

  await signIn(page, "amaka");
  await logOut(page);
  // The home page the sign-out lands on keeps its own public answers again; what was kept before is gone.
  await expect.poll(kept).not.toContainEqual(expect.stringContaining("/v1/locations/popular?from=journey"));
});
