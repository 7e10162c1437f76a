/**
 * Staff accounts: listing them, inviting a new one (the account and its set-password mail), changing one's
 * name or role, and activating or deactivating it. The escalation rules each write obeys live in staff-guards.ts;
 * roles, which a staff account is given, in roles.ts.
 */
import { z } from "zod";
import { sql } from "drizzle-orm";
import { countRows, first, all, pageOfRows, prepared } from "../../db/sql";
import { activityStatement } from "../platform/activity";
import { PERMISSIONS } from "../../contracts/permissions";
import { STAFF_MESSAGES as M } from "../../contracts/staff";
import { MESSAGES } from "../../contracts/messages";
import { ApiError, fieldError } from "../../lib/errors";
import { newId, randomToken, sha256Hex } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import type { ServiceCtx } from "../../lib/context";
import { layout, sendEmail } from "../platform/email";
import {
  actorId,
  actorIsSuper,
  anotherSuper,
  canManage,
  held,
  refuse,
  rolePermsJson,
  roleWithin,
} from "./staff-guards";
import { roleById } from "./roles";

/** The set-password link of a new staff account works this long (a reset link is an hour). */
const INVITE_MS = 3 * 24 * 3600_000;

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
  ${rolePermsJson("u.role_id")} AS permissions, u.created_at
  FROM users u LEFT JOIN roles r ON r.id = u.role_id`;

export async function listStaff(
  ctx: ServiceCtx,
  q: { page: number; perPage: number; search?: string; status?: string },
) {
  let where = sql`u.admin_access = 1 AND u.status != 'deleted'`;
  if (q.status) where = sql`${where} AND u.status = ${q.status}`;
  if (q.search) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes.
    const s = q.search.toLowerCase();
    where = sql`${where} AND (instr(lower(u.email), ${s}) > 0 OR instr(lower(u.username), ${s}) > 0 OR instr(lower(u.first_name || ' ' || coalesce(u.last_name, '')), ${s}) > 0)`;
  }
  const results = await all(
    prepared(
      ctx,
      sql`${sql.raw(STAFF_SELECT)} WHERE ${where} ORDER BY u.created_at DESC, u.id LIMIT ${q.perPage + 1} OFFSET ${(q.page - 1) * q.perPage}`,
    ),
    StaffDbRow,
  );
  return pageOfRows(results, q, staffView);
}

async function staffById(ctx: ServiceCtx, id: string) {
  const r = await first(
    prepared(ctx, sql`${sql.raw(STAFF_SELECT)} WHERE u.id = ${id} AND u.admin_access = 1 AND u.status != 'deleted'`),
    StaffDbRow,
  );
  if (!r) throw new ApiError(404, M.staffMissing);
  return staffView(r);
}

/**
 * The rules for changing an existing admin account `u`: not oneself, an admin, not deleted, its current role
 * within what the actor holds, and a super_admin only by a super_admin.
 */
const targetGuard = (actor: string, id: string) =>
  sql`u.id = ${id} AND u.id != ${actor} AND u.admin_access = 1 AND u.status != 'deleted' AND ${canManage}
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
  const exists = sql`EXISTS (SELECT 1 FROM users WHERE id = ${id})`;
  let inserted: D1Result;
  try {
    [inserted] = (await ctx.env.DB.batch([
      prepared(
        ctx,
        sql`${held(actor)} INSERT INTO users (id, first_name, last_name, email, username, password_hash, account_type, admin_access, role_id, status, created_at, updated_at)
        SELECT ${id}, ${input.firstName}, ${input.lastName ?? null}, ${email}, ${username}, ${unusable}, 'staff', 1, r.id, 'active', ${ctx.now}, ${ctx.now}
        FROM roles r WHERE r.id = ${input.roleId} AND ${canManage} AND ${roleWithin("r.id")}`,
      ),
      prepared(
        ctx,
        sql`INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at) SELECT ${newId()}, ${id}, ${await sha256Hex(token)}, ${ctx.now}, ${ctx.now + INVITE_MS} WHERE ${exists}`,
      ),
      prepared(
        ctx,
        activityStatement(
          ctx,
          "staff.create",
          { type: "user", id },
          sql`json_object('before', NULL, 'after', json_object('email', ${email}, 'firstName', ${input.firstName}, 'lastName', ${input.lastName ?? null}, 'roleId', ${input.roleId}, 'accountType', 'staff'))`,
          actor,
          { where: exists },
        ),
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
      const others = await countRows(
        prepared(
          ctx,
          sql`SELECT count(*) AS n FROM users WHERE account_type = 'super_admin' AND status = 'active' AND admin_access = 1 AND id != ${id}`,
        ),
      );
      if (!others) throw new ApiError(409, M.lastSuperAdmin);
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
  sql.raw(
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
    guard = sql`${guard} AND EXISTS (SELECT 1 FROM roles nr WHERE nr.id = ${input.roleId} AND ${roleWithin("nr.id")})
      AND (u.account_type != 'super_admin' OR ${anotherSuper})`;
  }
  const roleId = input.roleId ?? null;
  const newValues = sql`'firstName', coalesce(${input.firstName ?? null}, u.first_name), 'lastName', CASE WHEN ${lastSet} THEN ${input.lastName ?? null} ELSE u.last_name END,
    'accountType', CASE WHEN ${roleId} IS NOT NULL AND u.account_type = 'super_admin' THEN 'staff' ELSE u.account_type END, 'roleId', coalesce(${roleId}, u.role_id), 'status', u.status`;
  const [, updated] = await ctx.env.DB.batch([
    // The log row first: the same guard, evaluated on the same state as the update below (one transaction).
    prepared(
      ctx,
      activityStatement(
        ctx,
        "staff.update",
        { type: "user", id: sql`u.id` },
        sql`json_object('before', ${staffJson("u")}, 'after', json_object(${newValues}))`,
        actor,
        { with: held(actor), from: sql`users u`, where: guard },
      ),
    ),
    prepared(
      ctx,
      sql`${held(actor)} UPDATE users AS u SET first_name = coalesce(${input.firstName ?? null}, first_name),
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
  const guard = sql`${targetGuard(actor, id)} AND u.status = ${from} ${active ? sql.raw("") : sql`AND (u.account_type != 'super_admin' OR ${anotherSuper})`}`;
  const nowOff = sql`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND status = 'deactivated')`;
  const [, updated] = await ctx.env.DB.batch([
    prepared(
      ctx,
      activityStatement(
        ctx,
        active ? "staff.activate" : "staff.deactivate",
        { type: "user", id: sql`u.id` },
        sql`json_object('before', json_object('status', u.status), 'after', json_object('status', ${to}))`,
        actor,
        { with: held(actor), from: sql`users u`, where: guard },
      ),
    ),
    prepared(ctx, sql`${held(actor)} UPDATE users AS u SET status = ${to}, updated_at = ${ctx.now} WHERE ${guard}`),
    ...(active
      ? []
      : [
          prepared(
            ctx,
            sql`UPDATE sessions SET revoked_at = ${ctx.now} WHERE user_id = ${id} AND revoked_at IS NULL AND ${nowOff}`,
          ),
          prepared(
            ctx,
            sql`UPDATE password_resets SET used_at = ${ctx.now} WHERE user_id = ${id} AND used_at IS NULL AND ${nowOff}`,
          ),
        ]),
  ]);
  if (!updated!.meta.changes) await staffRefusal(ctx, actor, id, { want: to });
  return { data: await staffById(ctx, id) };
}
