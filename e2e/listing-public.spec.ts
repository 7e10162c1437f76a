import { expect, test, type APIRequestContext } from "@playwright/test";
import { acceptCookies, DEMO_PASSWORD, hydrated, rendered, watchConsole } from "./support";

// Three tiny 4×4 PNGs of different colours (the worker checks the magic bytes, not the name).
const PNGS = [
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAE0lEQVR4XmM4oaEBR0wMSAA3BwDKYARn1AsvOwAAAABJRU5ErkJggg==",
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAE0lEQVR4XmPQWGADR0wMSAA3BwC5WAQXwGNrNwAAAABJRU5ErkJggg==",
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAE0lEQVR4XmPQCDgBR0wMSAA3BwDh0AUH38ejtQAAAABJRU5ErkJggg==",
].map((b) => Buffer.from(b, "base64"));

test.beforeEach(async ({ page }) => acceptCookies(page));

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** As the demo brokerage, through the API: sign in, upload three photos, publish a rental. */
async function publishListing(request: APIRequestContext, title: string) {
  const { token } = await ok<{ token: string }>(
    await request.post("/v1/login_check", { data: { username: "lekkihomes", password: DEMO_PASSWORD } }),
  );
  const headers = { authorization: `Bearer ${token}` };
  const mediaTokens: string[] = [];
  for (const png of PNGS) {
    const ticket = await ok<{ token: string; uploadUrl: string; thumbUploadUrl: string }>(
      await request.post("/v1/secure/media/uploads", {
        headers,
        data: { contentType: "image/png", sizeBytes: png.length, width: 4, height: 4 },
      }),
    );
    await ok(await request.put(ticket.uploadUrl, { headers: { "content-type": "image/png" }, data: png }));
    const thumb = await ok<{ status: string }>(
      await request.put(ticket.thumbUploadUrl, { headers: { "content-type": "image/png" }, data: png }),
    );
    expect(thumb.status).toBe("ready");
    mediaTokens.push(ticket.token);
  }
  const states = await ok<{ data: { id: number; slug: string }[] }>(await request.get("/v1/locations/states"));
  const lagos = states.data.find((s) => s.slug === "lagos")!;
  return ok<{ id: string; slug: string }>(
    await request.post("/v1/secure/property", {
      headers,
      data: {
        title,
        description:
          "Bright two bedroom flat with prepaid meter, borehole water and a secure compound close to the market.",
        listingType: "rent",
        categoryId: 2,
        typeId: 8,
        priceKobo: 2_400_000_00,
        pricePeriod: "per_year",
        serviceChargeKobo: 300_000_00,
        agencyFeeKobo: 240_000_00,
        legalFeeKobo: 240_000_00,
        cautionFeeKobo: 200_000_00,
        bedrooms: 2,
        bathrooms: 2,
        toilets: 3,
        areaSqm: 95,
        address: "14 Herbert Macaulay Way, Yaba",
        stateId: lagos.id,
        mediaTokens,
        primaryMediaToken: mediaTokens[0],
      },
    }),
  );
}

test("an anonymous visitor finds a new listing, browses its photos, sees the move-in cost and reports it", async ({
  page,
  request,
}) => {
  const word = `Zq${Date.now().toString(36)}`;
  const title = `Bright 2 bedroom flat in Yaba ${word}`;
  const listing = await publishListing(request, title);

  // The HTML before any script runs already names the listing, for WhatsApp and search engines.
  const html = await (await page.request.get(`/properties/property/${listing.slug}`)).text();
  expect(html).toContain(`<title>${title} · PropertyNG</title>`);
  expect(html).toMatch(/<meta[^>]+property="og:image"[^>]+content="[^"]*\/media\//);

  await page.goto(`/properties/property/${listing.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · PropertyNG`);
  await expect(page.getByRole("main").locator("header").getByText("₦2,400,000/year")).toBeVisible();

  const cost = page.getByRole("region", { name: "Total move-in cost" });
  for (const [label, amount] of [
    ["First year's rent", "₦2,400,000"],
    ["Service charge", "₦300,000"],
    ["Agency fee", "₦240,000"],
    ["Legal fee", "₦240,000"],
    ["Caution deposit", "₦200,000"],
    ["Total", "₦3,380,000"],
  ] as [string, string][]) {
    await expect(
      cost
        .locator("div", { has: page.locator("dt", { hasText: label }) })
        .locator("dd")
        .first(),
    ).toHaveText(amount);
  }
  // Agency and legal fees of ₦240,000 on ₦2.4m rent are exactly at Lagos's 10% caps: allowed, and not marked.
  await expect(cost.getByText("Above the 10% Lagos cap")).toHaveCount(0);

  const thumbs = page.getByRole("list", { name: "Thumbnails" }).locator("img");
  await expect(thumbs).toHaveCount(3);
  for (const src of await thumbs.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src") ?? "")))
    expect(src).toMatch(/^\/media\//);
  const thumbRes = await page.request.get((await thumbs.first().getAttribute("src")) as string);
  expect(thumbRes.status()).toBe(200);
  expect(thumbRes.headers()["cache-control"]).toContain("immutable");

  // Full screen with the keyboard: right, left (wrapping), Escape.
  await page.getByRole("button", { name: "View photo 1 of 3 full screen" }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByRole("heading")).toHaveText(`${title} · photo 1 of 3`);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByRole("heading")).toHaveText(`${title} · photo 2 of 3`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByRole("heading")).toHaveText(`${title} · photo 3 of 3`);
  await expect(viewer.locator("img")).toHaveAttribute("src", /^\/media\//);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(
    page.getByRole("list", { name: "Thumbnails" }).getByRole("button", { name: "Show photo 3" }),
  ).toHaveAttribute("aria-current", "true");

  // Report: a reason is required, then the report is sent.
  await page.getByRole("button", { name: "Report this listing" }).click();
  const report = page.getByRole("dialog", { name: "Report this listing" });
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByText("Choose a reason.")).toBeVisible();
  await report.getByLabel("The photos belong to another property").check();
  await report.getByLabel("Details (optional)").fill("The same photos are on another agent's listing in Surulere.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. Our team will review this listing.")).toBeVisible();
  await expect(report).toBeHidden();

  // The search page shows its card, filters kept in the URL.
  await page.goto(`/properties/rent?state=lagos&q=${word}`);
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("₦2,400,000/year")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\//);
  // Saving needs an account: the heart opens the sign-in modal for a visitor.
  await card.getByRole("button", { name: `Save ${title}` }).click();
  const signIn = page.getByRole("dialog");
  await expect(signIn.getByLabel("Username or email")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(signIn).toBeHidden();
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/property/${listing.slug}$`));

  // The short path by id shows the same page; an unknown listing is the 404 page.
  await page.goto(`/properties/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goto("/properties/property/no-such-listing-here");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("This listing is not available")).toBeVisible();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("scroll-to-top never covers the price, the fees or the contact bar (375 and 1280 px)", async ({
  page,
  request,
}) => {
  const title = `Fees flat in Yaba ${Date.now().toString(36)}`;
  const listing = await publishListing(request, title);
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/properties/property/${listing.slug}`);
  await hydrated(page);
  const cost = page.getByRole("region", { name: "Total move-in cost" });
  const amounts = cost.locator("dd");
  await expect(amounts).toHaveCount(6);
  const up = page.getByRole("button", { name: "Scroll to top" });
  const bar = page.getByRole("region", { name: "Contact the lister" });

  // Phone: each fee row in turn just above the bottom edge, where no floating button may sit over the amounts.
  // While the agent card is still on screen there is neither the bar nor a floating button; past it, the bar.
  for (let i = 0; i < 6; i++) {
    await amounts.nth(i).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (innerHeight - 90)));
    await rendered(page);
    if (!(await bar.isVisible())) {
      await expect(up).toHaveCount(0);
      continue;
    }
    await expect(up).toHaveCount(1);
    const upBox = (await up.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    // It is the bar's own button...
    expect(upBox.y).toBeGreaterThanOrEqual(barBox.y);
    expect(upBox.x + upBox.width).toBeLessThanOrEqual(barBox.x + barBox.width);
    // ...so it covers nothing the bar leaves showing: the amounts above the bar are all clear of it (the target
    // row included), and the bar's other buttons keep their room.
    const clear = (
      await amounts.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box))
    ).filter((b) => b.y + b.height <= barBox.y);
    expect(clear.length).toBeGreaterThan(i);
    for (const box of clear) expect(overlaps(upBox, box)).toBe(false);
    for (const other of await bar
      .getByRole("link")
      .or(bar.getByRole("button", { name: "Message" }))
      .all())
      expect(overlaps(upBox, (await other.boundingBox())!)).toBe(false);
  }
  // Further down (the description under the fees) the card is long gone: the bar, with the button in it.
  await page
    .getByRole("heading", { name: "Description" })
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (innerHeight - 90)));
  await expect(bar.getByRole("button", { name: "Scroll to top" })).toBeVisible();
  await expect(up).toHaveCount(1);
  const barBox = (await bar.boundingBox())!;
  const upBox = (await up.boundingBox())!;
  expect(upBox.y).toBeGreaterThanOrEqual(barBox.y);
  for (const box of await amounts.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box)))
    expect(overlaps(upBox, box)).toBe(false);
  // The price under the title just above the bottom edge: whatever shows there, nothing covers it.
  const price = page.getByRole("main").locator("header").getByText("₦2,400,000/year");
  await price.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (innerHeight - 90)));
  await rendered(page);
  const priceBox = (await price.boundingBox())!;
  for (const b of await up.all()) expect(overlaps((await b.boundingBox())!, priceBox)).toBe(false);

  // Desktop: the floating button, clear of the fees beside it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
  for (let i = 0; i < 6; i++) {
    await amounts.nth(i).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (innerHeight - 90)));
    await expect(up).toBeVisible();
    const upBox = (await up.boundingBox())!;
    for (const box of await amounts.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as Box)))
      expect(overlaps(upBox, box)).toBe(false);
  }
  await up.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  expect(problems).toEqual([]);
});
