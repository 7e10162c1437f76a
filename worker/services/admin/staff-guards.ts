/**
 * The escalation rules of staff accounts and roles, as SQL fragments: the role writes (roles.ts) and the staff
 * writes (staff.ts) put the same rules inside their guarded statements, so they are kept in one place.
 *
 * Every escalation rule is decided inside the write itself: each guarded statement starts with the `held` CTE (the
 * permissions the actor holds in the database at that moment, the same rule as accounts/users.ts permissionsOf:
 * super_admin holds all, others their role's) and its WHERE refuses a grant beyond it, the actor's own role, a
 * super_admin (unless the actor is one) and the last active super_admin. Nothing is read first to decide; reads
 * after a refused write only pick the message.
 */
import { sql } from "drizzle-orm";
import { PERMISSIONS } from "../../contracts/permissions";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";

/** 403 naming the field whose value asked for more than the actor may give. */
export const refuse = (field: string, message: string) => new ApiError(403, message, [{ field, message }]);

export function actorId(ctx: ServiceCtx) {
  const id = ctx.actor?.id;
  if (!id) throw new ApiError(401, MESSAGES.unauthorized);
  return id;
}

/** `WITH held(permission) AS (...)`: what the actor holds now (nothing if it is no longer an active admin). */
export const held = (actor: string) => sql`WITH held(permission) AS (
  SELECT j.value FROM users a, json_each(${JSON.stringify(PERMISSIONS)}) j
    WHERE a.id = ${actor} AND a.status = 'active' AND a.admin_access = 1 AND a.account_type = 'super_admin'
  UNION SELECT rp.permission FROM users a JOIN role_permissions rp ON rp.role_id = a.role_id
    WHERE a.id = ${actor} AND a.status = 'active' AND a.admin_access = 1)`;
export const canManage = sql.raw(`EXISTS (SELECT 1 FROM held WHERE permission = 'CAN_CREATE_STAFF')`);
/** Every permission of the JSON list is held. */
export const listWithin = (perms: string[]) =>
  sql`NOT EXISTS (SELECT 1 FROM json_each(${JSON.stringify(perms)}) n WHERE n.value NOT IN (SELECT permission FROM held))`;
/** Every permission of the role (an SQL expression giving its id) is held. */
export const roleWithin = (roleExpr: string) =>
  sql.raw(
    `NOT EXISTS (SELECT 1 FROM role_permissions x WHERE x.role_id = ${roleExpr} AND x.permission NOT IN (SELECT permission FROM held))`,
  );
export const notOwnRole = (actor: string, roleExpr: string) =>
  sql`NOT EXISTS (SELECT 1 FROM users me WHERE me.id = ${actor} AND me.role_id = ${sql.raw(roleExpr)})`;
export const actorIsSuper = (actor: string) =>
  sql`EXISTS (SELECT 1 FROM users me WHERE me.id = ${actor} AND me.account_type = 'super_admin' AND me.status = 'active' AND me.admin_access = 1)`;
export const anotherSuper = sql.raw(
  `EXISTS (SELECT 1 FROM users o WHERE o.account_type = 'super_admin' AND o.status = 'active' AND o.admin_access = 1 AND o.id != u.id)`,
);
export const rolePermsJson = (roleExpr: string) =>
  `(SELECT coalesce(json_group_array(permission), '[]') FROM (SELECT permission FROM role_permissions WHERE role_id = ${roleExpr} ORDER BY permission))`;
