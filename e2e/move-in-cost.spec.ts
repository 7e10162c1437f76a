import { expect, test } from "@playwright/test";
import { acceptCookies } from "./support";

test.beforeEach(async ({ page }) => acceptCookies(page));

const naira = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test("on a phone, rent cards show the full cost to move in, “Move-in cost under” filters by it, and the listing itemises the same total", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const cap = 3_000_000;
  await page.goto(`/properties/rent?state=lagos&moveIn=${cap}`);
  await expect(page.getByRole("button", { name: /Move-in cost under ₦3,000,000/ }).first()).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const totals = page.getByTestId("card-move-in");
  await expect(totals.first()).toContainText("to move in");
  const shown = await totals.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const t of shown) expect(naira(t.split("to move in")[0]!)).toBeLessThanOrEqual(cap);
  // No horizontal scroll at 375 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const first = cards.first();
  const total = naira((await first.getByTestId("card-move-in").textContent())!.split("to move in")[0]!);
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/properties\/property\//);
  const section = page.getByRole("region", { name: "Total move-in cost" });
  await expect(section).toBeVisible();
  await expect(section.getByText("First year's rent", { exact: false })).toBeVisible();
  await expect(page.getByTestId("move-in-cost-total")).toHaveText(`₦${total.toLocaleString("en-NG")}`);
  // The lines add up to the card's total.
  const amounts = await section.locator("dd").allTextContents();
  const lines = amounts.slice(0, -1).map(naira);
  expect(lines.reduce((a, b) => a + b, 0)).toBe(total);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("on a phone, rent sorts by move-in cost, lowest first; the sale page does not offer it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/properties/rent?state=lagos");
  const sort = page.locator("#sort-phone");
  await sort.selectOption({ label: "Move-in cost: low to high" });
  await expect(page).toHaveURL(/sort=move_in_asc/);
  // Boosted listings come first (as in every sort): the unboosted ones after them are in move-in order, once the
  // sorted answer has replaced the previous cards.
  const unboosted = () =>
    page
      .getByRole("article")
      .evaluateAll((cards) =>
        cards
          .filter((c) => !/Sponsored/.test(c.textContent ?? ""))
          .map((c) =>
            Number(
              (c.querySelector("[data-testid=card-move-in]")?.textContent ?? "")
                .split("to move in")[0]!
                .replace(/[^\d]/g, ""),
            ),
          ),
      );
  await expect
    .poll(async () => {
      const totals = await unboosted();
      return totals.length > 1 && totals.every((t, k) => k === 0 || totals[k - 1]! <= t);
    })
    .toBe(true);
  // The server renders the same order from the URL alone.
  const html = await (await page.request.get("/properties/rent?state=lagos&sort=move_in_asc")).text();
  expect(html).toMatch(/<option value="move_in_asc" selected/);
  await page.goto("/properties/sale?state=lagos");
  await expect(page.locator("#sort-phone option[value=move_in_asc]")).toHaveCount(0);
});
