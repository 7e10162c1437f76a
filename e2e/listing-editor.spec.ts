import { expect, test } from "@playwright/test";
import { acceptCookies, signIn } from "./support";
import { blockPng } from "./block-png";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("a broker publishes a listing with three photos, a visitor sees it at its slug, and the broker manages it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const title = `Bright 3-bedroom flat ${tag} in Lekki Phase 1`;
  await signIn(page, "lekkihomes");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Add listing" }).click();
  await expect(page.getByRole("heading", { name: "Add a listing" })).toBeVisible();

  // Details: errors show only once the step is validated.
  await expect(page.getByText("Give the listing a title of at least 10 characters.")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Give the listing a title of at least 10 characters.")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Description")
    .fill(
      "Newly built flat with steady water, prepaid meter, fitted kitchen and a quiet street close to the expressway.",
    );
  await page.getByLabel("Category").selectOption({ label: "Flat / Apartment" });
  await page.getByLabel("Property type").selectOption({ label: "Flat" });
  await page.getByRole("button", { name: "Next" }).click();

  // Location: the pin from a pasted map link, then from the locality.
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("Area (locality)").selectOption({ label: "Lekki Phase 1 (Eti-Osa)" });
  await page.getByLabel("Street address").fill("12 Admiralty Way");
  await page
    .getByLabel("Map link")
    .fill("https://www.google.com/maps/place/Admiralty/@6.44,3.47,15z/data=!3d6.4474!4d3.4723");
  await page.getByRole("button", { name: "Use this link" }).click();
  await expect(page.getByLabel("Latitude")).toHaveValue("6.4474");
  await expect(page.getByLabel("Longitude")).toHaveValue("3.4723");
  await page.getByRole("button", { name: "Use the locality's location" }).click();
  await expect(page.getByLabel("Latitude")).not.toHaveValue("6.4474");
  await page.getByRole("button", { name: "Next" }).click();

  // Price & charges with the live move-in total and the Lagos law's 10% cap, shown as the lister types.
  await page.getByLabel("Rent").fill("3,500,000");
  await page.getByLabel("Service charge (per year)").fill("250000");
  await expect(page.getByText("Lagos law: at most ₦350,000.").first()).toBeVisible();
  await page.getByLabel("Agency fee").fill("500000");
  await expect(page.getByText("Lagos law caps the agency fee at 10% of the annual rent")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Agency fee")).toBeVisible();
  await page.getByLabel("Agency fee").fill("350000");
  await expect(page.getByText("Lagos law caps the agency fee at 10% of the annual rent")).toHaveCount(0);
  await page.getByLabel("Legal fee").fill("350000");
  await page.getByLabel("Caution deposit").fill("500000");
  await expect(page.getByTestId("move-in-total")).toHaveText("₦4,950,000");
  await expect(page.getByText("Fees above the Lagos cap")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Bedrooms").fill("3");
  await page.getByLabel("Bathrooms").fill("3");
  await page.getByLabel("Toilets").fill("4");
  await page.getByLabel("Prepaid meter").check();
  await page.getByLabel("Borehole").check();
  await page.getByRole("button", { name: "Next" }).click();
  // A room with its own photo.
  await page.getByRole("button", { name: "Add a room" }).click();
  await page.getByLabel("Room name").fill("Master bedroom");
  await page
    .getByLabel("Add photos of Master bedroom")
    .setInputFiles([{ name: "bedroom.png", mimeType: "image/png", buffer: blockPng() }]);
  await expect(page.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole("button", { name: "Next" }).click();

  // Photos: three pictures resized and uploaded from the browser, each with its own progress.
  await page.getByLabel("Add photos").setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: blockPng() },
    { name: "living.png", mimeType: "image/png", buffer: blockPng() },
    { name: "kitchen.png", mimeType: "image/png", buffer: blockPng() },
    { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 not a picture") },
  ]);
  await expect(page.getByText("notes.pdf is not a picture (JPEG, PNG or WebP).")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove photo 3" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);

  // Finished uploads survive a reload (the draft keeps their tokens): once the saved draft holds all three.
  await page.waitForFunction(() => {
    try {
      const d = JSON.parse(localStorage.getItem("listing.draft") ?? "null") as {
        values?: { media?: { token?: string }[] };
      } | null;
      return (d?.values?.media ?? []).filter((m) => m.token).length === 3;
    } catch {
      return false;
    }
  });
  await page.reload();
  await expect(page.getByText("We restored the draft you were working on")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove photo 3" })).toBeVisible();

  await page.getByRole("button", { name: "Set photo 2 as main photo" }).click();
  await expect(page.getByRole("button", { name: "Set photo 2 as main photo" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Rotate photo 1" }).click();
  await expect(page.getByRole("img", { name: /^Photo 1/ })).toHaveAttribute("data-rotation", "90");

  await page.getByLabel("Video link").fill("https://example.com/tour.mp4");
  await page.getByRole("button", { name: "Add video" }).click();
  await expect(page.getByText("Use a YouTube or Vimeo link.")).toBeVisible();
  await page.getByLabel("Video link").fill("https://youtu.be/dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Add video" }).click();
  await expect(page.getByRole("link", { name: "https://youtu.be/dQw4w9WgXcQ" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Inspection fee: Lagos law bans it, so a Lagos listing's inspections are free and the form asks for none.
  await expect(page.getByTestId("lagos-free-inspections")).toContainText("Lagos law bans inspection fees");
  await expect(page.getByLabel("Inspection fee (optional)")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await expect(page.getByTestId("review-move-in")).toHaveText("₦4,950,000");
  await page.getByRole("button", { name: "Publish" }).click();

  await expect(page).toHaveURL(/\/properties\/property\/[a-z0-9-]+$/, { timeout: 20_000 });
  await expect(page.getByText("Your listing is live.")).toBeVisible();
  const url = page.url();
  const slug = url.split("/").pop()!;

  // The API agrees: the second photo is the main one and the first is turned a quarter.
  const detail = await (await request.get(`/v1/property/property/${slug}`)).json();
  expect(detail.title).toBe(title);
  type Media = { id: string; primaryImage: boolean; rotation: number; roomId: string | null; thumbnailMdUrl: string };
  const own = (d: { propertyMedia: Media[] }) => d.propertyMedia.filter((m) => !m.roomId);
  expect(own(detail)).toHaveLength(3);
  expect(own(detail).map((m) => m.primaryImage)).toEqual([false, true, false]);
  expect(own(detail)[0]!.rotation).toBe(90);
  expect(detail.rooms).toEqual([
    expect.objectContaining({ name: "Master bedroom", mediaTokens: [expect.any(String)] }),
  ]);
  expect(detail.inspectionFeeKobo).toBeNull();
  expect(detail.moveInKobo).toBe(495_000_000);
  expect(detail.videoLinks.map((l: { url: string }) => l.url)).toEqual(["https://youtu.be/dQw4w9WgXcQ"]);
  const thumb = await request.get(own(detail)[1]!.thumbnailMdUrl);
  expect(thumb.status()).toBe(200);
  expect(thumb.headers()["cache-control"]).toContain("immutable");

  // An anonymous visitor sees the listing, its thumbnails from /media/ and the move-in cost.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await acceptCookies(anon);
  await anon.goto(url);
  await expect(anon.getByRole("heading", { name: title })).toBeVisible();
  await expect(anon.locator('img[src*="/media/listings/"]').first()).toBeVisible();
  await expect(anon.getByText("₦4,950,000").first()).toBeVisible();
  await visitor.close();

  // My listings: find it, disable it, enable it again.
  await page.goto("/dashboard/property/my-listing");
  await page.getByLabel("Search my listings").fill(tag);
  const row = page.getByTestId("my-listing").filter({ hasText: title });
  // The new listing is also on the unfiltered first page: wait until the search has applied (only it is left),
  // or the click below can land on a row the filtered list is about to replace.
  await expect(page.getByTestId("my-listing")).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Confirmed available today")).toBeVisible();
  await row.getByRole("button", { name: "Disable" }).click();
  await expect(row.getByText("Deactivated")).toBeVisible();
  await page.getByRole("tab", { name: "Deactivated" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Enable" }).click();
  await expect(page.getByText("Listing enabled again.")).toBeVisible();
  await page.getByRole("tab", { name: "Active" }).click();
  await expect(row.getByText("Active")).toBeVisible();

  // Edit: the wizard opens prefilled; saved photos change on the server at once, the rest on Save.
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit listing" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByRole("button", { name: "Rooms", exact: true }).click();
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await page.getByLabel("Room name").fill("Master bedroom (en-suite)");
  await page.getByRole("button", { name: "Photos & video", exact: true }).click();
  await page.getByRole("button", { name: "Set photo 3 as main photo" }).click();
  await expect(page.getByRole("button", { name: "Set photo 3 as main photo" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Save changes" }).first().click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/property\/my-listing/);
  const edited = await (await request.get(`/v1/property/property/${slug}`)).json();
  expect(own(edited).map((m) => m.primaryImage)).toEqual([false, false, true]);
  expect(edited.rooms[0].name).toBe("Master bedroom (en-suite)");
  expect(edited.rooms[0].mediaTokens).toEqual(detail.rooms[0].mediaTokens);
});

test("a seeker cannot open the listing editor", async ({ page }) => {
  await signIn(page, "amaka");
  await expect(page).toHaveURL(/\/properties\/sale/);
  await page.goto("/dashboard/property/add-listing");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You are not allowed to perform this action.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Add listing" }),
  ).toHaveCount(0);
});
