import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { activityLogs } from "../../worker/db/schema";
import { call, db, freshIp, makeUser, signIn } from "./helpers";

async function superAdmin() {
  const u = await makeUser({ accountType: "super_admin", adminAccess: true });
  return { ...u, token: (await signIn(u)).token };
}
async function staffWith(permissions: string[]) {
  const u = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { ...u, token: (await signIn(u)).token };
}
const logsFor = (targetId: string) => db().select().from(activityLogs).where(eq(activityLogs.targetId, targetId)).all();

describe("two-factor sign-in (TOTP)", () => {
  const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
  const login = (u: { username: string; password: string }, otp?: string) =>
    call("POST", "/admin/api/login_check", { body: { username: u.username, password: u.password, ...(otp ? { otp } : {}) }, ip: freshIp() });

  it("enrolment, then the code is required, a wrong or replayed code is refused and a recovery code works once", async () => {
    const admin = await superAdmin();
    const setup = await call("POST", "/admin/api/two-factor/setup", { token: admin.token });
    expect(setup.status).toBe(200);
    expect(setup.json.uri).toMatch(/^otpauth:\/\/totp\/PropertyNG:/);
    const secret = setup.json.secret as string;
    expect((await call("POST", "/admin/api/two-factor/confirm", { token: admin.token, body: { code: "000000" === codeAt(secret, Date.now()) ? "111111" : "000000" } })).status).toBe(422);
    const now = Date.now();
    const first = codeAt(secret, now);
    const confirmed = await call("POST", "/admin/api/two-factor/confirm", { token: admin.token, body: { code: first } });
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
    expect((await call("POST", "/admin/api/two-factor/confirm", { token: admin.token, body: { code: codeAt(secret, Date.now()) } })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(admin, "zzzz-zzzz")).status);
    expect(statuses).toContain(429);
    // Even the right code waits for the window to pass.
    expect((await login(admin, codeAt(secret, Date.now() + 30_000))).status).toBe(429);
  });

  it("only a super admin resets someone's two-factor, and the reset is logged", async () => {
    const admin = await superAdmin();
    const member = await staffWith(["CAN_VIEW_LISTING"]);
    const { secret } = (await call("POST", "/admin/api/two-factor/setup", { token: member.token })).json;
    expect((await call("POST", "/admin/api/two-factor/confirm", { token: member.token, body: { code: codeAt(secret, Date.now()) } })).status).toBe(200);
    const staff = await staffWith(["CAN_CREATE_STAFF"]);
    expect((await call("POST", `/admin/api/staffs/${member.id}/two-factor/reset`, { token: staff.token })).status).toBe(403);
    expect((await call("POST", `/admin/api/staffs/${member.id}/two-factor/reset`, { token: admin.token })).status).toBe(200);
    expect((await login(member)).status).toBe(200);
    expect((await logsFor(member.id)).map((l) => l.action)).toContain("admin.two_factor.reset");
  });
});
