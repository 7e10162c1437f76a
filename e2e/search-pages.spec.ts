import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, hydrated, signIn, watchConsole } from "./support";

/**
 * The search journey on the properties pages: rent in Lekki, 3+ bedrooms under ₦5,000,000 a year through the
 * filter bar and the location typeahead; list view on a phone; move the map and "Search this area"; sort by
 * price; open a result and come back with the filters intact; save the search; favourite two listings and
 * find them in saved listings; compare three side by side. The map draws the worker's own plain tile
 * (MAP_TILE_URL=/map-tiles/...): nothing leaves the machine.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

/** No request may leave 127.0.0.1 (map tiles included). */
function watchNetwork(page: Page) {
  const outside: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.protocol.startsWith("http") && u.hostname !== "127.0.0.1" && u.hostname !== "localhost")
      outside.push(r.url());
  });
  return outside;
}

const naira = (text: string) => Number(/₦([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN);

test("rent in Lekki, 3+ beds under ₦5m: filter bar, phone list, map area, sort, open and back, save, favourite, compare", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "amaka");
  const problems = watchConsole(page);
  const outside = watchNetwork(page);

  await page.goto("/properties/rent");
  await hydrated(page);

  // The location typeahead, by keyboard: "lek" offers Lekki (an area: it says which neighbourhoods it takes in) and
  // Lekki Phase 1 in Lagos.
  const place = page.getByRole("combobox", { name: "State or area" });
  await place.fill("lek");
  const options = page.getByRole("listbox", { name: "State or area" }).getByRole("option");
  await expect(options.first()).toHaveAccessibleName(/^Lekki, Lagos/);
  await expect(options.first()).toContainText("includes Lekki Phase 1, Ikate");
  await expect(page.getByRole("option", { name: /^Lekki Phase 1, Lagos/ })).toBeVisible();
  await place.press("ArrowDown");
  await expect(place).toHaveAttribute("aria-activedescendant", /.+/);
  await place.press("Enter");
  await expect(page).toHaveURL(/state=lagos/);
  await expect(page).toHaveURL(/locality=lekki(&|$)/);
  await expect(place).toHaveValue("Lekki, Lagos");

  // Bedrooms and price from the bar.
  await page.getByLabel("Bedrooms").selectOption("3");
  await expect(page).toHaveURL(/beds=3/);
  await page.getByRole("button", { name: "Price", exact: true }).click();
  await page.getByLabel("Maximum").fill("5,000,000");
  await page.getByRole("button", { name: "Apply price" }).click();
  await expect(page).toHaveURL(/max=5000000/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "3+ bedroom properties for rent in Lekki, Lagos under ₦5,000,000",
  );
  await expect(page).toHaveTitle("3+ bedroom properties for rent in Lekki, Lagos under ₦5,000,000 · PropertyNG");
  const chips = page.getByRole("list", { name: "Active filters" });
  for (const c of ["Lekki", "3+ beds", "Up to ₦5,000,000"])
    await expect(chips.getByRole("button", { name: `Remove filter: ${c}` })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+ results?$/);
  const cards = page.locator("#results").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const found = await cards.count();
  expect(found).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < found; i++) {
    const text = (await cards.nth(i).textContent())!;
    // Lekki takes in its neighbourhoods.
    expect(text).toMatch(/(Lekki|Lekki Phase 1|Ikate|Chevron|Osapa London|Agungi|Idado|Ikota), Lagos/);
    expect(naira(text)).toBeLessThanOrEqual(5_000_000);
    expect(Number(/(\d+) beds/.exec(text)?.[1])).toBeGreaterThanOrEqual(3);
  }

  // List view on a phone: a compact row, the photo left of the facts.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "List view" }).click();
  await expect(cards.first()).toHaveAttribute("data-variant", "list");
  const photo = (await cards.first().locator("img").first().boundingBox())!;
  const price = (await cards
    .first()
    .getByText(/^₦[\d,]+\/year$/)
    .boundingBox())!;
  expect(photo.x + photo.width).toBeLessThanOrEqual(price.x + 1);
  expect(price.y).toBeLessThan(photo.y + photo.height);
  expect(photo.width).toBeLessThan(200);
  // The Map switch shows the map full width instead of the list.
  await page.getByRole("button", { name: "Map", exact: true }).click();
  await expect(page.getByTestId("results-map")).toBeVisible();
  await expect(page.locator("#results")).toBeHidden();
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page.locator("#results")).toBeVisible();
  // Remembered on this device.
  await page.reload();
  await expect(cards.first()).toHaveAttribute("data-variant", "list");
  await page.getByRole("button", { name: "Grid view" }).click();

  // The map column on a desktop: price markers, then move the map and search this area.
  await page.setViewportSize({ width: 1280, height: 900 });
  const map = page.getByTestId("results-map");
  await expect(map).toBeVisible();
  await expect(map.locator(".pm-price, .pm-cluster").first()).toBeVisible();
  await expect(map.locator("img.leaflet-tile").first()).toHaveAttribute("src", /^\/map-tiles\/\d+\/\d+\/\d+\.png$/);
  await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  await page.getByRole("button", { name: "Search this area" }).click();
  await expect(page).toHaveURL(
    /bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+|bbox=-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+/,
  );
  await expect(chips.getByRole("button", { name: "Remove filter: Map area" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("in the map area");
  const bbox = new URL(page.url()).searchParams.get("bbox")!.split(",").map(Number) as [number, number, number, number];
  // What the page shows is what the API finds inside that box, and every one of those lies inside it.
  const api = await page.request.post("/v1/properties/rent/search?page=1&perPage=12&sortBy=latest", {
    data: {
      state: "lagos",
      locality: "lekki",
      minBedrooms: 3,
      maxPriceKobo: 500_000_000,
      bounds: { south: bbox[0], west: bbox[1], north: bbox[2], east: bbox[3] },
    },
  });
  const inside = (await api.json()).data as { title: string; lat: number; lng: number }[];
  for (const l of inside) {
    expect(l.lat).toBeGreaterThanOrEqual(bbox[0]);
    expect(l.lat).toBeLessThanOrEqual(bbox[2]);
    expect(l.lng).toBeGreaterThanOrEqual(bbox[1]);
    expect(l.lng).toBeLessThanOrEqual(bbox[3]);
  }
  if (inside.length) await expect(cards).toHaveCount(inside.length);
  else await expect(page.getByRole("button", { name: /Remove ‘Map area’/ })).toBeVisible();
  // Back to the whole of Lekki.
  await chips.getByRole("button", { name: "Remove filter: Map area" }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(cards).toHaveCount(found);

  // Sort by price, low to high.
  await page.locator("#sort").selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect
    .poll(async () => {
      const prices = (await cards.allTextContents()).map(naira);
      return prices.length === found && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    })
    .toBe(true);

  // Open a result and come back: the filters are all still there.
  const first = cards.first();
  const title = (await first.getByRole("heading").textContent())!.trim();
  await first.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/properties\/property\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/locality=lekki/);
  await expect(page).toHaveURL(/sort=price_asc/);
  for (const c of ["Lekki", "3+ beds", "Up to ₦5,000,000"])
    await expect(chips.getByRole("button", { name: `Remove filter: ${c}` })).toBeVisible();
  await expect(place).toHaveValue("Lekki, Lagos");
  await expect(cards).toHaveCount(found);

  // Save the search.
  const searchName = `Lekki family homes ${Date.now()}`;
  await page.getByRole("button", { name: "Save search" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Name")).toHaveValue(
    "3+ bedroom properties for rent in Lekki, Lagos under ₦5,000,000",
  );
  await dialog.getByLabel("Name").fill(searchName);
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved.")).toBeVisible();

  // Favourite two (any saved on an earlier run are skipped).
  const titles: string[] = [];
  for (let i = 0; titles.length < 2 && i < found; i++) {
    const heart = cards.nth(i).getByRole("button", { name: /^(Save .+|Remove .+ from saved listings)$/ });
    const label = (await heart.getAttribute("aria-label")) ?? (await heart.textContent())!.trim();
    if (label.startsWith("Remove")) continue;
    const t = label.replace(/^Save /, "");
    await heart.click();
    await expect(cards.nth(i).getByRole("button", { name: `Remove ${t} from saved listings` })).toBeVisible();
    titles.push(t);
  }
  expect(titles).toHaveLength(2);

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

  expect(outside).toEqual([]);
  expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 401/.test(p))).toEqual(
    [],
  );
});

test("a locality with nothing to show suggests widening: drop a filter or search the whole state", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/properties/rent?state=lagos&locality=lekki&beds=5&max=100000");
  await hydrated(page);
  await expect(page.getByText("No listings match all these filters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove ‘5+ beds’" })).toBeVisible();
  await page.getByRole("button", { name: "Search all of Lagos" }).click();
  await expect(page).not.toHaveURL(/locality=/);
  await expect(page).toHaveURL(/state=lagos/);
  await page.getByRole("button", { name: "Remove ‘Up to ₦100,000’" }).click();
  await expect(page).not.toHaveURL(/max=/);
  await expect(page.locator("#results").getByRole("article").first()).toBeVisible();
  // More filters: a sheet with the rest, applied together.
  await page.getByRole("button", { name: /^More filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "More filters" });
  await sheet.getByLabel("Bathrooms").selectOption("2");
  await sheet.getByLabel("Borehole").click();
  await sheet.getByLabel("Verified listers only (identity checked)").click();
  // The button counts live: "Show 12 results", "No matches: show anyway".
  await sheet.getByRole("button", { name: /^Show .*results?$|^No matches/ }).click();
  await expect(page).toHaveURL(/baths=2/);
  await expect(page).toHaveURL(/verified=true/);
  await expect(page).toHaveURL(/water=/);
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("button", { name: "Remove filter: Borehole" })).toBeVisible();
  await chips.getByRole("button", { name: "Clear all" }).click();
  await expect(page).not.toHaveURL(/baths=|water=|verified=|state=/);
  expect(problems).toEqual([]);
});

test("phone: the sort label and the filter bar fit at 320 px without a horizontal scroll", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/properties/rent?state=lagos&beds=3");
  await hydrated(page);
  // On a phone the sort is in the sticky results row (#sort-phone); #sort is the wider screens' one.
  await expect(page.locator("#sort-phone")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const sort = await page
    .locator("#sort-phone")
    .evaluate((el: HTMLSelectElement) => el.scrollWidth <= el.clientWidth + 1);
  expect(sort).toBe(true);
});

test("Next reads the following page by keyset cursor; the URL keeps page=N and Previous comes from the cache", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const searches: URL[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/v1\/properties\/rent\/search\?/.test(r.url())) searches.push(new URL(r.url()));
  });
  await page.goto("/properties/rent?state=lagos&sort=latest");
  await hydrated(page);
  // Listing ids in the order shown (titles may repeat across listings).
  const shown = () =>
    page.locator('#results [id^="card-"]').evaluateAll((els) => els.map((e) => e.id.slice("card-".length)));
  const settled = async (n: number) => {
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(`Page ${n} of`);
    await expect(page.locator("#results [aria-busy]")).toHaveCount(0);
  };
  await settled(1);
  const page1 = await shown();
  expect(page1).toHaveLength(12);

  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await settled(2);
  const page2 = await shown();
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await settled(3);
  const page3 = await shown();

  // Page 1 came with the server render; pages 2 and 3 were each read with the page before's nextCursor.
  const byPage = (n: number) => searches.filter((u) => u.searchParams.get("page") === String(n));
  expect(byPage(2).length).toBeGreaterThan(0);
  expect(byPage(3).length).toBeGreaterThan(0);
  for (const u of [...byPage(2), ...byPage(3)]) expect(u.searchParams.get("cursor")).toMatch(/^[\w-]{8,}$/);
  expect(page2).not.toEqual(page1);
  expect(page3).not.toEqual(page2);
  expect(page3.filter((t) => page2.includes(t))).toEqual([]);
  // They are page 3's cards: what OFFSET (a shared link to page=3) shows.
  const offset = await page.request.post("/v1/properties/rent/search?page=3&perPage=12&sortBy=latest", {
    data: { state: "lagos" },
  });
  expect(page3).toEqual(((await offset.json()).data as { id: string }[]).map((l) => l.id));

  // Previous: page 2 again from the cache, no new search request.
  const before = searches.length;
  await pages.getByRole("button", { name: "Previous" }).click();
  await expect(page).not.toHaveURL(/[?&]page=3/);
  await settled(2);
  expect(await shown()).toEqual(page2);
  expect(searches.length).toBe(before);
  expect(problems).toEqual([]);
});

test("unknown codes in a link leave the URL: the URL, the chips and the heading agree", async ({ page }) => {
  const problems = watchConsole(page);
  // The server render already searches without the unknown ids: results, never a flash of "No listings match".
  const html = await (await page.request.get("/properties/rent?amenities=999&beds=3")).text();
  expect(html).not.toContain("No listings match");
  expect(html).toMatch(/id="card-/);
  await page.goto("/properties/rent?docs=fake,gazette&amenities=999&beds=3&utm_source=whatsapp");
  await hydrated(page);
  await expect.poll(() => new URL(page.url()).searchParams.has("amenities")).toBe(false);
  const url = new URL(page.url());
  expect(url.searchParams.get("beds")).toBe("3");
  expect(url.searchParams.get("utm_source")).toBe("whatsapp");
  expect(JSON.parse(url.searchParams.get("docs")!)).toEqual(["gazette"]);
  const chips = page.getByRole("list", { name: "Active filters" }).getByRole("button", { name: /^Remove filter: / });
  await expect(chips).toHaveText(["3+ beds", "Gazette"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3+ bedroom properties for rent in Nigeria");
  expect(problems).toEqual([]);
});
