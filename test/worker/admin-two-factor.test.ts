import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { activityLogs } from "../../worker/db/schema";
import { call, db, freshIp, makeUser, signIn } from "./helpers";

/** A super admin who has not turned two-factor on yet (makeUser enrols them otherwise). */
async function superAdmin(enrolled = false) {
  const u = await makeUser({
    accountType: "super_admin",
    adminAccess: true,
    ...(enrolled ? {} : { totpSecret: null, totpEnabledAt: null }),
  });
  return { ...u, token: (await signIn(u)).token };
}
async function staffWith(permissions: string[], enrolled = true) {
  const u = await makeUser({
    accountType: "staff",
    adminAccess: true,
    permissions,
    ...(enrolled ? {} : { totpSecret: null, totpEnabledAt: null }),
  });
  return { ...u, token: (await signIn(u)).token };
}
const logsFor = (targetId: string) => db().select().from(activityLogs).where(eq(activityLogs.targetId, targetId)).all();

describe("two-factor sign-in (TOTP)", () => {
  const codeAt = (secret: string, timestamp: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
  const login = (u: { username: string; password: string }, otp?: string) =>
    call("POST", "/admin/api/login_check", {
      body: { username: u.username, password: u.password, ...(otp ? { otp } : {}) },
      ip: freshIp(),
    });

  it("enrolment, then the code is required, a wrong or replayed code is refused and a recovery code works once", async () => {
    const admin = await superAdmin();
    const setup = await call("POST", "/admin/api/two-factor/setup", { token: admin.token });
    expect(setup.status).toBe(200);
    expect(setup.json.uri).toMatch(/^otpauth:\/\/totp\/PropertyNG:/);
    const secret = setup.json.secret as string;
    expect(
      (
        await call("POST", "/admin/api/two-factor/confirm", {
          token: admin.token,
          body: { code: "000000" === codeAt(secret, Date.now()) ? "111111" : "000000" },
        })
      ).status,
    ).toBe(422);
    const now = Date.now();
    const first = codeAt(secret, now);
    const confirmed = await call("POST", "/admin/api/two-factor/confirm", {
      token: admin.token,
      body: { code: first },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    expect((await call("POST", "/admin/api/two-factor/setup", { token: admin.token })).status).toBe(409);

    const missing = await login(admin);
    expect(missing.status).toBe(401);
    expect(missing.json.errors[0].field).toBe("otp");
    // The confirmation spent this step: the same code cannot sign in.
    expect((await login(admin, first)).status).toBe(401);
    const next = codeAt(secret, now + 30_000);
    expect((await login(admin, next)).status).toBe(200);
    expect((await login(admin, next)).status).toBe(401);
    expect((await login(admin, "12345a")).status).toBe(401);

    const recovery = confirmed.json.recoveryCodes[0] as string;
    expect((await login(admin, recovery)).status).toBe(200);
    expect((await login(admin, recovery)).status).toBe(401);
    const logs = await logsFor(admin.id);
    expect(logs.map((l) => l.action)).toContain("admin.two_factor.enable");
  });

  it("codes are rate-limited per account", async () => {
    const admin = await superAdmin();
    const { secret } = (await call("POST", "/admin/api/two-factor/setup", { token: admin.token })).json;
    expect(
      (
        await call("POST", "/admin/api/two-factor/confirm", {
          token: admin.token,
          body: { code: codeAt(secret, Date.now()) },
        })
      ).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(admin, "zzzz-zzzz")).status);
    expect(statuses).toContain(429);
    // Even the right code waits for the window to pass.
    expect((await login(admin, codeAt(secret, Date.now() + 30_000))).status).toBe(429);
  });

  it("is mandatory for super admins and staff creators: until they enrol, only enrolment, 'me' and sign-out answer", async () => {
    const admin = await superAdmin();
    const creator = await staffWith(["CAN_CREATE_STAFF", "CAN_CREATE_USER"], false);
    const editor = await staffWith(["CAN_VIEW_ARTICLES"], false);
    for (const u of [admin, creator]) {
      const me = await call("GET", "/admin/api/me", { token: u.token });
      expect(me.status).toBe(200);
      expect(me.json.user.twoFactor).toBe("enrolment_required");
      expect(me.json.menu.map((m: { path: string }) => m.path)).toEqual(["/dashboard/admin/two-factor"]);
      const users = await call("GET", "/admin/api/users", { token: u.token });
      expect(users.status).toBe(403);
      expect(users.json.message).toMatch(/Turn on two-factor sign-in first/);
      // Refused before the body is read, like every permission.
      expect((await call("POST", "/admin/api/staffs", { token: u.token, body: {} })).status).toBe(403);
    }
    // A staff member who cannot create staff may enrol but need not.
    const editorMe = await call("GET", "/admin/api/me", { token: editor.token });
    expect(editorMe.json.user.twoFactor).toBe("off");
    expect((await call("GET", "/admin/api/content", { token: editor.token })).status).toBe(200);

    const { secret } = (await call("POST", "/admin/api/two-factor/setup", { token: creator.token })).json;
    expect(
      (
        await call("POST", "/admin/api/two-factor/confirm", {
          token: creator.token,
          body: { code: codeAt(secret, Date.now()) },
        })
      ).status,
    ).toBe(200);
    // The same session goes on at once: the gate reads the account on every call.
    expect((await call("GET", "/admin/api/users", { token: creator.token })).status).toBe(200);
    expect((await call("GET", "/admin/api/me", { token: creator.token })).json.user.twoFactor).toBe("on");
    expect((await call("POST", "/admin/api/logout", { token: admin.token })).status).toBe(200);
  });

  it("only a super admin resets someone's two-factor, and the reset is logged", async () => {
    const admin = await superAdmin(true);
    const member = await staffWith(["CAN_VIEW_LISTING"]);
    const { secret } = (await call("POST", "/admin/api/two-factor/setup", { token: member.token })).json;
    expect(
      (
        await call("POST", "/admin/api/two-factor/confirm", {
          token: member.token,
          body: { code: codeAt(secret, Date.now()) },
        })
      ).status,
    ).toBe(200);
    const staff = await staffWith(["CAN_CREATE_STAFF"]);
    expect((await call("POST", `/admin/api/staffs/${member.id}/two-factor/reset`, { token: staff.token })).status).toBe(
      403,
    );
    expect((await call("POST", `/admin/api/staffs/${member.id}/two-factor/reset`, { token: admin.token })).status).toBe(
      200,
    );
    expect((await login(member)).status).toBe(200);
    expect((await logsFor(member.id)).map((l) => l.action)).toContain("admin.two_factor.reset");
  });
});
