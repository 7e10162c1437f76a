import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { DEMO_TOTP_SECRET } from "../scripts/seed/users.mjs";
import { LEDGER_CHECKS } from "../worker/services/wallet/ledger-checks";

export const DEMO_PASSWORD = "Demo@2026";

/** Authenticator keys of the accounts journeys sign in with a second factor (the seed enrols the super admin). */
const TOTP_SECRETS: Record<string, string> = { superadmin: DEMO_TOTP_SECRET };
const lastStep = new Map<string, number>();

/**
 * A two-factor code an authenticator app would show. A code signs in once per 30 s step (the server remembers
 * the last step used) and the step after is accepted too, so back-to-back sign-ins take the next step and, when
 * that is still in the future beyond the drift window, wait for it: no journey ever sends a spent code.
 */
export async function nextTotpCode(secret: string) {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStep.get(secret) ?? -1) + 1);
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 200));
  lastStep.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: step * 30_000 + 1_000,
  });
}

/** This lane's server state (scripts/e2e-server.mjs; playwright.config.ts runs one lane per worker). */
const laneState = () =>
  path.resolve(import.meta.dirname, "..", ".e2e-state", `lane-${process.env.TEST_PARALLEL_INDEX ?? "0"}`);

/** This lane's D1 database file: the one SQLite file wrangler dev keeps for the DB binding. */
function laneDatabase() {
  const dir = path.join(laneState(), "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(", ") || "none"}`);
  return path.join(dir, files[0]!);
}

/**
 * Reads or writes the local D1 the e2e server uses (e.g. the outbox a reset link was "emailed" to), straight
 * through SQLite: the same file the server has open, shared the way SQLite shares a database between processes
 * (its write-ahead log and locks). Starting `wrangler d1 execute` for each statement cost a second or more of
 * CPU, which the journeys running beside it felt.
 */
export function d1(sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(laneDatabase());
  try {
    // While the server is writing, the file is locked for a moment: wait for it rather than fail.
    db.exec("PRAGMA busy_timeout = 5000");
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** `npm run ledger:check`'s invariants over the journey's database: every money journey ends with them. */
export function expectBooksBalance() {
  for (const check of LEDGER_CHECKS) expect(d1(check.sql.replace(/\s+/g, " ")), check.name).toEqual([]);
}

/** The signed-in member's wallet balance in naira, as the wallet page shows it. */
export async function walletNaira(page: Page) {
  await page.goto("/dashboard/wallet");
  const balance = page.getByTestId("wallet-balance");
  await expect(balance).toHaveText(/₦/);
  return Number((await balance.textContent())!.replace(/[^\d.]/g, ""));
}

/**
 * The newest link the local email sandbox "sent" to `to` with `template` (scripts/e2e-server.mjs keeps the
 * worker's console in a file; the outbox table holds only redacted copies).
 */
export function mailedLink(to: string, template: string): string | null {
  // eslint-disable-next-line no-control-regex
  const log = readFileSync(path.join(laneState(), "worker-stdout.log"), "utf8").replace(/\x1b\[[0-9;]*m/g, "");
  const mails = log.split("[email] ").filter((m) => m.startsWith(`to=${to} template=${template} `));
  return /https?:\/\/\S+token=[A-Za-z0-9_%-]+/.exec(mails.at(-1) ?? "")?.[0] ?? null;
}

/** Dismiss the cookie notice so it never covers what a test clicks. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem("cookieNotice", JSON.stringify({ show: false, accepted: true })));
}

export async function openSignIn(page: Page) {
  await page.getByRole("button", { name: "Sign in" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

export async function signInWithModal(page: Page, username: string, password: string) {
  await openSignIn(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username or email").fill(username);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
}

/** Signs in through the /login page's form and waits to leave it. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  // /login is server-rendered: the form may be filled and tapped before it hydrates (the tap buffer holds both
  // and replays them in order; e2e/login-early.spec.ts).
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("form").getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Fills the admin sign-in; an account enrolled in two-factor (the demo super admin, or `totpSecret`) then
 * answers the code step. Does not wait for the landing page (adminSignIn does).
 */
export async function submitAdminLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  totpSecret = TOTP_SECRETS[username],
) {
  await page.goto("/dashboard/admin/login");
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (!totpSecret) return;
  // A code signs in once per step. The steps this process used are remembered, but a journey worker restarted
  // after a failure forgets them: a refused code is then followed by the next step's (as a person would retry).
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel("Two-factor code").fill(await nextTotpCode(totpSecret));
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/admin/api/login_check") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Verify and sign in" }).click(),
    ]);
    if (answer.status() !== 401) return;
  }
}

/** The browser storage a staff sign-in with a second factor left, per account (see adminSignIn). */
const staffSessions = new Map<string, { local: [string, string][]; session: [string, string][] }>();

/**
 * Signs a staff member in and waits for the admin area. An account with a second factor signs in through the
 * form once per journey run; later journeys start from the session that sign-in left (while the server still
 * accepts it), as a returning staff member's browser does: its codes allow one sign-in per 30 s step, and a
 * journey about an admin page is not about the sign-in (e2e/admin.spec.ts and e2e/admin-staff.spec.ts are,
 * through submitAdminLogin).
 */
export async function adminSignIn(page: Page, username: string, password = DEMO_PASSWORD, totpSecret?: string) {
  const secondFactor = totpSecret ?? TOTP_SECRETS[username];
  const saved = secondFactor ? staffSessions.get(username) : undefined;
  const token = saved?.session.find(([k]) => k === "auth.token") ?? saved?.local.find(([k]) => k === "auth.token");
  if (saved && token) {
    const me = await page.request.get("/admin/api/me", {
      headers: { authorization: `Bearer ${JSON.parse(token[1]) as string}` },
    });
    if (me.ok()) {
      // Any page of the site's origin takes the storage; the health check is the lightest.
      await page.goto("/v1/health");
      await page.evaluate((s) => {
        for (const [k, v] of s.local) localStorage.setItem(k, v);
        for (const [k, v] of s.session) sessionStorage.setItem(k, v);
      }, saved);
      await page.goto("/dashboard/admin");
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
      return;
    }
  }
  await submitAdminLogin(page, username, password, totpSecret);
  await expect(page).toHaveURL(/\/dashboard\/admin(?!\/login)/);
  if (secondFactor)
    staffSessions.set(
      username,
      await page.evaluate(() => ({
        local: Object.entries(localStorage).filter(([k]) => k.startsWith("auth.")),
        session: Object.entries(sessionStorage).filter(([k]) => k.startsWith("auth.")),
      })),
    );
}

/** Console errors and warnings (React logs hydration mismatches there) and uncaught page errors. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() !== "error" && m.type() !== "warning") return;
    // Not the app's: Playwright blocks service workers in journeys (playwright.config.ts), and the admin sign-in's
    // first answer is the 401 that asks for the two-factor code (the browser logs every 4xx it loads).
    if (m.text() === "Service Worker registration blocked by Playwright") return;
    if (m.text().includes("status of 401") && m.location().url.includes("/admin/api/login_check")) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * After a scroll (or any change the page reacts to in observers): waits until the browser has rendered two
 * frames and run the tasks queued in them, so IntersectionObserver and scroll callbacks have fired and React has
 * committed what they set. A wait on the page's own rendering, not on the clock.
 */
export async function rendered(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
}

export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-ssr") && !("$_TSR" in window));
  await page.waitForTimeout(300);
}
