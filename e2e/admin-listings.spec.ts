import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { acceptCookies, d1, DEMO_PASSWORD, submitAdminLogin } from "./support";

/** A moderator works the reports queue and duplicate flags at /dashboard/admin/listings. */
test.beforeEach(async ({ page }) => acceptCookies(page));

// A 4×4 PNG: a listing goes live only with a photo.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAE0lEQVR4XmM4oaEBR0wMSAA3BwDKYARn1AsvOwAAAABJRU5ErkJggg==",
  "base64",
);

async function publish(request: APIRequestContext, username: string, title: string) {
  const login = await request.post("/v1/login_check", { data: { username, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const ticket = await (
    await request.post("/v1/secure/media/uploads", {
      headers,
      data: { contentType: "image/png", sizeBytes: PNG.length, width: 4, height: 4 },
    })
  ).json();
  expect((await request.put(ticket.uploadUrl, { headers: { "content-type": "image/png" }, data: PNG })).status()).toBe(
    200,
  );
  expect(
    (await request.put(ticket.thumbUploadUrl, { headers: { "content-type": "image/png" }, data: PNG })).status(),
  ).toBe(200);
  const res = await request.post("/v1/secure/property", {
    headers,
    data: {
      title,
      description: "Newly renovated flat with prepaid meter, borehole, parking and 24-hour security.",
      listingType: "rent",
      categoryId: 1,
      typeId: 1,
      priceKobo: 2_800_000_00,
      pricePeriod: "per_year",
      address: "14 Admiralty Way, Lekki Phase 1",
      stateId: 25,
      bedrooms: 3,
      mediaTokens: [ticket.token],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

async function moderatorLogin(page: Page) {
  await submitAdminLogin(page, "kemi.staff");
  await expect(page.getByRole("heading", { name: "Listings" })).toBeVisible();
}

test("a moderator upholds a report with a delist, relists, and every action is in the activity log", async ({
  page,
  request,
}) => {
  const title = `Moderation flat ${Date.now()} in Lekki`;
  const listing = await publish(request, "lekkihomes", title);
  const report = await request.post(`/v1/property/${listing.id}/report`, {
    data: { reason: "fee_scam", details: "Asked for an inspection fee by transfer." },
  });
  expect(report.status()).toBe(201);

  await moderatorLogin(page);
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("I was asked to pay an inspection fee or deposit outside PropertyNG")).toBeVisible();
  await expect(card.getByText("Reported by Anonymous")).toBeVisible();
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", `/properties/property/${listing.slug}`);

  await card.getByRole("button", { name: "Uphold" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("checkbox", { name: "Also delist this listing" }).click();
  await dialog.getByRole("button", { name: "Uphold report" }).click();
  await expect(dialog.getByText("Give the reason for delisting (at least 3 characters).")).toBeVisible();
  await dialog.getByLabel("Reason for delisting").fill("Inspection fee scam confirmed with the reporter");
  await dialog.getByRole("button", { name: "Uphold report" }).click();
  await expect(page.getByText("Report upheld and listing delisted")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);

  await page.getByRole("tab", { name: "All listings" }).click();
  await page.getByLabel("Search listings").fill(title);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Delisted: Inspection fee scam confirmed with the reporter")).toBeVisible();
  await row.getByRole("button", { name: "Relist" }).click();
  await expect(page.getByText("Listing relisted")).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Delist" })).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity log" }).click();
  // The action filter lists the same words: look in the log itself.
  const activity = page.getByRole("list", { name: "Activity" });
  for (const label of ["Upheld a listing report", "Delisted a listing", "Relisted a listing"])
    await expect(activity.getByText(label).first()).toBeVisible();
});

test("a moderator compares suspected duplicates side by side and dismisses or delists them", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const original = await publish(request, "lekkihomes", `Original flat ${stamp} in Lekki`);
  const copy = await publish(request, "abujaprime", `Copied flat ${stamp} in Lekki`);
  const other = await publish(request, "abujaprime", `Second copy ${stamp} in Lekki`);
  const now = Date.now();
  d1(`INSERT INTO duplicate_flags (id, property_id, other_property_id, distance, status, created_at) VALUES
    ('e2e-flag-a-${stamp}', '${copy.id}', '${original.id}', 2, 'open', ${now}),
    ('e2e-flag-b-${stamp}', '${other.id}', '${original.id}', 5, 'open', ${now - 1});
    UPDATE properties SET flagged_duplicate = 1 WHERE id IN ('${copy.id}', '${other.id}')`);

  await moderatorLogin(page);
  await page.getByRole("tab", { name: "Duplicates" }).click();
  const flag = page.getByRole("listitem").filter({ hasText: `Copied flat ${stamp}` });
  await expect(
    flag.getByRole("region", { name: "Flagged listing" }).getByRole("link", { name: `Copied flat ${stamp} in Lekki` }),
  ).toBeVisible();
  await expect(
    flag
      .getByRole("region", { name: "Matches this listing" })
      .getByRole("link", { name: `Original flat ${stamp} in Lekki` }),
  ).toBeVisible();
  await expect(flag.getByText("2 bits apart")).toBeVisible();
  await flag.getByRole("button", { name: "Not a duplicate" }).click();
  await expect(page.getByText("Flag dismissed: the listing is not a duplicate")).toBeVisible();
  await expect(flag).toHaveCount(0);

  const second = page.getByRole("listitem").filter({ hasText: `Second copy ${stamp}` });
  await second.getByRole("button", { name: "Delist flagged listing" }).click();
  await page
    .getByRole("dialog")
    .getByLabel("Reason for delisting")
    .fill("Same photos as an older listing by another lister");
  await page.getByRole("dialog").getByRole("button", { name: "Delist listing" }).click();
  await expect(page.getByText("Listing delisted")).toBeVisible();
  await expect(second).toHaveCount(0);
  const rows = d1(
    `SELECT id, status, delist_reason, flagged_duplicate FROM properties WHERE id IN ('${copy.id}', '${other.id}')`,
  );
  expect(rows.find((r) => r.id === other.id)).toMatchObject({
    status: "delisted",
    delist_reason: "Same photos as an older listing by another lister",
    flagged_duplicate: 0,
  });
  expect(rows.find((r) => r.id === copy.id)).toMatchObject({
    status: "active",
    delist_reason: null,
    flagged_duplicate: 0,
  });
});

test("a moderator corrects a listing's title through the admin area; the lister's editor is not theirs", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const listing = await publish(request, "lekkihomes", `Flat ${stamp} call 0803 000 0000`);
  await moderatorLogin(page);
  await page.getByRole("tab", { name: "All listings" }).click();
  await page.getByLabel("Search listings").fill(`Flat ${stamp}`);
  const row = page.getByRole("listitem").filter({ hasText: `Flat ${stamp}` });
  await row.getByRole("button", { name: "Correct" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill(`Flat ${stamp} in Lekki Phase 1`);
  await dialog.getByLabel("Reason for the change").fill("Phone number in the title");
  await dialog.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByText("Listing corrected")).toBeVisible();
  const after = await (await request.get(`/v1/property/property/${listing.id}`)).json();
  expect(after.title).toBe(`Flat ${stamp} in Lekki Phase 1`);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity log" }).click();
  await expect(page.getByRole("list", { name: "Activity" }).getByText("Corrected a listing").first()).toBeVisible();
});
