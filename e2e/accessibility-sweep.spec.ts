import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_MENU } from "../worker/contracts/permissions";
import { acceptCookies, adminSignIn, hydrated, signIn } from "./support";

/**
 * Every page at a phone's and a desktop's width, through axe-core: the public pages, the dashboard pages of each
 * account type (from the header menu each sees) and every admin page (the menu). One load per page per width and
 * one sign-in per account; the gate is no serious or critical violation (WCAG 2.1 A/AA rules).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const WIDTHS = [375, 1280];

test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => acceptCookies(page));

async function serious(page: Page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (values) => {
    type Result = { violations: { id: string; impact: string | null; nodes: { html: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } }).axe;
    const r = await axe.run(document, { runOnly: { type: "tag", values } });
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html.slice(0, 120)).join(" | ")}`);
  }, TAGS);
}

/** Loads a page and waits for what it shows first: its heading, with skeletons gone. */
async function check(page: Page, path: string, width: number) {
  await page.goto(path);
  if (await page.evaluate(() => document.documentElement.hasAttribute("data-ssr"))) await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await serious(page), `${path} at ${width}`).toEqual([]);
}

const PUBLIC = [
  "/",
  "/properties/rent",
  "/properties/sale",
  "/properties/stay",
  "/professionals/agents",
  "/help",
  "/about",
  "/privacy",
  "/terms",
  "/data-deletion",
  "/login",
  "/register",
];

test("the public pages have no serious or critical axe violation at 375 and 1280 px", async ({ page }) => {
  test.setTimeout(300_000);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC) await check(page, path, width);
  }
});

const DASHBOARDS: Record<string, string[]> = {
  amaka: ["/dashboard", "/dashboard/wallet", "/dashboard/bookings", "/dashboard/messages", "/dashboard/edit-profile"],
  tunde: ["/dashboard", "/dashboard/kyc"],
  lekkihomes: ["/dashboard", "/dashboard/property/my-listing", "/dashboard/property/add-listing"],
  cityscape: ["/dashboard/project/my-projects", "/dashboard/project/add-projects", "/dashboard/project/view-accounts"],
};

for (const [account, paths] of Object.entries(DASHBOARDS)) {
  test(`${account}'s dashboard pages have no serious or critical axe violation at 375 and 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, account);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) await check(page, path, width);
    }
  });
}

test("every admin page has no serious or critical axe violation at 375 and 1280 px", async ({ page }) => {
  test.setTimeout(600_000);
  await adminSignIn(page, "superadmin");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of ADMIN_MENU) await check(page, path, width);
  }
});
