import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, submitAdminLogin } from "./support";
import { blockPng } from "./block-png";

// Article covers are drawn like listing photos: the browser resizes a cover into 320–1280 px copies when staff upload
// it, and /news and the article page offer them in a srcset. A 375 px phone at 2× must fetch a card's ≤ 640 px copy
// and the article's 960 copy, never an original; the first picture of each page is fetched at once, the rest lazily.

/** Every article or listing picture the page fetched, as "<folder>/<file>" (`…/w640`, `…/md.webp`, an original). */
function pictureFetches(page: Page) {
  const files: string[] = [];
  page.on("request", (r) => {
    const m = /\/media\/(articles|listings)\/(.+)$/.exec(new URL(r.url()).pathname);
    if (r.resourceType() === "image" && m) files.push(`${m[1]}/${m[2]}`);
  });
  return files;
}
/** An original: an article upload's own key (no copy name after it), or a listing photo's original.*. */
const isOriginal = (f: string) => /^articles\/[0-9a-f-]{36}$/.test(f) || /\/original\.\w+$/.test(f);

const loaded = (img: ReturnType<Page["locator"]>) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

test("a cover uploaded in the back office reaches a 2× phone as its 640 copy on /news and its 960 copy on the article", async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  await submitAdminLogin(page, "editor.staff");
  await expect(page).toHaveURL(/\/dashboard\/admin\/publications$/);
  const title = `Lekki rents this quarter ${Date.now().toString(36)}`;
  await page.getByRole("link", { name: "Write an article" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Article text" }).click();
  await page.keyboard.type("Two-bedroom flats in Lekki Phase 1 rent for more than last year.");
  // A picture in the text, then the cover: both resized in the browser and sent with their copies.
  await page
    .getByLabel("Picture to insert")
    .setInputFiles({ name: "Estate gate.png", mimeType: "image/png", buffer: blockPng(1200, 800) });
  await expect(
    page.getByRole("textbox", { name: "Article text" }).getByRole("img", { name: "Estate gate" }),
  ).toBeVisible({ timeout: 30_000 });
  await page
    .getByLabel("Upload", { exact: true })
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: blockPng(1600, 900) });
  await expect(page.getByRole("img", { name: "Cover" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Publish now").check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page).toHaveURL(/\/publications\/view\/[0-9a-f-]+$/);

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });
  const visitor = await phone.newPage();
  await acceptCookies(visitor);
  const fetched = pictureFetches(visitor);
  await visitor.goto("/news", { waitUntil: "load" });
  const cards = visitor.locator("main article img");
  // Ours is the newest, so its cover is the phone's first view: fetched at once; the others wait until scrolled to.
  const ours = visitor.locator("main article").filter({ hasText: title }).locator("img");
  await expect(cards.first()).toHaveAttribute("src", (await ours.getAttribute("src"))!);
  expect(await cards.first().getAttribute("fetchpriority")).toBe("high");
  expect(await cards.nth(1).getAttribute("loading")).toBe("lazy");
  // Its copies, capped at 640 for a card.
  await ours.scrollIntoViewIfNeeded();
  await loaded(ours);
  expect(await ours.getAttribute("srcset")).toMatch(/^\/media\/articles\/[0-9a-f-]{36}\/w320 320w, \S+\/w640 640w$/);
  expect(await ours.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/w640$/);
  // Every card down the page (the seed's covers are listing photos): never an original.
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    await loaded(cards.nth(i));
  }
  expect(fetched.length).toBeGreaterThan(1);
  expect(fetched.filter(isOriginal)).toEqual([]);
  await visitor.screenshot({ path: "test-results/content-photos-news-375.png" });

  fetched.length = 0;
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const cover = visitor.locator("main article img").first();
  await loaded(cover);
  expect(await cover.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/w960$/);
  // Server-rendered the same way: the article's own HTML already offers the copies, eagerly.
  await visitor.goto(visitor.url(), { waitUntil: "load" });
  await loaded(cover);
  expect(await cover.getAttribute("fetchpriority")).toBe("high");
  expect(await cover.getAttribute("srcset")).toMatch(/\/w1280 1280w, \/media\/articles\/[0-9a-f-]{36} 1600w$/);
  // The picture in the text: sized by the server on save, lazy, and fetched as a copy once scrolled to.
  const inText = visitor.getByRole("img", { name: "Estate gate" });
  expect(await inText.getAttribute("loading")).toBe("lazy");
  expect(await inText.getAttribute("srcset")).toMatch(
    /\/w640 640w, .*\/w960 960w, \/media\/articles\/[0-9a-f-]{36} 1200w$/,
  );
  await inText.scrollIntoViewIfNeeded();
  await loaded(inText);
  expect(await inText.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/w(640|960)$/);
  expect(fetched.filter(isOriginal)).toEqual([]);
  await phone.close();
});
