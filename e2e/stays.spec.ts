import { expect, test } from "@playwright/test";
import { acceptCookies, d1, logOut, signIn } from "./support";

/**
 * A seeker books a short stay on the calendar and pays through the sandbox payment link,
 * the host confirms, and the stay shows confirmed for both.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

/** YYYY-MM-DD `days` ahead in Lagos time. */
const day = (days: number) => new Date(Date.now() + 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const dmy = (d: string) => d.split("-").reverse().join("/");

/** A live short-stay listing of a demo lister, with the stay settings the seed gives it. */
function stay() {
  return d1(
    `SELECT p.id, u.username FROM properties p JOIN users u ON u.id = p.owner_id JOIN stay_settings s ON s.property_id = p.id
     WHERE p.listing_type = 'short_stay' AND p.status = 'active' AND u.username IN ('lekkihomes', 'abujaprime') ORDER BY p.id LIMIT 1`,
  )[0] as { id: string; username: string };
}

test("a seeker books a short stay and pays by link, the host confirms, both see it confirmed", async ({ page }) => {
  const l = stay();
  expect(l, "the seed gives demo listers a short stay").toBeTruthy();
  const checkIn = day(30 + Math.floor(Math.random() * 200));
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);

  await signIn(page, "amaka");
  await page.goto(`/booking/${l.id}`);
  const box = page.getByTestId("stay-book");
  await expect(box).toBeVisible();
  await expect(box.getByRole("grid").first()).toBeVisible();
  await box.getByLabel("Check-in").fill(dmy(checkIn));
  await box.getByLabel("Check-out").fill(dmy(checkOut));
  const breakdown = page.getByTestId("stay-breakdown");
  await expect(breakdown).toContainText(`${dmy(checkIn)} to ${dmy(checkOut)}`);
  await expect(breakdown).toContainText("3 nights × ₦");
  await expect(breakdown).toContainText("Caution deposit");
  const total = (await breakdown.getByText("Total").locator("..").locator("dd").textContent())!.trim();
  expect(total).toMatch(/^₦[\d,]+$/);
  await expect(page.getByText(/^Cancellation: /)).toBeVisible();

  await box.getByRole("button", { name: "Pay by card or transfer" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  // Once verified, straight to the stay's page with what happens next (no second click, no spinner).
  await expect(page).toHaveURL(/\/booking\/stay_[^/?]+$/);
  await expect(page.getByTestId("paid-banner")).toContainText(`Stay booked · ${total} held in escrow`);
  await expect(page.getByTestId("stay-status")).toHaveText("Waiting for the host");
  const id = page.url().split("/").pop()!;
  expect(id).toMatch(/^stay_/);
  await logOut(page);

  await signIn(page, l.username);
  await page.goto(`/dashboard/bookings/${id}`);
  await expect(page.getByTestId("stay-detail")).toContainText("you are the host");
  await page.getByRole("button", { name: "Confirm stay" }).click();
  await expect(page.getByTestId("stay-status")).toHaveText("Confirmed");
  await expect(page.getByRole("button", { name: "Cancel stay" })).toBeVisible();
  await logOut(page);

  await signIn(page, "amaka");
  await page.goto("/dashboard/bookings");
  const list = page.getByTestId("stays-list");
  await expect(list).toContainText(`${dmy(checkIn)} to ${dmy(checkOut)}`);
  await expect(list.getByRole("link").filter({ hasText: dmy(checkIn) })).toContainText("Confirmed");
  await page.goto(`/dashboard/bookings/${id}`);
  await expect(page.getByTestId("stay-status")).toHaveText("Confirmed");
  await expect(page.getByText("Host: ")).toBeVisible();
});

test("on a phone, past days in the stay calendar are past, not taken", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  const l = stay();
  await signIn(page, "amaka");
  await page.goto(`/booking/${l.id}`);
  const box = page.getByTestId("stay-book");
  await expect(box.getByRole("grid").first()).toBeVisible();
  const yesterday = day(-1);
  // The calendar opens on this month: on the 1st, yesterday is a month back.
  if (yesterday.slice(0, 7) !== day(0).slice(0, 7))
    await box.getByRole("button", { name: "Go to the Previous Month" }).click();
  const when = new Date(`${yesterday}T12:00:00Z`);
  const name = `${when.getUTCDate()} ${when.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })}`;
  const past = box.getByRole("button", { name: new RegExp(`^${name}, past day, cannot be booked`) });
  await expect(past).toBeVisible();
  await expect(past).toBeDisabled();
  await expect(box.getByRole("button", { name: new RegExp(`^${name}, taken`) })).toHaveCount(0);
  // It looks past (greyed), not taken (struck through).
  await expect(past.locator("xpath=..")).not.toHaveClass(/stay-unavailable/);
  await expect(past.locator("xpath=..")).toHaveClass(/stay-closed/);
});
