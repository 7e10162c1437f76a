import { expect, test } from "@playwright/test";
import { acceptCookies, signIn } from "./support";
import { blockPng } from "./block-png";

/** The fair-price band on a phone: a listing shows it with its method, and a lister asking far above it is warned and waits for review. */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await acceptCookies(page);
});

test("a listing shows its fair-price band, with the method and the number of comparables a tap away", async ({
  page,
  request,
}) => {
  const search = await (await request.post("/v1/properties/rent/search", { data: { state: "lagos" } })).json();
  const banded = (search.data as { slug: string; priceBand: { count: number } | null }[]).find((c) => c.priceBand);
  expect(banded, "a seeded Lagos rent listing has a band").toBeTruthy();
  await page.goto(`/properties/property/${banded!.slug}`);
  const band = page.getByTestId("price-band");
  await expect(band).toContainText(/₦[\d,]+–₦[\d,]+\/year for similar (homes|properties) in .+ \(from \d+ listings\)/);
  await expect(band).toContainText(/(Below|Within|Above) the band/);
  await band.getByText("How is this worked out?").click();
  await expect(band.getByText(`From ${banded!.priceBand!.count} listings for rent`)).toBeVisible();
  await expect(band.getByText(/middle half of their prices/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a lister typing a price far above the band is warned, and the listing waits for review", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Overpriced 3-bedroom flat ${Date.now().toString(36)}`;
  await signIn(page, "lekkihomes");
  await page.goto("/dashboard/property/add-listing");
  await expect(page.getByRole("heading", { name: "Add a listing" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Description")
    .fill("Three bedroom flat with a fitted kitchen, steady water and a prepaid meter on a quiet street in Lekki.");
  await page.getByLabel("Category").selectOption({ label: "Flat / Apartment" });
  await page.getByLabel("Property type").selectOption({ label: "Flat" });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("Area (locality)").selectOption({ label: "Lekki Phase 1 (Eti-Osa)" });
  await page.getByLabel("Street address").fill("12 Admiralty Way");
  await page.getByRole("button", { name: "Next" }).click();

  // The band needs the bedrooms: asked here, then shown as the rent is typed.
  await page.getByLabel("Bedrooms").selectOption("3");
  const hint = page.getByTestId("price-band-hint");
  await page.getByLabel("Rent").fill("4,000,000");
  await expect(hint).toContainText(/for similar homes in .+ \(from \d+ listings\)/);
  await expect(hint.getByText("This price is well above similar homes")).toHaveCount(0);
  await page.getByLabel("Rent").fill("60,000,000");
  await expect(hint.getByText("Above the band")).toBeVisible();
  await expect(hint.getByText("This price is well above similar homes")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByLabel("Bedrooms")).toHaveValue("3");
  await page.getByLabel("Bathrooms").fill("3");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Add photos").setInputFiles([{ name: "front.png", mimeType: "image/png", buffer: blockPng() }]);
  await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();

  await expect(page.getByTestId("pending-review").getByText("Waiting for review: not live yet")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/dashboard\/property\/my-listing/);
  await page.getByLabel("Search my listings").fill(title);
  const row = page.getByTestId("my-listing").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("pending-review")).toBeVisible();
});
