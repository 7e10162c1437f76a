/**
 * Staff roles: listing them and creating, changing and deleting one. A role is a permission set shared by many
 * staff accounts, with its own refusal reasons and activity entries, so it lives apart from the accounts
 * (staff.ts only looks a role up by id); the escalation rules both obey are in staff-guards.ts.
 */
import { z } from "zod";
import { sql } from "drizzle-orm";
import { first, all, pageOfRows, prepared } from "../../db/sql";
import { activityStatement } from "../platform/activity";
import { STAFF_MESSAGES as M } from "../../contracts/staff";
import { MESSAGES } from "../../contracts/messages";
import { ApiError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import type { ServiceCtx } from "../../lib/context";
import { actorId, canManage, held, listWithin, notOwnRole, refuse, rolePermsJson, roleWithin } from "./staff-guards";

/** A role's name, description and permissions (alias r), as its activity entries record them. */
const roleJson = sql.raw(
  `json_object('name', r.name, 'description', r.description, 'permissions', json(${rolePermsJson("r.id")}))`,
);

/** A role row, its columns named as the answer names them; the permissions come as a JSON list. */
const RoleDbRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.string(),
  staffCount: z.number(),
  editable: z.number(),
  createdAt: z.number(),
});
const roleView = (r: z.infer<typeof RoleDbRow>) => ({
  ...r,
  permissions: JSON.parse(r.permissions) as string[],
  editable: !!r.editable,
});
const roleSelect = (
  actor: string,
) => sql`${held(actor)} SELECT r.id, r.name, r.description, ${sql.raw(rolePermsJson("r.id"))} AS permissions,
  (SELECT count(*) FROM users s WHERE s.role_id = r.id AND s.status != 'deleted') AS staffCount,
  (${canManage} AND ${roleWithin("r.id")} AND ${notOwnRole(actor, "r.id")}) AS editable, r.created_at AS createdAt FROM roles r`;

export async function listRoles(ctx: ServiceCtx, q: { page: number; perPage: number; search?: string }) {
  const actor = actorId(ctx);
  const where = q.search ? sql`WHERE instr(lower(r.name), ${q.search.toLowerCase()}) > 0` : sql.raw("");
  const results = await all(
    prepared(
      ctx,
      sql`${roleSelect(actor)} ${where} ORDER BY lower(r.name), r.id LIMIT ${q.perPage + 1} OFFSET ${(q.page - 1) * q.perPage}`,
    ),
    RoleDbRow,
  );
  return {
    ...pageOfRows(results, q, roleView),
    // The same list the session's permissions come from (accounts/users.ts permissionsOf).
    grantable: ctx.actor?.permissions ?? [],
  };
}

export async function roleById(ctx: ServiceCtx, id: string) {
  const r = await first(prepared(ctx, sql`${roleSelect(actorId(ctx))} WHERE r.id = ${id}`), RoleDbRow);
  if (!r) throw new ApiError(404, M.roleMissing);
  return roleView(r);
}

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
      prepared(
        ctx,
        sql`${held(actor)} INSERT INTO roles (id, name, description, created_at, updated_at)
        SELECT ${id}, ${input.name}, ${input.description ?? null}, ${ctx.now}, ${ctx.now} WHERE ${canManage} AND ${listWithin(perms)}`,
      ),
      prepared(
        ctx,
        sql`INSERT INTO role_permissions (role_id, permission) SELECT ${id}, value FROM json_each(${JSON.stringify(perms)}) WHERE EXISTS (SELECT 1 FROM roles WHERE id = ${id})`,
      ),
      prepared(
        ctx,
        activityStatement(ctx, "role.create", { type: "role", id }, { before: null, after }, actor, {
          where: sql`EXISTS (SELECT 1 FROM roles WHERE id = ${id})`,
        }),
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
    prepared(ctx, sql`SELECT role_id FROM users WHERE id = ${actor}`),
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
  const mine = sql`r.id = ${id} AND r.write_id = ${wid}`;
  const descSet = input.description !== undefined;
  const afterJson = sql`json_object('name', coalesce(${input.name ?? null}, r.name), 'description', CASE WHEN ${descSet ? 1 : 0} THEN ${input.description ?? null} ELSE r.description END,
    'permissions', ${perms ? sql`json(${JSON.stringify(perms)})` : sql`json(${sql.raw(rolePermsJson("r.id"))})`})`;
  let claimed: D1Result;
  try {
    [claimed] = (await ctx.env.DB.batch([
      // The guard: claims the role for this batch only if every rule holds now.
      prepared(
        ctx,
        sql`${held(actor)} UPDATE roles SET write_id = ${wid}, updated_at = ${ctx.now} WHERE id = ${id}
        AND ${canManage} AND ${roleWithin("roles.id")} AND ${notOwnRole(actor, "roles.id")} ${perms ? sql`AND ${listWithin(perms)}` : sql.raw("")}`,
      ),
      prepared(
        ctx,
        activityStatement(
          ctx,
          "role.update",
          { type: "role", id: sql`r.id` },
          sql`json_object('before', ${roleJson}, 'after', ${afterJson})`,
          actor,
          { from: sql`roles r`, where: mine },
        ),
      ),
      prepared(
        ctx,
        sql`UPDATE roles AS r SET name = coalesce(${input.name ?? null}, name), description = CASE WHEN ${descSet ? 1 : 0} THEN ${input.description ?? null} ELSE description END WHERE ${mine}`,
      ),
      ...(perms
        ? [
            prepared(
              ctx,
              sql`DELETE FROM role_permissions WHERE role_id = ${id} AND EXISTS (SELECT 1 FROM roles r WHERE ${mine})`,
            ),
            prepared(
              ctx,
              sql`INSERT INTO role_permissions (role_id, permission) SELECT ${id}, value FROM json_each(${JSON.stringify(perms)}) WHERE EXISTS (SELECT 1 FROM roles r WHERE ${mine})`,
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
  const mine = sql`r.id = ${id} AND r.write_id = ${wid}`;
  const [claimed] = await ctx.env.DB.batch([
    prepared(
      ctx,
      sql`${held(actor)} UPDATE roles SET write_id = ${wid}, updated_at = ${ctx.now} WHERE id = ${id}
      AND ${canManage} AND ${roleWithin("roles.id")} AND ${notOwnRole(actor, "roles.id")}
      AND NOT EXISTS (SELECT 1 FROM users s WHERE s.role_id = roles.id)`,
    ),
    prepared(
      ctx,
      activityStatement(
        ctx,
        "role.delete",
        { type: "role", id: sql`r.id` },
        sql`json_object('before', ${roleJson}, 'after', NULL)`,
        actor,
        { from: sql`roles r`, where: mine },
      ),
    ),
    prepared(
      ctx,
      sql`DELETE FROM role_permissions WHERE role_id = ${id} AND EXISTS (SELECT 1 FROM roles r WHERE ${mine})`,
    ),
    prepared(ctx, sql`DELETE FROM roles AS r WHERE ${mine}`),
  ]);
  if (!claimed!.meta.changes) {
    // A role held only by deleted accounts still blocks (the foreign key); say so plainly.
    await roleRefusal(ctx, actor, id);
  }
}
