import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, makeUser, signIn, tokenMailedTo, uniq } from "./helpers";

/** Teams (staff accounts), roles and the escalation rules decided in SQL. */

const rolePerms = async (roleId: string) =>
  (
    await env.DB.prepare("SELECT permission FROM role_permissions WHERE role_id = ? ORDER BY permission")
      .bind(roleId)
      .all<{ permission: string }>()
  ).results.map((r) => r.permission);
const activity = async (action: string, targetId: string) =>
  (
    await env.DB.prepare("SELECT actor_id, details, ip FROM activity_logs WHERE action = ? AND target_id = ?")
      .bind(action, targetId)
      .all<{ actor_id: string; details: string; ip: string }>()
  ).results;

async function superAdmin() {
  const admin = await makeUser({ accountType: "super_admin", adminAccess: true });
  return { admin, token: (await signIn(admin)).token };
}
/** A staff member whose role holds `permissions` (CAN_CREATE_STAFF unless told otherwise). */
async function staffManager(permissions = ["CAN_CREATE_STAFF", "CAN_VIEW_LISTING"]) {
  const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { staff, token: (await signIn(staff)).token };
}

describe("roles", () => {
  it("a super admin creates, renames, regrants and deletes a role; each write is in the activity log with before/after", async () => {
    const { admin, token } = await superAdmin();
    const name = `Editors ${uniq()}`;
    const created = await call("POST", "/admin/api/roles", {
      token,
      body: { name, permissions: ["CAN_VIEW_ARTICLES", "CAN_VIEW_ARTICLES"] },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    expect(created.json.data.permissions).toEqual(["CAN_VIEW_ARTICLES"]);
    expect((await call("POST", "/admin/api/roles", { token, body: { name, permissions: [] } })).status).toBe(409);

    const edited = await call("PATCH", `/admin/api/roles/${id}`, {
      token,
      body: { name: `${name} 2`, permissions: ["CAN_VIEW_ARTICLES", "CAN_VIEW_LISTING"] },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({
      name: `${name} 2`,
      permissions: ["CAN_VIEW_ARTICLES", "CAN_VIEW_LISTING"],
      editable: true,
    });

    const list = await call("GET", `/admin/api/roles?search=${encodeURIComponent(name)}`, { token });
    expect(list.json.data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(list.json.grantable).toHaveLength(11);

    expect((await call("DELETE", `/admin/api/roles/${id}`, { token })).status).toBe(200);
    expect((await call("DELETE", `/admin/api/roles/${id}`, { token })).status).toBe(404);

    const [create] = await activity("role.create", id);
    expect(create!.actor_id).toBe(admin.id);
    const [update] = await activity("role.update", id);
    expect(JSON.parse(update!.details)).toEqual({
      before: { name, description: null, permissions: ["CAN_VIEW_ARTICLES"] },
      after: { name: `${name} 2`, description: null, permissions: ["CAN_VIEW_ARTICLES", "CAN_VIEW_LISTING"] },
    });
    const [removed] = await activity("role.delete", id);
    expect(JSON.parse(removed!.details).before.permissions).toEqual(["CAN_VIEW_ARTICLES", "CAN_VIEW_LISTING"]);
    expect(removed!.ip).toBe("203.0.113.9");
  });

  it("granting a permission you lack is 403 and writes nothing", async () => {
    const { token } = await staffManager();
    const name = `Escalate ${uniq()}`;
    const res = await call("POST", "/admin/api/roles", {
      token,
      body: { name, permissions: ["CAN_VIEW_LISTING", "CAN_VERIFY_KYC"] },
    });
    expect(res.status).toBe(403);
    expect(res.json.errors[0].field).toBe("permissions");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM roles WHERE name = ?").bind(name).first("n")).toBe(0);

    // Within what it holds: allowed. Then widening that role beyond it: refused, unchanged.
    const ok = await call("POST", "/admin/api/roles", { token, body: { name, permissions: ["CAN_VIEW_LISTING"] } });
    expect(ok.status).toBe(201);
    const wider = await call("PATCH", `/admin/api/roles/${ok.json.data.id}`, {
      token,
      body: { permissions: ["CAN_VIEW_LISTING", "CAN_VERIFY_KYC"] },
    });
    expect(wider.status).toBe(403);
    expect(await rolePerms(ok.json.data.id)).toEqual(["CAN_VIEW_LISTING"]);
    expect(await activity("role.update", ok.json.data.id)).toEqual([]);

    // A role that already holds more than the caller: not the caller's to edit or delete.
    const { token: adminToken } = await superAdmin();
    const kyc = await call("POST", "/admin/api/roles", {
      token: adminToken,
      body: { name: `KYC ${uniq()}`, permissions: ["CAN_VERIFY_KYC"] },
    });
    expect(
      (await call("PATCH", `/admin/api/roles/${kyc.json.data.id}`, { token, body: { name: "Mine now" } })).status,
    ).toBe(403);
    expect((await call("DELETE", `/admin/api/roles/${kyc.json.data.id}`, { token })).status).toBe(403);
    const seen = await call("GET", `/admin/api/roles?search=${encodeURIComponent(kyc.json.data.name)}`, { token });
    expect(seen.json.data[0].editable).toBe(false);
  });

  it("20 parallel self-grants: none succeeds and nothing changes", async () => {
    const { staff, token } = await staffManager(["CAN_CREATE_STAFF"]);
    const { token: adminToken } = await superAdmin();
    const strong = await call("POST", "/admin/api/roles", {
      token: adminToken,
      body: { name: `Strong ${uniq()}`, permissions: ["CAN_CREATE_STAFF", "CAN_VERIFY_KYC", "CAN_CREATE_USER"] },
    });
    const attempts = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? call("PATCH", `/admin/api/roles/${staff.roleId}`, {
            token,
            body: { permissions: ["CAN_CREATE_STAFF", "CAN_VERIFY_KYC"] },
          })
        : call("PATCH", `/admin/api/staffs/${staff.id}`, { token, body: { roleId: strong.json.data.id } }),
    );
    const results = await Promise.all(attempts);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(403));
    expect(await rolePerms(staff.roleId!)).toEqual(["CAN_CREATE_STAFF"]);
    const row = await env.DB.prepare("SELECT role_id FROM users WHERE id = ?")
      .bind(staff.id)
      .first<{ role_id: string }>();
    expect(row!.role_id).toBe(staff.roleId);
    expect((await call("GET", "/admin/api/me", { token })).json.user.permissions).toEqual(["CAN_CREATE_STAFF"]);
    expect(await activity("role.update", staff.roleId!)).toEqual([]);
    expect(await activity("staff.update", staff.id)).toEqual([]);
  });

  it("a role held by staff cannot be deleted", async () => {
    const { token } = await superAdmin();
    const { staff } = await staffManager(["CAN_VIEW_LISTING"]);
    expect((await call("DELETE", `/admin/api/roles/${staff.roleId}`, { token })).status).toBe(409);
    expect(await rolePerms(staff.roleId!)).toEqual(["CAN_VIEW_LISTING"]);
  });
});

describe("who holds each permission", () => {
  it("lists every permission with the roles that grant it and their active staff, and what the asker may grant", async () => {
    const { staff: reviewer } = await staffManager(["CAN_VIEW_LISTING", "CAN_VIEW_ARTICLES"]);
    await makeUser({ accountType: "staff", adminAccess: true, roleId: reviewer.roleId });
    // A deleted account holds nothing.
    await makeUser({ accountType: "staff", adminAccess: true, roleId: reviewer.roleId, status: "deleted" });
    const { token } = await staffManager(["CAN_CREATE_STAFF", "CAN_VIEW_LISTING"]);
    const res = await call("GET", "/admin/api/permissions", { token });
    expect(res.status).toBe(200);
    const byName = (n: string) => res.json.data.find((p: { name: string }) => p.name === n);
    const role = (n: string) => byName(n).roles.find((r: { id: string }) => r.id === reviewer.roleId);
    expect(role("CAN_VIEW_LISTING")).toMatchObject({ staffCount: 2 });
    expect(role("CAN_VIEW_ARTICLES")).toMatchObject({ staffCount: 2 });
    expect(byName("CAN_VIEW_LISTING").staffCount).toBeGreaterThanOrEqual(3);
    expect(byName("CAN_VIEW_LISTING").grantable).toBe(true);
    expect(byName("CAN_VIEW_ARTICLES").grantable).toBe(false);
    expect(typeof byName("CAN_VIEW_ARTICLES").description).toBe("string");
    expect(res.json.superAdmins).toBeGreaterThanOrEqual(0);
    // Without CAN_CREATE_STAFF it is refused.
    const { token: other } = await staffManager(["CAN_VIEW_LISTING"]);
    expect((await call("GET", "/admin/api/permissions", { token: other })).status).toBe(403);
  });
});

describe("staff accounts", () => {
  it("creates a staff account whose set-password link is mailed (never a password); it signs in with the role's permissions", async () => {
    const { admin, token } = await superAdmin();
    const role = await call("POST", "/admin/api/roles", {
      token,
      body: { name: `Writers ${uniq()}`, permissions: ["CAN_VIEW_ARTICLES"] },
    });
    const email = `staff-${uniq()}@example.ng`;
    const created = await call("POST", "/admin/api/staffs", {
      token,
      body: { firstName: "Ngozi", lastName: "Eze", email: email.toUpperCase(), roleId: role.json.data.id },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      email,
      accountType: "staff",
      status: "active",
      roleId: role.json.data.id,
      permissions: ["CAN_VIEW_ARTICLES"],
    });
    expect(
      (
        await call("POST", "/admin/api/staffs", {
          token,
          body: { firstName: "Again", email, roleId: role.json.data.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call("POST", "/admin/api/staffs", {
          token,
          body: { firstName: "Nobody", email: `x-${email}`, roleId: "no-such-role" },
        })
      ).status,
    ).toBe(422);

    const link = tokenMailedTo(email, "staff_invite");
    expect(link).toBeTruthy();
    // The stored copy of the mail keeps neither the link's token nor any password.
    const outbox = await env.DB.prepare(
      "SELECT text FROM email_outbox WHERE to_address = ? AND template = 'staff_invite'",
    )
      .bind(email)
      .first<{ text: string }>();
    expect(outbox!.text).not.toContain(link!);
    expect(outbox!.text).not.toMatch(/password is/i);
    // The invitation's link says the account signs in at the admin sign-in page, before and after the password.
    const check = await call("GET", `/v1/password/reset/validate?token=${encodeURIComponent(link!)}`);
    expect(check.json).toMatchObject({ valid: true, signInAt: "admin" });
    const reset = await call("POST", "/v1/password/reset", { body: { token: link, password: "Str0ng!pass" } });
    expect(reset.status).toBe(200);
    expect(reset.json.signInAt).toBe("admin");
    const login = await call("POST", "/admin/api/login_check", { body: { username: email, password: "Str0ng!pass" } });
    expect(login.status).toBe(200);
    const me = await call("GET", "/admin/api/me", { token: login.json.token });
    expect(me.json.user.permissions).toEqual(["CAN_VIEW_ARTICLES"]);
    expect((await call("GET", "/admin/api/staffs", { token: login.json.token })).status).toBe(403);

    const [log] = await activity("staff.create", created.json.data.id);
    expect(log!.actor_id).toBe(admin.id);
    expect(JSON.parse(log!.details).after).toMatchObject({ email, roleId: role.json.data.id });
  });

  it("lists and searches staff, and renames and re-roles one with the change logged", async () => {
    const { token } = await superAdmin();
    const { staff } = await staffManager(["CAN_VIEW_LISTING"]);
    const found = await call("GET", `/admin/api/staffs?search=${encodeURIComponent(staff.email)}`, { token });
    expect(found.json.data.map((s: { id: string }) => s.id)).toEqual([staff.id]);
    expect((await call("GET", "/admin/api/staffs?perPage=1", { token })).json.data).toHaveLength(1);
    const role = await call("POST", "/admin/api/roles", {
      token,
      body: { name: `KYC team ${uniq()}`, permissions: ["CAN_VERIFY_KYC"] },
    });
    const edited = await call("PATCH", `/admin/api/staffs/${staff.id}`, {
      token,
      body: { firstName: "Kemi", roleId: role.json.data.id },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({
      firstName: "Kemi",
      roleId: role.json.data.id,
      permissions: ["CAN_VERIFY_KYC"],
    });
    const [log] = await activity("staff.update", staff.id);
    expect(JSON.parse(log!.details)).toMatchObject({
      before: { firstName: "Test", roleId: staff.roleId },
      after: { firstName: "Kemi", roleId: role.json.data.id },
    });
  });

  it("a staff manager cannot change its own account, a super admin, or give a role beyond its permissions", async () => {
    const { staff, token } = await staffManager();
    const { admin } = await superAdmin();
    expect((await call("PATCH", `/admin/api/staffs/${staff.id}`, { token, body: { firstName: "Me" } })).status).toBe(
      403,
    );
    expect((await call("POST", `/admin/api/staffs/${staff.id}/deactivate`, { token })).status).toBe(403);
    expect((await call("POST", `/admin/api/staffs/${admin.id}/deactivate`, { token })).status).toBe(403);
    expect(
      (await call("PATCH", `/admin/api/staffs/${admin.id}`, { token, body: { firstName: "Hijack" } })).status,
    ).toBe(403);
    const { staff: other } = await staffManager(["CAN_VIEW_LISTING"]);
    const { staff: kyc } = await staffManager(["CAN_VERIFY_KYC"]);
    const given = await call("PATCH", `/admin/api/staffs/${other.id}`, { token, body: { roleId: kyc.roleId } });
    expect(given.status).toBe(403);
    expect(given.json.errors[0].field).toBe("roleId");
    expect(
      (
        await call("POST", "/admin/api/staffs", {
          token,
          body: { firstName: "Side", email: `side-${uniq()}@example.ng`, roleId: kyc.roleId },
        })
      ).status,
    ).toBe(403);
    // A staff member holding more than the caller is not the caller's to deactivate.
    expect((await call("POST", `/admin/api/staffs/${kyc.id}/deactivate`, { token })).status).toBe(403);
    const state = await env.DB.prepare("SELECT status, first_name FROM users WHERE id IN (?, ?) ORDER BY id")
      .bind(admin.id, kyc.id)
      .all<{ status: string }>();
    expect(state.results.map((r) => r.status)).toEqual(["active", "active"]);
  });

  it("the last active super admin cannot be deactivated or demoted", async () => {
    const { admin, token } = await superAdmin();
    const { admin: other } = await superAdmin();
    const { staff: role } = await staffManager(["CAN_VIEW_LISTING"]);
    // Only `admin` stays active among the super admins of this database.
    await env.DB.prepare("UPDATE users SET status = 'deactivated' WHERE account_type = 'super_admin' AND id != ?")
      .bind(admin.id)
      .run();
    expect((await call("POST", `/admin/api/staffs/${admin.id}/deactivate`, { token })).status).toBe(403);
    expect(
      (await call("PATCH", `/admin/api/staffs/${admin.id}`, { token, body: { roleId: role.roleId } })).status,
    ).toBe(403);
    // Another super admin back: it may be demoted to staff, and then the last one still stands.
    expect((await call("POST", `/admin/api/staffs/${other.id}/activate`, { token })).status).toBe(200);
    const demoted = await call("PATCH", `/admin/api/staffs/${other.id}`, { token, body: { roleId: role.roleId } });
    expect(demoted.status).toBe(200);
    expect(demoted.json.data).toMatchObject({ accountType: "staff", roleId: role.roleId });
    const row = await env.DB.prepare("SELECT status, account_type FROM users WHERE id = ?").bind(admin.id).first();
    expect(row).toEqual({ status: "active", account_type: "super_admin" });
  });

  it("deactivation kills the staff's sessions at once; activation lets it sign in again", async () => {
    const { token } = await superAdmin();
    const { staff, token: staffToken } = await staffManager(["CAN_VIEW_LISTING"]);
    expect((await call("GET", "/admin/api/me", { token: staffToken })).status).toBe(200);
    const off = await call("POST", `/admin/api/staffs/${staff.id}/deactivate`, { token });
    expect(off.status).toBe(200);
    expect(off.json.data.status).toBe("deactivated");
    expect((await call("GET", "/admin/api/me", { token: staffToken })).status).toBe(401);
    const open = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL")
      .bind(staff.id)
      .first("n");
    expect(open).toBe(0);
    expect((await call("POST", `/admin/api/staffs/${staff.id}/deactivate`, { token })).status).toBe(409);
    expect(
      (await call("POST", "/admin/api/login_check", { body: { username: staff.username, password: staff.password } }))
        .status,
    ).toBe(403);
    expect((await call("POST", `/admin/api/staffs/${staff.id}/activate`, { token })).status).toBe(200);
    expect(
      (await call("POST", "/admin/api/login_check", { body: { username: staff.username, password: staff.password } }))
        .status,
    ).toBe(200);
    const [log] = await activity("staff.deactivate", staff.id);
    expect(JSON.parse(log!.details)).toEqual({ before: { status: "active" }, after: { status: "deactivated" } });
    expect(await activity("staff.activate", staff.id)).toHaveLength(1);
  });
});
