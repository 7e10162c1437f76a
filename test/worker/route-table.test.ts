import { describe, expect, it } from "vitest";
import app from "../../worker/app";
import { call, makeUser, signIn } from "./helpers";

/**
 * Every secure route with who may call it. Each row is checked for anonymous (401), a wrong account type
 * or missing permission (403), and an allowed caller. The list of routes comes from the app itself (Hono's
 * route table and the OpenAPI document): a secure or admin route without a row here fails the suite, so a
 * new route cannot ship without its denial tests.
 */
import { authRows } from "./route-rows/auth";
import { listingRows } from "./route-rows/listings";
import { moderationRows } from "./route-rows/moderation";
import { dashboardRows } from "./route-rows/dashboard";
import { onboardingRows } from "./route-rows/onboarding";
import { profileRows } from "./route-rows/profile";
import { kycRows } from "./route-rows/kyc";
import { spineRows } from "./route-rows/spine";
import { listingItemRows } from "./route-rows/listing-items";
import { moneyRows } from "./route-rows/money";
import { messagingRows } from "./route-rows/messaging";
import { bookingRows } from "./route-rows/bookings";
import { projectRows } from "./route-rows/projects";
import { stayRows } from "./route-rows/stays";
import { reviewRows } from "./route-rows/reviews";
import { discoveryRows } from "./route-rows/discovery";
import { adminSettingsRows, broadcastRows } from "./route-rows/admin-settings";
import { adminContentRows } from "./route-rows/admin-content";
import { adminUserRows } from "./route-rows/admin-users";
import { adminOperationsRows } from "./route-rows/admin-operations";
import { adminReportRows } from "./route-rows/admin-reports";
import { staffRows } from "./route-rows/staff";
import { adminRequestRows } from "./route-rows/admin-requests";
import { publicPagesRows } from "./route-rows/public-pages";
import { assistantRows } from "./route-rows/assistant";
import { payTrustRows } from "./route-rows/pay-trust";
import { bannerRows } from "./route-rows/banners";
import { walletPayRows } from "./route-rows/wallet-pay";
import { orderRows } from "./route-rows/orders";
import { rentRows } from "./route-rows/rent";
import { listingQuestionRows } from "./route-rows/listing-questions";
import type { Row } from "./route-rows/types";
import { routesWithoutRow, rowMatches } from "./route-rows/matrix";

const ROUTES: Row[] = [
  ...authRows,
  ...listingRows,
  ...moderationRows,
  ...dashboardRows,
  ...onboardingRows,
  ...profileRows,
  ...kycRows,
  ...spineRows,
  ...listingItemRows,
  ...moneyRows,
  ...messagingRows,
  ...bookingRows,
  ...projectRows,
  ...stayRows,
  ...orderRows,
  ...rentRows,
  ...reviewRows,
  ...discoveryRows,
  ...adminSettingsRows,
  ...broadcastRows,
  ...adminContentRows,
  ...adminUserRows,
  ...adminOperationsRows,
  ...adminReportRows,
  ...staffRows,
  ...adminRequestRows,
  ...publicPagesRows,
  ...assistantRows,
  ...payTrustRows,
  ...bannerRows,
  ...walletPayRows,
  ...listingQuestionRows,
];

/** Routes that need no token although they sit under a guarded prefix. */
const PUBLIC_UNDER_GUARD = new Set(["POST /admin/api/login_check"]);

/** "METHOD /path/{param}" of every route that needs a token: under /v1/secure or /admin/api, or bearer-secured in the OpenAPI document. */
async function guardedRoutes() {
  const found = new Set<string>();
  for (const r of app.routes) {
    if (r.method === "ALL" || r.path.includes("*")) continue;
    if (r.path.startsWith("/v1/secure/") || r.path.startsWith("/admin/api/"))
      found.add(`${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`);
  }
  const doc = (await call("GET", "/v1/openapi.json")).json as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item))
      if (op.security?.length) found.add(`${method.toUpperCase()} ${path}`);
  }
  return [...found].filter((r) => !PUBLIC_UNDER_GUARD.has(r)).sort();
}

describe("the route matrix covers the app's route table", () => {
  it("every secure and admin route has a row in test/worker/route-rows/*", async () => {
    const routes = await guardedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routesWithoutRow(routes, ROUTES);
    expect(
      missing,
      `Add a row (401/403/allowed) in test/worker/route-rows/<domain>.ts for:\n${missing.join("\n")}`,
    ).toEqual([]);
  });

  it("the check names a new route that has no row (so its denial tests cannot be forgotten)", () => {
    const routes = [
      "GET /v1/secure/user/me",
      "POST /v1/secure/brand-new/{id}/thing",
      "DELETE /admin/api/brand-new/{id}",
    ];
    expect(routesWithoutRow(routes, ROUTES)).toEqual([
      "POST /v1/secure/brand-new/{id}/thing",
      "DELETE /admin/api/brand-new/{id}",
    ]);
  });

  it("every row names a route that exists", async () => {
    const routes = await guardedRoutes();
    const stale = ROUTES.filter((row) => !routes.some((route) => rowMatches(route, row))).map(
      (r) => `${r.method} ${r.path}`,
    );
    expect(stale, `These rows match no guarded route of the app:\n${stale.join("\n")}`).toEqual([]);
  });
});

/**
 * A refused caller sends an incomplete request (`{}` as the body, no query string): the permission is
 * checked before the input, so the answer is still 403 with SPEC §8's message, never a 400 listing fields.
 */
const incomplete = (row: Row) => ({
  path: row.path.split("?")[0]!,
  body: row.method === "GET" ? undefined : {},
  headers: row.headers,
});
async function expectForbidden(row: Row, token: string) {
  const { path, body, headers } = incomplete(row);
  const res = await call(row.method, path, { token, body, headers });
  expect(res.status, `${row.method} ${path} with an incomplete body: ${JSON.stringify(res.json)}`).toBe(403);
  expect(res.json.message).toBe("You are not allowed to perform this action.");
}

describe.each(ROUTES)("$method $path", (row) => {
  it("is 401 without a token, before validation", async () => {
    const res = await call(row.method, row.path, { body: row.method === "GET" ? undefined : {} });
    expect(res.status).toBe(401);
  });

  if (row.kind === "user") {
    it("is allowed for any signed-in user", async () => {
      const u = await makeUser();
      const { token } = await signIn(u);
      const res = await call(row.method, row.path, { token, body: row.body, headers: row.headers });
      expect(res.status).toBe(row.okStatus ?? 200);
    });
  }

  if (row.kind === "accountType") {
    const denied = ["seeker", "standard", "brokerage", "company", "developer", "agent"].filter(
      (t) => !row.allowed.includes(t),
    );
    it.each(denied)("is 403 for a %s account", async (accountType) => {
      const u = await makeUser({ accountType });
      const { token } = await signIn(u);
      await expectForbidden(row, token);
    });
    it.each(row.allowed)("is allowed for a %s account", async (accountType) => {
      const u = await makeUser({ accountType, subAccountType: accountType === "brokerage" ? "broker" : null });
      const { token } = await signIn(u);
      expect((await call(row.method, row.path, { token, body: row.body, headers: row.headers })).status).toBe(
        row.okStatus ?? 200,
      );
    });
  }

  if (row.kind === "admin") {
    it("is 403 for a non-admin user's token", async () => {
      const u = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
      const { token } = await signIn(u);
      await expectForbidden(row, token);
    });

    if (row.permission) {
      it(`is 403 for a staff admin without ${row.permission}`, async () => {
        const others = ["CAN_VIEW_LISTING", "CAN_VIEW_ARTICLES"].filter((p) => p !== row.permission);
        const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: others });
        const { token } = await signIn(staff);
        await expectForbidden(row, token);
      });
    } else {
      it("is 403 for an agent", async () => {
        const agent = await makeUser({ accountType: "agent", adminAccess: true, permissions: [] });
        const { token } = await signIn(agent);
        const res = await call(row.method, row.path, { token, body: row.body, headers: row.headers });
        expect(res.status).toBe(row.path.endsWith("services-status") ? 403 : (row.okStatus ?? 200));
      });
    }

    it(`is allowed for a staff admin with ${row.permission ?? "no particular permission"}`, async () => {
      const staff = await makeUser({
        accountType: "staff",
        adminAccess: true,
        permissions: row.permission ? [row.permission] : [],
      });
      const { token } = await signIn(staff);
      expect((await call(row.method, row.path, { token, body: row.body, headers: row.headers })).status).toBe(
        row.okStatus ?? 200,
      );
    });
  }
});

describe("admin API specifics", () => {
  it("the permitted menu follows the staff's permissions", async () => {
    const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_ACTIVITY_LOG"] });
    const { token } = await signIn(staff);
    const me = await call("GET", "/admin/api/me", { token });
    expect(me.json.menu.map((m: { path: string }) => m.path)).toEqual([
      "/dashboard/admin/activity-log",
      "/dashboard/admin/services-status",
      "/dashboard/admin/two-factor",
    ]);
  });

  it("a public-session token of an admin is not accepted on the admin API", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    expect((await call("GET", "/admin/api/me", { token })).status).toBe(403);
  });

  it("users list pages and searches", async () => {
    const admin = await makeUser({ accountType: "super_admin", adminAccess: true });
    const target = await makeUser({ firstName: "Zainab", lastName: "Bello" });
    const { token } = await signIn(admin);
    const res = await call("GET", `/admin/api/users?search=${encodeURIComponent("zainab bello")}&perPage=5`, { token });
    expect(res.status).toBe(200);
    expect(res.json.data.some((u: { id: string }) => u.id === target.id)).toBe(true);
    expect((await call("GET", "/admin/api/users?page=0", { token })).status).toBe(400);
  });

  it("the activity log shows sign-ins", async () => {
    const admin = await makeUser({ accountType: "super_admin", adminAccess: true });
    const { token } = await signIn(admin);
    const res = await call("GET", "/admin/api/activity-logs", { token });
    expect(
      res.json.data.some(
        (r: { action: string; actorId: string }) => r.action === "admin.login" && r.actorId === admin.id,
      ),
    ).toBe(true);
  });
});
