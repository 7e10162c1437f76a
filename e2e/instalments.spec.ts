import { expect, test, type Page } from "@playwright/test";
import { acceptCookies, expectBooksBalance, logOut, signIn, watchConsole } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

const PROJECT = "Greenfield Court, Ibeju-Lekki";

/** Signs out (the header's menu, drawn at desktop width) and back in as `username`, on the phone again. */
async function switchTo(page: Page, username: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logOut(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, username);
}

/** Pays through the sandbox checkout and waits to land back on the schedule. */
async function payByCard(page: Page, amount: string, planPath: string) {
  await page.getByRole("button", { name: "Pay by card or transfer" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(new RegExp(`${planPath}$`));
}

/**
 * On a phone: a buyer reads a 12-month plan's terms before paying, reserves a terrace with its deposit, the
 * developer confirms, the buyer pays two instalments by card and sees the schedule with a receipt for each and the
 * balance left; the developer sees the money received and held per buyer.
 */
test("at 375 px: reserve on a 12-month plan, pay the deposit and two instalments, see the schedule and receipts", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = watchConsole(page);
  const all = (await (await request.get("/all-projects?perPage=50")).json()) as {
    data: { id: string; name: string }[];
  };
  const project = all.data.find((p) => p.name === PROJECT)!;
  expect(project, "the seed has Greenfield Court").toBeTruthy();

  await signIn(page, "amaka");
  // The terms are stated before anything is paid: on the project page and on the reservation page.
  await page.goto(`/properties/project/${project.id}`);
  const terms = page.getByTestId("plan-terms");
  await expect(terms).toContainText("12 instalments");
  await expect(terms).toContainText("₦2,100,000 a month");
  await expect(terms).toContainText("Foundations 20%, Roofing 30%, Handover 100%");
  await expect(terms).toContainText("Miss 2 instalments and the reservation ends.");
  await page.goto(`/project-booking/${project.id}`);
  await expect(page.getByRole("heading", { name: "The payment plan you agree to" })).toBeVisible();
  await expect(page.getByTestId("plan-terms")).toContainText("80% of the instalment money still held");
  await expect(page.getByTestId("deposit")).toContainText("₦10,800,000");
  await page.getByRole("button", { name: "Pay by card or transfer" }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/sandbox\/checkout/);
  await page.getByRole("button", { name: "Pay ₦10,800,000" }).click();
  await expect(page.getByRole("heading", { name: /Unit reserved · ₦10,800,000 held in escrow/ })).toBeVisible();
  const schedule = page.getByRole("link", { name: "See my instalment schedule" });
  const planPath = (await schedule.getAttribute("href"))!;
  expect(planPath).toMatch(/^\/dashboard\/bookings\/instalments\//);
  await schedule.click();
  await expect(page.getByRole("heading", { name: "Instalment schedule" })).toBeVisible();
  await expect(page.getByText("Instalments start once the developer confirms your reservation")).toBeVisible();
  await expect(page.getByTestId("schedule").getByRole("listitem")).toHaveCount(12);

  // The developer confirms the reservation (the deposit is theirs less commission); instalments can start.
  await switchTo(page, "greenfield");
  await page.goto("/dashboard/project/my-projects");
  await page
    .getByRole("region", { name: "Reservations" })
    .getByRole("listitem")
    .filter({ hasText: PROJECT })
    .filter({ has: page.getByRole("button", { name: "Confirm" }) })
    .first()
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(page.getByRole("region", { name: "Reservations" }).getByRole("button", { name: "Confirm" })).toHaveCount(
    0,
  );

  // The buyer pays instalment 1, then instalment 2, by card; each has its receipt; the balance goes down.
  await switchTo(page, "amaka");
  await page.goto(planPath);
  await expect(page.getByTestId("plan-balance")).toHaveText("₦25,200,000");
  await expect(page.getByLabel(/^1\. ₦2,100,000/)).toBeChecked();
  await payByCard(page, "₦2,100,000", planPath);
  await expect(page.getByTestId("receipt-1")).toContainText("by card · receipt PNG-");
  await expect(page.getByLabel(/^2\. ₦2,100,000/)).toBeChecked();
  await payByCard(page, "₦2,100,000", planPath);
  await expect(page.getByTestId("receipt-2")).toContainText("by card · receipt PNG-");
  await expect(page.getByTestId("instalment-3")).toContainText("Due");
  await expect(page.getByTestId("plan-held")).toHaveText("₦4,200,000");
  await expect(page.getByTestId("plan-balance")).toHaveText("₦21,000,000");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The developer sees the buyer's plan: expected, received and held (released only at approved milestones).
  await switchTo(page, "greenfield");
  await page.goto("/dashboard/project/instalments");
  const row = page.getByTestId("developer-plans").getByRole("listitem").filter({ hasText: "2 of 12 paid" }).first();
  await expect(row).toContainText(PROJECT);
  await expect(row).toContainText("received ₦4,200,000");
  await expect(row).toContainText("held ₦4,200,000");
  expectBooksBalance();
  expect(problems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
});
