import { expect, test, type APIRequestContext } from "@playwright/test";
import { acceptCookies, submitAdminLogin } from "./support";

/** The pre-live review queue at a phone's width: why each listing waits, approve, and decline with a reason. */
test.beforeEach(async ({ page }) => acceptCookies(page));

// A 4×4 PNG: a listing goes live only with a photo.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAE0lEQVR4XmM4oaEBR0wMSAA3BwDKYARn1AsvOwAAAABJRU5ErkJggg==",
  "base64",
);

/** A new, unverified agent publishes: the listing waits for review. */
async function newListerPublishes(request: APIRequestContext, titles: string[]) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `review.${tag}@example.ng`;
  const password = "Review@2026";
  const reg = await request.post("/v1/register", {
    data: { firstName: "Bisi", lastName: "Newcomer", email, password, agree: true, accountType: "agent" },
  });
  expect(reg.status()).toBe(201);
  const { token } = await (await request.post("/v1/login_check", { data: { username: email, password } })).json();
  const headers = { authorization: `Bearer ${token}` };
  for (const title of titles) {
    const ticket = await (
      await request.post("/v1/secure/media/uploads", {
        headers,
        data: { contentType: "image/png", sizeBytes: PNG.length, width: 4, height: 4 },
      })
    ).json();
    await request.put(ticket.uploadUrl, { headers: { "content-type": "image/png" }, data: PNG });
    await request.put(ticket.thumbUploadUrl, { headers: { "content-type": "image/png" }, data: PNG });
    const res = await request.post("/v1/secure/property", {
      headers,
      data: {
        title,
        description: "Bright two-bedroom flat with prepaid meter, borehole, parking and 24-hour security.",
        listingType: "rent",
        categoryId: 1,
        typeId: 1,
        priceKobo: 1_900_000_00,
        pricePeriod: "per_year",
        address: "3 Bode Thomas Street, Surulere",
        stateId: 25,
        bedrooms: 2,
        mediaTokens: [ticket.token],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    expect(((await res.json()) as { status: string }).status).toBe("pending_review");
  }
}

test("at 375 px a moderator sees why listings wait, approves one and declines the other with a reason", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const stamp = Date.now();
  const [good, bad] = [`Surulere flat ${stamp} to approve`, `Surulere flat ${stamp} to decline`];
  await newListerPublishes(request, [good, bad]);

  await submitAdminLogin(page, "kemi.staff");
  await expect(page).toHaveURL(/\/dashboard\/admin(?!\/login)/);
  await page.goto("/dashboard/admin/listing-review");
  await expect(page.getByRole("heading", { level: 1, name: "Review queue" })).toBeVisible();
  const queue = page.getByRole("list", { name: "Listings waiting for review" });
  // Oldest first: later pages hold the newest; go to the page that has this lister's listings.
  const row = (title: string) => queue.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(queue).toBeVisible();
  while (!(await row(good).count())) {
    const next = page.getByRole("button", { name: /next/i });
    await expect(next).toBeEnabled();
    await next.click();
    // The previous page stays on screen until the next one arrives: read the rows only once it has.
    await expect(queue).not.toHaveAttribute("aria-busy", "true");
  }
  const reasons = row(good).getByRole("list", { name: "Why it waits" });
  await expect(reasons).toContainText("Unverified lister");
  await expect(reasons).toContainText("New lister");

  await row(good).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Listing approved", { exact: true })).toBeVisible();
  await expect(row(good)).toHaveCount(0);

  await row(bad).getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline this listing?" });
  await dialog.getByRole("button", { name: "Decline listing" }).click();
  await expect(dialog.getByText(/at least/)).toBeVisible();
  await dialog.getByLabel("Reason for declining").fill("The photos do not show the flat at this address.");
  await dialog.getByRole("button", { name: "Decline listing" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Listing declined", { exact: true })).toBeVisible();
  await expect(row(bad)).toHaveCount(0);

  // The activity log says who did what to which listing, in words, and filters by action, person and date.
  await page.goto("/dashboard/admin/activity-log");
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter the activity log" });
  await filters.getByLabel("Action", { exact: true }).selectOption({ label: "Approved a listing waiting for review" });
  await filters
    .getByLabel("Done by", { exact: true })
    .selectOption({ label: "Kemi Adebayo (kemi@demo.propertyng.ng)" });
  const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
  await filters.getByLabel("From", { exact: true }).fill(today);
  await expect(page).toHaveURL(/action=listing\.approve/);
  const activity = page.getByRole("list", { name: "Activity" });
  await expect(activity.getByRole("listitem").first()).toContainText(
    `Kemi Adebayo Approved a listing waiting for review: ${good}`,
  );
  await expect(activity).not.toContainText(bad);
  await filters.getByLabel("Action", { exact: true }).selectOption({ label: "Declined a listing waiting for review" });
  await expect(activity.getByRole("listitem").first()).toContainText(
    `Kemi Adebayo Declined a listing waiting for review: ${bad}`,
  );
});
