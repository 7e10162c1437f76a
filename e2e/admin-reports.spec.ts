import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { acceptCookies, adminSignIn, watchConsole } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

test("a super admin reads the dashboard over 90 days, sees the charts and downloads the CSV", async ({ page }) => {
  const problems = watchConsole(page);
  await adminSignIn(page, "superadmin");
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // Staff notices (a disputed rent) come to the back office's bell; it asks for them without a live room.
  await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();

  const cards = page.getByTestId("kpi-cards");
  await expect(cards.getByText("Searches", { exact: true })).toBeVisible();
  await expect(cards.getByText("Money in", { exact: true })).toBeVisible();
  // Each card says how it changed in words, not by colour alone.
  await expect(cards.getByText("vs previous period").first()).toBeVisible();

  await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "90 days" }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByRole("group", { name: "Period" }).getByRole("button", { name: "90 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText(/\(90 days\), compared with/)).toBeVisible();
  // The seeded searches make a daily chart (uPlot draws on a canvas inside it).
  await expect(page.getByTestId("series-chart").first().locator("canvas")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Conversion funnel" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Live listings by state" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^propertyng-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(csv[0]).toBe(
    "date,signups,searches,listing_views,enquiries,inspections,stays,reservations,money_in_naira,money_out_naira",
  );
  expect(csv).toHaveLength(91);

  // The reports page is in the menu, under the same permission.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Day by day" })).toBeVisible();

  // A custom period: the dates are checked beside the field before any request, then the period is in the address.
  const custom = page.getByRole("form", { name: "Custom period" });
  await custom.getByLabel("From").fill("2026-11-20");
  await custom.getByLabel("To").fill("2026-11-01");
  await custom.getByRole("button", { name: "Apply" }).click();
  await expect(custom.getByText("The end date must be on or after the start date.")).toBeVisible();
  await expect(custom.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
  await custom.getByLabel("To").fill("2026-11-25");
  await custom.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2026-11-20/);
  await expect(page.getByText("20/11/2026 – 25/11/2026 (6 days)", { exact: false })).toBeVisible();
  expect(problems.filter((p) => !/Download the React DevTools/.test(p))).toEqual([]);
});
