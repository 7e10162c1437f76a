import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLogs, properties, states, userPreferences, users } from "../../worker/db/schema";
import { call, db, makeUser, seedListing, signIn, tokenMailedTo, uniq } from "./helpers";
import { balanceOf, fundWallet } from "./money-helpers";

/** The back office's users (CAN_CREATE_USER), spoken through HTTP. */
let admin: string;
let stateId: number;

beforeAll(async () => {
  const a = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_CREATE_USER"] });
  admin = (await signIn(a)).token;
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  await db()
    .insert(states)
    .values({ id: stateId, name: `State ${uniq()}`, slug: `state-${uniq()}`, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
});

const rentSearch = async () => {
  const res = await call("POST", "/v1/properties/rent/search?perPage=50", { body: { stateId } });
  expect(res.status).toBe(200);
  return (res.json.data as { id: string }[]).map((d) => d.id);
};
const logsFor = (targetId: string, action: string) =>
  db()
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.targetId, targetId), eq(activityLogs.action, action)))
    .all();

describe("deactivate and activate", () => {
  it("ends the user's sessions at once and hides exactly their live listings, which activation brings back", async () => {
    const owner = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
    const { token } = await signIn(owner);
    const live = await seedListing(owner.id, stateId);
    const off = await seedListing(owner.id, stateId, "deactivated");
    expect(await rentSearch()).toContain(live);
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(200);

    const res = await call("POST", `/admin/api/users/${owner.id}/deactivate`, {
      token: admin,
      body: { reason: "Fake listings reported" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "deactivated", listingsChanged: 1 });
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(401);
    expect(await rentSearch()).not.toContain(live);
    const page = await call("GET", `/v1/property/property/${live}`);
    expect(page.status).toBe(404);
    const signInAgain = await call("POST", "/v1/login_check", {
      body: { username: owner.username, password: owner.password },
      ip: `10.9.${Math.floor(Math.random() * 250)}.1`,
    });
    expect(signInAgain.status).toBe(403);
    expect(signInAgain.json.message).toBe("This account has been deactivated. Contact support.");
    expect(
      (await call("POST", `/admin/api/users/${owner.id}/deactivate`, { token: admin, body: { reason: "again" } }))
        .status,
    ).toBe(409);

    const back = await call("POST", `/admin/api/users/${owner.id}/activate`, { token: admin, body: {} });
    expect(back.status).toBe(200);
    expect(back.json.listingsChanged).toBe(1);
    expect(await rentSearch()).toContain(live);
    const rows = await db()
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(eq(properties.ownerId, owner.id))
      .all();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [live]: "active", [off]: "deactivated" });
    // The old token stays dead: activation does not revive sessions.
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(401);

    const [deact] = await logsFor(owner.id, "admin.user_deactivate");
    expect(JSON.parse(deact!.details!)).toMatchObject({
      before: { status: "active" },
      after: { status: "deactivated", reason: "Fake listings reported" },
      listingsHidden: 1,
    });
    expect(deact!.ip).toBe("203.0.113.9");
    expect(await logsFor(owner.id, "admin.user_activate")).toHaveLength(1);
  });

  it("10 parallel deactivate/activate calls leave a consistent state", async () => {
    const owner = await makeUser({ accountType: "agent" });
    const ids = await Promise.all([1, 2, 3].map(() => seedListing(owner.id, stateId)));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? call("POST", `/admin/api/users/${owner.id}/deactivate`, { token: admin, body: { reason: `round ${i}` } })
          : call("POST", `/admin/api/users/${owner.id}/activate`, { token: admin, body: {} }),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    const u = await db().select().from(users).where(eq(users.id, owner.id)).get();
    const listed = await db()
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.ownerId, owner.id))
      .all();
    const want = u!.status === "active" ? "active" : "suspended";
    expect(listed.map((l) => l.status)).toEqual(ids.map(() => want));
    // Every 200 wrote exactly one log entry; every 409 wrote none.
    const ok = results.filter((r) => r.status === 200);
    const logs = [
      ...(await logsFor(owner.id, "admin.user_deactivate")),
      ...(await logsFor(owner.id, "admin.user_activate")),
    ];
    expect(logs).toHaveLength(ok.length);
    // Successful changes alternate, so deactivations are equal to activations or one more.
    const d = ok.filter((r) => r.json.status === "deactivated").length;
    expect(d - (ok.length - d)).toBe(u!.status === "active" ? 0 : 1);
  });

  it("refuses staff accounts with a clear message", async () => {
    const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: [] });
    const res = await call("POST", `/admin/api/users/${staff.id}/deactivate`, {
      token: admin,
      body: { reason: "Testing staff" },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/Teams page/);
    expect((await call("GET", `/admin/api/users/${staff.id}`, { token: admin })).status).toBe(403);
    expect(
      (await call("PATCH", `/admin/api/users/${staff.id}`, { token: admin, body: { firstName: "Eve" } })).status,
    ).toBe(403);
  });
});

describe("delete", () => {
  it("deletes a member's account as the member would: wiped, listings down, signed out, told; logged as staff", async () => {
    // Money still in a wallet: refused, naming it, and nothing changes.
    const funded = await makeUser({ accountType: "agent" });
    await fundWallet(funded.id, 250_000);
    const refused = await call("DELETE", `/admin/api/users/${funded.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/wallet still holds money/);
    expect((await db().select().from(users).where(eq(users.id, funded.id)).get())!.status).toBe("active");
    expect(await balanceOf(funded.id)).toBe(250_000);

    const member = await makeUser({ accountType: "agent" });
    const { token } = await signIn(member);
    const listing = await seedListing(member.id, stateId, "active");
    // Thirty staff presses at once: one deletes, the rest find nothing left to delete.
    const presses = await Promise.all(
      Array.from({ length: 30 }, () => call("DELETE", `/admin/api/users/${member.id}`, { token: admin })),
    );
    expect(presses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(presses.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    const row = (await db().select().from(users).where(eq(users.id, member.id)).get())!;
    expect(row).toMatchObject({ status: "deleted", firstName: "Deleted", phone: null });
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(401);
    expect(await rentSearch()).not.toContain(listing);
    const [log] = await logsFor(member.id, "user.deleted");
    expect(JSON.parse(log!.details!)).toMatchObject({ by: "staff", accountType: "agent" });
    expect(log!.actorId).not.toBe(member.id);
    // A staff account is not deleted here.
    const staffer = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
    expect((await call("DELETE", `/admin/api/users/${staffer.id}`, { token: admin })).status).toBe(403);
  });
});

describe("create and edit", () => {
  it("creates a user who gets a set-password link (no password in the mail); a duplicate email is 409 and writes nothing", async () => {
    const tag = uniq();
    const body = {
      accountType: "company",
      firstName: "Ngozi",
      lastName: "Eze",
      email: `ngozi-${tag}@example.ng`,
      phone: "0803 123 4567",
      username: `ngozi_${tag}`,
    };
    const res = await call("POST", "/admin/api/users", { token: admin, body });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({
      email: body.email,
      phone: "+2348031234567",
      accountType: "company",
      status: "active",
    });
    const token = tokenMailedTo(body.email, "account_created");
    expect(token).toBeTruthy();
    expect(
      (await call("POST", "/v1/password/reset", { body: { token, password: "NewPass123!" } })).status,
    ).toBeLessThan(300);
    expect(
      (
        await call("POST", "/v1/login_check", {
          body: { username: body.username, password: "NewPass123!" },
          ip: "10.8.0.1",
        })
      ).status,
    ).toBe(200);
    expect(await logsFor(res.json.user.id, "admin.user_create")).toHaveLength(1);

    const before = (await db().select().from(users).all()).length;
    const dup = await call("POST", "/admin/api/users", { token: admin, body: { ...body, username: `other_${tag}` } });
    expect(dup.status).toBe(409);
    expect(dup.json.errors[0].field).toBe("email");
    expect((await db().select().from(users).all()).length).toBe(before);

    const staffType = await call("POST", "/admin/api/users", {
      token: admin,
      body: { ...body, accountType: "super_admin", email: `x-${tag}@example.ng`, username: `x_${tag}` },
    });
    expect(staffType.status).toBe(400);
  });

  it("edits profile fields; a taken username is 409 naming it; the log keeps before and after", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const res = await call("PATCH", `/admin/api/users/${u.id}`, {
      token: admin,
      body: { firstName: "Amaka", phone: "+234 809 000 1111" },
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ firstName: "Amaka", phone: "+2348090001111" });
    const [log] = await logsFor(u.id, "admin.user_update");
    expect(JSON.parse(log!.details!)).toEqual({
      before: { firstName: "Test", phone: null },
      after: { firstName: "Amaka", phone: "+2348090001111" },
    });
    const taken = await call("PUT", `/admin/api/users/${u.id}`, { token: admin, body: { username: other.username } });
    expect(taken.status).toBe(409);
    expect(taken.json.errors[0].field).toBe("username");
    expect(await logsFor(u.id, "admin.user_update")).toHaveLength(1);
    expect((await call("PATCH", `/admin/api/users/${u.id}`, { token: admin, body: { nickname: "x" } })).status).toBe(
      400,
    );
  });

  it("change-password ends every session and emails the user; reset_link mode mails a link", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const res = await call("POST", `/admin/api/users/${u.id}/change-password`, {
      token: admin,
      body: { mode: "set", password: "Support2026!" },
    });
    expect(res.status).toBe(200);
    expect((await call("GET", "/v1/secure/user/me", { token })).status).toBe(401);
    expect(
      (
        await call("POST", "/v1/login_check", {
          body: { username: u.username, password: "Support2026!" },
          ip: "10.8.0.2",
        })
      ).status,
    ).toBe(200);
    expect(await logsFor(u.id, "admin.user_password")).toHaveLength(1);
    const link = await call("POST", `/admin/api/users/${u.id}/change-password`, {
      token: admin,
      body: { mode: "reset_link" },
    });
    expect(link.status).toBe(200);
    expect(tokenMailedTo(u.email, "password_changed_by_support")).toBeTruthy();
  });
});

describe("list and view", () => {
  it("filters by state, KYC, status and joined dates, and shows a user's page", async () => {
    const u = await makeUser({
      accountType: "developer",
      kycVerified: true,
      createdAt: Date.parse("2025-03-10T12:00:00Z"),
    });
    await db()
      .insert(userPreferences)
      .values({ userId: u.id, basedStateId: stateId, createdAt: Date.now(), updatedAt: Date.now() })
      .run();
    const q = (s: string) => call("GET", `/admin/api/users?perPage=100&${s}`, { token: admin });
    const has = async (s: string) => ((await q(s)).json.data as { id: string }[]).some((r) => r.id === u.id);
    expect(await has(`stateId=${stateId}&kyc=verified&status=active&accountType=developer`)).toBe(true);
    expect(await has(`stateId=${stateId}&kyc=unverified`)).toBe(false);
    expect(await has(`stateId=${stateId}&status=deactivated`)).toBe(false);
    expect(await has(`stateId=${stateId}&joinedFrom=2025-03-10&joinedTo=2025-03-10`)).toBe(true);
    expect(await has(`stateId=${stateId}&joinedFrom=2025-03-11`)).toBe(false);
    expect((await q("joinedFrom=2025-13-40")).status).toBe(400);
    // Not a day of the calendar, though each number is in range.
    expect((await q("joinedFrom=2026-02-31")).status).toBe(400);
    expect((await q("joinedFrom=2025-03-11&joinedTo=2025-03-10")).status).toBe(400);

    await seedListing(u.id, stateId);
    const view = await call("GET", `/admin/api/users/${u.id}`, { token: admin });
    expect(view.status).toBe(200);
    expect(view.json.user.stateName).toMatch(/^State /);
    expect(view.json.listings).toMatchObject({ total: 1, live: 1 });
    expect(view.json.wallet.balanceKobo).toBe(0);
    expect(view.json.kyc.verified).toBe(true);
    expect((await call("GET", "/admin/api/users/nobody-here", { token: admin })).status).toBe(404);
  });
});
