/**
 * Who holds each permission: the roles that grant it and how many staff hold it through them. The audit view of
 * the roles page (a role lists its permissions; this lists a permission's roles), read in one statement.
 */
import { z } from "zod";
import { sql } from "drizzle-orm";
import { all, prepared } from "../../db/sql";
import { PERMISSION_LABELS, PERMISSIONS } from "../../contracts/permissions";
import type { ServiceCtx } from "../../lib/context";

const HolderRow = z.object({
  permission: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  staff: z.number(),
});

/** Staff who may sign in to the back office: not deleted, with admin access. */
const ACTIVE_STAFF = sql.raw("s.status != 'deleted' AND s.admin_access = 1");

export async function permissionHolders(ctx: ServiceCtx) {
  const [rows, superAdmins] = await Promise.all([
    all(
      prepared(
        ctx,
        sql`SELECT rp.permission, r.id AS role_id, r.name AS role_name,
              (SELECT count(*) FROM users s WHERE s.role_id = r.id AND ${ACTIVE_STAFF}) AS staff
            FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
            ORDER BY lower(r.name), r.id`,
      ),
      HolderRow,
    ),
    all(
      prepared(ctx, sql`SELECT count(*) AS n FROM users s WHERE s.account_type = 'super_admin' AND ${ACTIVE_STAFF}`),
      z.object({ n: z.number() }),
    ),
  ]);
  const mine = new Set(ctx.actor?.permissions ?? []);
  return {
    data: PERMISSIONS.map((name) => {
      const roles = rows
        .filter((r) => r.permission === name)
        .map((r) => ({ id: r.role_id, name: r.role_name, staffCount: r.staff }));
      return {
        name,
        description: PERMISSION_LABELS[name],
        roles,
        staffCount: roles.reduce((n, r) => n + r.staffCount, 0),
        grantable: mine.has(name),
      };
    }),
    superAdmins: superAdmins[0]?.n ?? 0,
  };
}
