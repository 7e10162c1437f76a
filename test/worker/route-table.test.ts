import { describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";

/**
 * Every secure route with who may call it. Later issues add their routes here; each row is checked
 * for anonymous (401), a wrong account type or missing permission (403), and an allowed caller.
 */
import { authRows } from "./route-rows/auth";
import { listingRows } from "./route-rows/listings";
import { moderationRows } from "./route-rows/moderation";
import { dashboardRows } from "./route-rows/dashboard";
import { onboardingRows } from "./route-rows/onboarding";
import { profileRows } from "./route-rows/profile";
import { kycRows } from "./route-rows/kyc";
import { messagingRows } from "./route-rows/messaging";
import type { Row } from "./route-rows/types";

const ROUTES: Row[] = [...authRows, ...listingRows, ...moderationRows, ...dashboardRows, ...onboardingRows, ...profileRows, ...kycRows, ...messagingRows];

describe.each(ROUTES)("$method $path", (row) => {
  it("is 401 without a token, before validation", async () => {
    const res = await call(row.method, row.path, { body: row.method === "GET" ? undefined : {} });
    expect(res.status).toBe(401);
  });

  if (row.kind === "user") {
    it("is allowed for any signed-in user", async () => {
      const u = await makeUser();
      const { token } = await signIn(u);
      const res = await call(row.method, row.path, { token, body: row.body });
      expect(res.status).toBe(row.okStatus ?? 200);
    });
  }

  if (row.kind === "accountType") {
    const denied = ["seeker", "standard", "brokerage", "company", "developer", "agent"].filter((t) => !row.allowed.includes(t));
    it.each(denied)("is 403 for a %s account", async (accountType) => {
      const u = await makeUser({ accountType });
      const { token } = await signIn(u);
      expect((await call(row.method, row.path, { token, body: row.body })).status).toBe(403);
    });
    it.each(row.allowed)("is allowed for a %s account", async (accountType) => {
      const u = await makeUser({ accountType, subAccountType: accountType === "brokerage" ? "broker" : null });
      const { token } = await signIn(u);
      expect((await call(row.method, row.path, { token, body: row.body })).status).toBe(row.okStatus ?? 200);
    });
  }

  if (row.kind === "admin") {
    it("is 403 for a non-admin user's token", async () => {
      const u = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
      const { token } = await signIn(u);
      expect((await call(row.method, row.path, { token, body: row.body })).status).toBe(403);
    });

    if (row.permission) {
      it(`is 403 for a staff admin without ${row.permission}`, async () => {
        const others = ["CAN_VIEW_LISTING", "CAN_VIEW_ARTICLES"].filter((p) => p !== row.permission);
        const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: others });
        const { token } = await signIn(staff);
        const res = await call(row.method, row.path, { token, body: row.body });
        expect(res.status).toBe(403);
        expect(res.json.message).toBe("You are not allowed to perform this action.");
      });
    } else {
      it("is 403 for an agent", async () => {
        const agent = await makeUser({ accountType: "agent", adminAccess: true, permissions: [] });
        const { token } = await signIn(agent);
        const res = await call(row.method, row.path, { token, body: row.body });
        expect(res.status).toBe(row.path.endsWith("services-status") ? 403 : 200);
      });
    }

    it(`is allowed for a staff admin with ${row.permission ?? "no particular permission"}`, async () => {
      const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: row.permission ? [row.permission] : [] });
      const { token } = await signIn(staff);
      expect((await call(row.method, row.path, { token, body: row.body })).status).toBe(row.okStatus ?? 200);
    });
  }
});

describe("admin API specifics", () => {
  it("the permitted menu follows the staff's permissions", async () => {
    const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_ACTIVITY_LOG"] });
    const { token } = await signIn(staff);
    const me = await call("GET", "/admin/api/me", { token });
    expect(me.json.menu.map((m: { path: string }) => m.path)).toEqual(["/dashboard/admin/activity-log", "/dashboard/admin/services-status"]);
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
    expect(res.json.data.some((r: { action: string; actorId: string }) => r.action === "admin.login" && r.actorId === admin.id)).toBe(true);
  });
});
