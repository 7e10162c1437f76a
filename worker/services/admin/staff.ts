import { z } from "zod";
import { first, all } from "../../db/sql";
import { PERMISSIONS } from "../../contracts/permissions";
import { STAFF_MESSAGES as M } from "../../contracts/staff";
import { MESSAGES } from "../../contracts/messages";
import { ApiError, fieldError } from "../../lib/errors";
import { newId, randomToken, sha256Hex } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import type { ServiceCtx } from "../../lib/context";
import { layout, sendEmail } from "../platform/email";

/**
 * Staff accounts and roles. Every escalation rule is decided inside the write itself: each
 * guarded statement starts with the `held` CTE (the permissions the actor holds in the database at that moment,
 * the same rule as accounts/users.ts permissionsOf: super_admin holds all, others their role's) and its WHERE
 * refuses a grant beyond it, the actor's own role, a super_admin (unless the actor is one) and the last
 * active super_admin. Nothing is read first to decide; reads after a refused write only pick the message.
 */

/** The set-password link of a new staff account works this long (a reset link is an hour). */
const INVITE_MS = 3 * 24 * 3600_000;

type Q = { text: string; params: unknown[] };
const isQ = (v: unknown): v is Q => typeof v === "object" && v !== null && "text" in v && "params" in v;
/** SQL text with `?` bound values; nested fragments keep their own values in order. */
function S(strings: TemplateStringsArray, ...vals: unknown[]): Q {
  let text = strings[0]!;
  const params: unknown[] = [];
  vals.forEach((v, i) => {
    if (isQ(v)) {
      text += v.text;
      params.push(...v.params);
    } else {
      text += "?";
      params.push(v);
    }
    text += strings[i + 1]!;
  });
  return { text, params };
}
const stmt = (ctx: ServiceCtx, x: Q) => ctx.env.DB.prepare(x.text).bind(...x.params);
const raw = (text: string): Q => ({ text, params: [] });

/** 403 naming the field whose value asked for more than the actor may give. */
const refuse = (field: string, message: string) => new ApiError(403, message, [{ field, message }]);

function actorId(ctx: ServiceCtx) {
  const id = ctx.actor?.id;
  if (!id) throw new ApiError(401, MESSAGES.unauthorized);
  return id;
}

/** `WITH held(permission) AS (...)`: what the actor holds now (nothing if it is no longer an active admin). */
const held = (actor: string) => S`WITH held(permission) AS (
  SELECT j.value FROM users a, json_each(${JSON.stringify(PERMISSIONS)}) j
    WHERE a.id = ${actor} AND a.status = 'active' AND a.admin_access = 1 AND a.account_type = 'super_admin'
  UNION SELECT rp.permission FROM users a JOIN role_permissions rp ON rp.role_id = a.role_id
    WHERE a.id = ${actor} AND a.status = 'active' AND a.admin_access = 1)`;
const canManage = raw(`EXISTS (SELECT 1 FROM held WHERE permission = 'CAN_CREATE_STAFF')`);
/** Every permission of the JSON list is held. */
const listWithin = (perms: string[]) =>
  S`NOT EXISTS (SELECT 1 FROM json_each(${JSON.stringify(perms)}) n WHERE n.value NOT IN (SELECT permission FROM held))`;
/** Every permission of the role (an SQL expression giving its id) is held. */
const roleWithin = (roleExpr: string) =>
  raw(
    `NOT EXISTS (SELECT 1 FROM role_permissions x WHERE x.role_id = ${roleExpr} AND x.permission NOT IN (SELECT permission FROM held))`,
  );
const notOwnRole = (actor: string, roleExpr: string) =>
  S`NOT EXISTS (SELECT 1 FROM users me WHERE me.id = ${actor} AND me.role_id = ${raw(roleExpr)})`;
const actorIsSuper = (actor: string) =>
  S`EXISTS (SELECT 1 FROM users me WHERE me.id = ${actor} AND me.account_type = 'super_admin' AND me.status = 'active' AND me.admin_access = 1)`;
const anotherSuper = raw(
  `EXISTS (SELECT 1 FROM users o WHERE o.account_type = 'super_admin' AND o.status = 'active' AND o.admin_access = 1 AND o.id != u.id)`,
);
const rolePermsJson = (roleExpr: string) =>
  raw(
    `(SELECT coalesce(json_group_array(permission), '[]') FROM (SELECT permission FROM role_permissions WHERE role_id = ${roleExpr} ORDER BY permission))`,
  );

const activityCols =
  "INSERT INTO activity_logs (id, actor_id, action, target_type, target_id, details, ip, created_at)";

// ---------- reads ----------

const StaffDbRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  account_type: z.string(),
  status: z.string(),
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  permissions: z.string(),
  created_at: z.number(),
});
type StaffDbRow = z.infer<typeof StaffDbRow>;
const staffView = (r: StaffDbRow) => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  username: r.username,
  accountType: r.account_type,
  status: r.status,
  roleId: r.role_id,
  roleName: r.role_name,
  permissions: r.account_type === "super_admin" ? [...PERMISSIONS] : (JSON.parse(r.permissions) as string[]),
  createdAt: r.created_at,
});
const STAFF_SELECT = `SELECT u.id, u.first_name, u.last_name, u.email, u.username, u.account_type, u.status, u.role_id, r.name AS role_name,
  ${rolePermsJson("u.role_id").text} AS permissions, u.created_at
  FROM users u LEFT JOIN roles r ON r.id = u.role_id`;

export async function listStaff(
  ctx: ServiceCtx,
  q: { page: number; perPage: number; search?: string; status?: string },
) {
  let where = S`u.admin_access = 1 AND u.status != 'deleted'`;
  if (q.status) where = S`${where} AND u.status = ${q.status}`;
  if (q.search) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes.
    const s = q.search.toLowerCase();
    where = S`${where} AND (instr(lower(u.email), ${s}) > 0 OR instr(lower(u.username), ${s}) > 0 OR instr(lower(u.first_name || ' ' || coalesce(u.last_name, '')), ${s}) > 0)`;
  }
  const results = await all(
    stmt(
      ctx,
      S`${raw(STAFF_SELECT)} WHERE ${where} ORDER BY u.created_at DESC, u.id LIMIT ${q.perPage + 1} OFFSET ${(q.page - 1) * q.perPage}`,
    ),
    StaffDbRow,
  );
  return {
    data: results.slice(0, q.perPage).map(staffView),
    page: q.page,
    perPage: q.perPage,
    hasMore: results.length > q.perPage,
  };
}

async function staffById(ctx: ServiceCtx, id: string) {
  const r = await first(
    stmt(ctx, S`${raw(STAFF_SELECT)} WHERE u.id = ${id} AND u.admin_access = 1 AND u.status != 'deleted'`),
    StaffDbRow,
  );
  if (!r) throw new ApiError(404, M.staffMissing);
  return staffView(r);
}

const RoleDbRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.string(),
  staff_count: z.number(),
  editable: z.number(),
  created_at: z.number(),
});
type RoleDbRow = z.infer<typeof RoleDbRow>;
const roleView = (r: RoleDbRow) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: JSON.parse(r.permissions) as string[],
  staffCount: r.staff_count,
  editable: !!r.editable,
  createdAt: r.created_at,
});
const roleSelect = (
  actor: string,
) => S`${held(actor)} SELECT r.id, r.name, r.description, ${rolePermsJson("r.id")} AS permissions,
  (SELECT count(*) FROM users s WHERE s.role_id = r.id AND s.status != 'deleted') AS staff_count,
  (${canManage} AND ${roleWithin("r.id")} AND ${notOwnRole(actor, "r.id")}) AS editable, r.created_at FROM roles r`;

export async function listRoles(ctx: ServiceCtx, q: { page: number; perPage: number; search?: string }) {
  const actor = actorId(ctx);
  const where = q.search ? S`WHERE instr(lower(r.name), ${q.search.toLowerCase()}) > 0` : raw("");
  const results = await all(
    stmt(
      ctx,
      S`${roleSelect(actor)} ${where} ORDER BY lower(r.name), r.id LIMIT ${q.perPage + 1} OFFSET ${(q.page - 1) * q.perPage}`,
    ),
    RoleDbRow,
  );
  return {
    data: results.slice(0, q.perPage).map(roleView),
    page: q.page,
    perPage: q.perPage,
    hasMore: results.length > q.perPage,
    // The same list the session's permissions come from (accounts/users.ts permissionsOf).
    grantable: ctx.actor?.permissions ?? [],
  };
}

async function roleById(ctx: ServiceCtx, id: string) {
  const r = await first(stmt(ctx, S`${roleSelect(actorId(ctx))} WHERE r.id = ${id}`), RoleDbRow);
  if (!r) throw new ApiError(404, M.roleMissing);
  return roleView(r);
}

// ---------- roles ----------

const nameTaken = () => fieldError("name", M.roleNameTaken, 409);
const dedupe = (p: string[]) => [...new Set(p)].sort();

export async function createRole(
  ctx: ServiceCtx,
  input: { name: string; description?: string | null; permissions: string[] },
) {
  const actor = actorId(ctx);
  const id = newId();
  const perms = dedupe(input.permissions);
  const after = { name: input.name, description: input.description ?? null, permissions: perms };
  let inserted: D1Result;
  try {
    [inserted] = (await ctx.env.DB.batch([
      stmt(
        ctx,
        S`${held(actor)} INSERT INTO roles (id, name, description, created_at, updated_at)
        SELECT ${id}, ${input.name}, ${input.description ?? null}, ${ctx.now}, ${ctx.now} WHERE ${canManage} AND ${listWithin(perms)}`,
      ),
      stmt(
        ctx,
        S`INSERT INTO role_permissions (role_id, permission) SELECT ${id}, value FROM json_each(${JSON.stringify(perms)}) WHERE EXISTS (SELECT 1 FROM roles WHERE id = ${id})`,
      ),
      stmt(
        ctx,
        S`${raw(activityCols)} SELECT ${newId()}, ${actor}, 'role.create', 'role', ${id}, ${JSON.stringify({ before: null, after })}, ${ctx.ip ?? null}, ${ctx.now}
        WHERE EXISTS (SELECT 1 FROM roles WHERE id = ${id})`,
      ),
    ])) as [D1Result];
  } catch (e) {
    if (isUniqueViolation(e, "roles", "name")) throw nameTaken();
    throw e;
  }
  if (!inserted.meta.changes) throw refuse("permissions", M.cannotGrant);
  return { data: await roleById(ctx, id) };
}

/** Why a guarded role write changed nothing (read after the write; it decides only the message). */
async function roleRefusal(ctx: ServiceCtx, actor: string, id: string, perms?: string[]): Promise<never> {
  const role = await roleById(ctx, id);
  const me = await first(
    stmt(ctx, S`SELECT role_id FROM users WHERE id = ${actor}`),
    z.object({ role_id: z.string().nullable() }),
  );
  if (me?.role_id === id) throw new ApiError(403, M.ownRole);
  const mine = ctx.actor?.permissions ?? [];
  if (role.permissions.some((p) => !mine.includes(p)) || perms?.some((p) => !mine.includes(p)))
    throw refuse("permissions", M.cannotGrant);
  if (role.staffCount > 0) throw new ApiError(409, M.roleInUse);
  throw new ApiError(403, MESSAGES.forbidden);
}

export async function updateRole(
  ctx: ServiceCtx,
  id: string,
  input: { name?: string; description?: string | null; permissions?: string[] },
) {
  const actor = actorId(ctx);
  const wid = newId();
  const perms = input.permissions ? dedupe(input.permissions) : undefined;
  const mine = S`r.id = ${id} AND r.write_id = ${wid}`;
  const descSet = input.description !== undefined;
  const afterJson = S`json_object('name', coalesce(${input.name ?? null}, r.name), 'description', CASE WHEN ${descSet ? 1 : 0} THEN ${input.description ?? null} ELSE r.description END,
    'permissions', ${perms ? S`json(${JSON.stringify(perms)})` : S`json(${rolePermsJson("r.id")})`})`;
  let claimed: D1Result;
  try {
    [claimed] = (await ctx.env.DB.batch([
      // The guard: claims the role for this batch only if every rule holds now.
      stmt(
        ctx,
        S`${held(actor)} UPDATE roles SET write_id = ${wid}, updated_at = ${ctx.now} WHERE id = ${id}
        AND ${canManage} AND ${roleWithin("roles.id")} AND ${notOwnRole(actor, "roles.id")} ${perms ? S`AND ${listWithin(perms)}` : raw("")}`,
      ),
      stmt(
        ctx,
        S`${raw(activityCols)} SELECT ${newId()}, ${actor}, 'role.update', 'role', r.id,
        json_object('before', json_object('name', r.name, 'description', r.description, 'permissions', json(${rolePermsJson("r.id")})), 'after', ${afterJson}),
        ${ctx.ip ?? null}, ${ctx.now} FROM roles r WHERE ${mine}`,
      ),
      stmt(
        ctx,
        S`UPDATE roles AS r SET name = coalesce(${input.name ?? null}, name), description = CASE WHEN ${descSet ? 1 : 0} THEN ${input.description ?? null} ELSE description END WHERE ${mine}`,
      ),
      ...(perms
        ? [
            stmt(
              ctx,
              S`DELETE FROM role_permissions WHERE role_id = ${id} AND EXISTS (SELECT 1 FROM roles r WHERE ${mine})`,
            ),
            stmt(
              ctx,
              S`INSERT INTO role_permissions (role_id, permission) SELECT ${id}, value FROM json_each(${JSON.stringify(perms)}) WHERE EXISTS (SELECT 1 FROM roles r WHERE ${mine})`,
            ),
          ]
        : []),
    ])) as [D1Result];
  } catch (e) {
    if (isUniqueViolation(e, "roles", "name")) throw nameTaken();
    throw e;
  }
  if (!claimed.meta.changes) await roleRefusal(ctx, actor, id, perms);
  return { data: await roleById(ctx, id) };
}

export async function deleteRole(ctx: ServiceCtx, id: string) {
  const actor = actorId(ctx);
  const wid = newId();
  const mine = S`r.id = ${id} AND r.write_id = ${wid}`;
  const [claimed] = await ctx.env.DB.batch([
    stmt(
      ctx,
      S`${held(actor)} UPDATE roles SET write_id = ${wid}, updated_at = ${ctx.now} WHERE id = ${id}
      AND ${canManage} AND ${roleWithin("roles.id")} AND ${notOwnRole(actor, "roles.id")}
      AND NOT EXISTS (SELECT 1 FROM users s WHERE s.role_id = roles.id)`,
    ),
    stmt(
      ctx,
      S`${raw(activityCols)} SELECT ${newId()}, ${actor}, 'role.delete', 'role', r.id,
      json_object('before', json_object('name', r.name, 'description', r.description, 'permissions', json(${rolePermsJson("r.id")})), 'after', NULL),
      ${ctx.ip ?? null}, ${ctx.now} FROM roles r WHERE ${mine}`,
    ),
    stmt(ctx, S`DELETE FROM role_permissions WHERE role_id = ${id} AND EXISTS (SELECT 1 FROM roles r WHERE ${mine})`),
    stmt(ctx, S`DELETE FROM roles AS r WHERE ${mine}`),
  ]);
  if (!claimed!.meta.changes) {
    // A role held only by deleted accounts still blocks (the foreign key); say so plainly.
    await roleRefusal(ctx, actor, id);
  }
}

// ---------- staff ----------

/**
 * The rules for changing an existing admin account `u`: not oneself, an admin, not deleted, its current role
 * within what the actor holds, and a super_admin only by a super_admin.
 */
const targetGuard = (actor: string, id: string) =>
  S`u.id = ${id} AND u.id != ${actor} AND u.admin_access = 1 AND u.status != 'deleted' AND ${canManage}
    AND (u.account_type != 'super_admin' OR ${actorIsSuper(actor)}) AND (u.role_id IS NULL OR ${roleWithin("u.role_id")})`;

const taken = () => fieldError("email", M.emailTaken, 409);

export async function createStaff(
  ctx: ServiceCtx,
  input: { firstName: string; lastName?: string | null; email: string; roleId: string },
) {
  const actor = actorId(ctx);
  const id = newId();
  const token = randomToken();
  const email = input.email.trim().toLowerCase();
  const username = `${
    email
      .split("@")[0]!
      .replace(/[^a-z0-9_.]/g, "")
      .slice(0, 20) || "staff"
  }.${randomToken(4)
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 4)}`;
  // No usable password until the person opens the mailed link (the reset-password page) and chooses one.
  const unusable = `invite$${randomToken(24)}`;
  const exists = S`EXISTS (SELECT 1 FROM users WHERE id = ${id})`;
  let inserted: D1Result;
  try {
    [inserted] = (await ctx.env.DB.batch([
      stmt(
        ctx,
        S`${held(actor)} INSERT INTO users (id, first_name, last_name, email, username, password_hash, account_type, admin_access, role_id, status, created_at, updated_at)
        SELECT ${id}, ${input.firstName}, ${input.lastName ?? null}, ${email}, ${username}, ${unusable}, 'staff', 1, r.id, 'active', ${ctx.now}, ${ctx.now}
        FROM roles r WHERE r.id = ${input.roleId} AND ${canManage} AND ${roleWithin("r.id")}`,
      ),
      stmt(
        ctx,
        S`INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at) SELECT ${newId()}, ${id}, ${await sha256Hex(token)}, ${ctx.now}, ${ctx.now + INVITE_MS} WHERE ${exists}`,
      ),
      stmt(
        ctx,
        S`${raw(activityCols)} SELECT ${newId()}, ${actor}, 'staff.create', 'user', ${id},
        json_object('before', NULL, 'after', json_object('email', ${email}, 'firstName', ${input.firstName}, 'lastName', ${input.lastName ?? null}, 'roleId', ${input.roleId}, 'accountType', 'staff')),
        ${ctx.ip ?? null}, ${ctx.now} WHERE ${exists}`,
      ),
    ])) as [D1Result];
  } catch (e) {
    if (isUniqueViolation(e, "users", "email") || isUniqueViolation(e, "users", "username")) throw taken();
    throw e;
  }
  if (!inserted.meta.changes) {
    await roleById(ctx, input.roleId).catch(() => {
      throw fieldError("roleId", M.roleMissing, 422);
    });
    throw refuse("roleId", M.cannotGrant);
  }
  const url = `${ctx.env.APP_URL}/amnesia/reset-password?token=${encodeURIComponent(token)}`;
  const login = `${ctx.env.APP_URL}/dashboard/admin/login`;
  await sendEmail(ctx, "staff_invite", {
    to: email,
    subject: "You have a PropertyNG staff account",
    text: `Hello ${input.firstName},\n\nA PropertyNG staff account was created for you. Your username is ${username}.\nOpen this link within 3 days to choose your password:\n${url}\n\nThen sign in at ${login}`,
    html: layout(
      "Your PropertyNG staff account",
      [
        `Hello ${input.firstName},`,
        `A PropertyNG staff account was created for you. Your username is ${username}.`,
        `Choose your password within 3 days, then sign in at ${login}.`,
      ],
      { label: "Choose my password", url },
    ),
  });
  return { data: await staffById(ctx, id) };
}

/** Why a guarded staff write changed nothing (read after the write; it decides only the message). */
async function staffRefusal(
  ctx: ServiceCtx,
  actor: string,
  id: string,
  opts: { roleId?: string; want?: "active" | "deactivated" } = {},
): Promise<never> {
  const target = await staffById(ctx, id);
  if (id === actor) throw new ApiError(403, opts.roleId ? M.ownRole : M.self);
  const mine = ctx.actor?.permissions ?? [];
  if (target.accountType === "super_admin") {
    if (ctx.actor?.accountType !== "super_admin") throw new ApiError(403, M.superAdmin);
    if (opts.want === "deactivated" || opts.roleId) {
      const others = await first(
        stmt(
          ctx,
          S`SELECT count(*) AS n FROM users WHERE account_type = 'super_admin' AND status = 'active' AND admin_access = 1 AND id != ${id}`,
        ),
        z.object({ n: z.number() }),
      );
      if (!others?.n) throw new ApiError(409, M.lastSuperAdmin);
    }
  }
  if (target.permissions.some((p) => !mine.includes(p)) && target.accountType !== "super_admin")
    throw new ApiError(403, M.cannotGrant);
  if (opts.roleId) {
    const role = await roleById(ctx, opts.roleId).catch(() => {
      throw fieldError("roleId", M.roleMissing, 422);
    });
    if (role.permissions.some((p) => !mine.includes(p))) throw refuse("roleId", M.cannotGrant);
  }
  if (opts.want && target.status === opts.want)
    throw new ApiError(409, opts.want === "active" ? M.alreadyActive : M.alreadyDeactivated);
  throw new ApiError(403, MESSAGES.forbidden);
}

const staffJson = (alias: string) =>
  raw(
    `json_object('firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'accountType', ${alias}.account_type, 'roleId', ${alias}.role_id, 'status', ${alias}.status)`,
  );

export async function updateStaff(
  ctx: ServiceCtx,
  id: string,
  input: { firstName?: string; lastName?: string | null; roleId?: string },
) {
  const actor = actorId(ctx);
  const lastSet = input.lastName !== undefined ? 1 : 0;
  let guard = targetGuard(actor, id);
  if (input.roleId) {
    // The new role: exists, within what the actor holds, not the actor's own; a super_admin given a role becomes staff (demoted) unless it is the last.
    guard = S`${guard} AND EXISTS (SELECT 1 FROM roles nr WHERE nr.id = ${input.roleId} AND ${roleWithin("nr.id")})
      AND (u.account_type != 'super_admin' OR ${anotherSuper})`;
  }
  const roleId = input.roleId ?? null;
  const newValues = S`'firstName', coalesce(${input.firstName ?? null}, u.first_name), 'lastName', CASE WHEN ${lastSet} THEN ${input.lastName ?? null} ELSE u.last_name END,
    'accountType', CASE WHEN ${roleId} IS NOT NULL AND u.account_type = 'super_admin' THEN 'staff' ELSE u.account_type END, 'roleId', coalesce(${roleId}, u.role_id), 'status', u.status`;
  const [, updated] = await ctx.env.DB.batch([
    // The log row first: the same guard, evaluated on the same state as the update below (one transaction).
    stmt(
      ctx,
      S`${held(actor)} ${raw(activityCols)} SELECT ${newId()}, ${actor}, 'staff.update', 'user', u.id,
      json_object('before', ${staffJson("u")}, 'after', json_object(${newValues})), ${ctx.ip ?? null}, ${ctx.now} FROM users u WHERE ${guard}`,
    ),
    stmt(
      ctx,
      S`${held(actor)} UPDATE users AS u SET first_name = coalesce(${input.firstName ?? null}, first_name),
      last_name = CASE WHEN ${lastSet} THEN ${input.lastName ?? null} ELSE last_name END,
      account_type = CASE WHEN ${roleId} IS NOT NULL AND account_type = 'super_admin' THEN 'staff' ELSE account_type END,
      role_id = coalesce(${roleId}, role_id), updated_at = ${ctx.now} WHERE ${guard}`,
    ),
  ]);
  if (!updated!.meta.changes) await staffRefusal(ctx, actor, id, { roleId: input.roleId });
  return { data: await staffById(ctx, id) };
}

/** Deactivation ends every session and waiting set-password link of the account in the same transaction. */
export async function setStaffActive(ctx: ServiceCtx, id: string, active: boolean) {
  const actor = actorId(ctx);
  const from = active ? "deactivated" : "active";
  const to = active ? "active" : "deactivated";
  const guard = S`${targetGuard(actor, id)} AND u.status = ${from} ${active ? raw("") : S`AND (u.account_type != 'super_admin' OR ${anotherSuper})`}`;
  const nowOff = S`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND status = 'deactivated')`;
  const [, updated] = await ctx.env.DB.batch([
    stmt(
      ctx,
      S`${held(actor)} ${raw(activityCols)} SELECT ${newId()}, ${actor}, ${active ? "staff.activate" : "staff.deactivate"}, 'user', u.id,
      json_object('before', json_object('status', u.status), 'after', json_object('status', ${to})), ${ctx.ip ?? null}, ${ctx.now} FROM users u WHERE ${guard}`,
    ),
    stmt(ctx, S`${held(actor)} UPDATE users AS u SET status = ${to}, updated_at = ${ctx.now} WHERE ${guard}`),
    ...(active
      ? []
      : [
          stmt(
            ctx,
            S`UPDATE sessions SET revoked_at = ${ctx.now} WHERE user_id = ${id} AND revoked_at IS NULL AND ${nowOff}`,
          ),
          stmt(
            ctx,
            S`UPDATE password_resets SET used_at = ${ctx.now} WHERE user_id = ${id} AND used_at IS NULL AND ${nowOff}`,
          ),
        ]),
  ]);
  if (!updated!.meta.changes) await staffRefusal(ctx, actor, id, { want: to });
  return { data: await staffById(ctx, id) };
}
