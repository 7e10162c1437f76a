import { z } from "zod";
import { countRows, first, all, q } from "../../db/sql";
import { numberedPageMeta } from "../platform/paging";
import { PROJECT_MESSAGES as M, PROJECT_STATUSES } from "../../contracts/projects";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activity } from "../wallet/ledger";
import { notifySafely } from "../notifications";
import { fullName } from "../../contracts/names";

/** Staff's view of every project (CAN_VIEW_PROJECT): newest first, delisted ones included. */
export async function adminListProjects(
  ctx: ServiceCtx,
  o: { listed?: "true" | "false"; search?: string; page: number; perPage: number },
) {
  const where = ["p.deleted_at IS NULL"];
  const args: unknown[] = [];
  if (o.listed) where.push(o.listed === "true" ? "p.listed = 1" : "p.listed = 0");
  if (o.search) {
    // The project's name or its developer's (company or person) name, case-insensitive.
    const like = `%${o.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(
      "(lower(p.name) LIKE ? ESCAPE '\\' OR lower(COALESCE(u.company_name, '')) LIKE ? ESCAPE '\\' OR lower(u.first_name || ' ' || COALESCE(u.last_name, '')) LIKE ? ESCAPE '\\')",
    );
    args.push(like, like, like);
  }
  const w = where.join(" AND ");
  const n = await countRows(
    q(ctx, `SELECT COUNT(*) AS n FROM projects p JOIN users u ON u.id = p.owner_id WHERE ${w}`, ...args),
  );
  const results = await all(
    q(
      ctx,
      `SELECT p.id, p.name, p.status, p.listed, p.delist_reason, p.delisted_by_staff, p.created_at, s.name AS state_name, u.id AS owner_id, u.first_name, u.last_name, u.company_name,
       (SELECT COALESCE(SUM(available), 0) FROM project_units WHERE project_id = p.id) AS units_available
     FROM projects p JOIN states s ON s.id = p.state_id JOIN users u ON u.id = p.owner_id WHERE ${w} ORDER BY p.created_at DESC, p.id LIMIT ? OFFSET ?`,
      ...args,
      o.perPage,
      (o.page - 1) * o.perPage,
    ),
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(PROJECT_STATUSES),
      listed: z.number(),
      delist_reason: z.string().nullable(),
      delisted_by_staff: z.number(),
      created_at: z.number(),
      state_name: z.string(),
      owner_id: z.string(),
      first_name: z.string(),
      last_name: z.string().nullable(),
      company_name: z.string().nullable(),
      units_available: z.number(),
    }),
  );
  return {
    data: results.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      state: r.state_name,
      listed: !!r.listed,
      delistReason: r.delist_reason,
      delistedByStaff: !!r.delisted_by_staff,
      unitsAvailable: r.units_available,
      developer: { id: r.owner_id, name: r.company_name || fullName(r.first_name, r.last_name) },
      createdAt: r.created_at,
    })),
    meta: numberedPageMeta(o, n),
  };
}

/** Staff delist (the developer cannot relist it) or relist, with the reason; logged with before/after; the developer is told. */
export async function adminSetListed(ctx: ServiceCtx, adminId: string, id: string, listed: boolean, reason: string) {
  const before = await first(
    q(
      ctx,
      "SELECT owner_id, name, listed, delist_reason, delisted_by_staff FROM projects WHERE id = ? AND deleted_at IS NULL",
      id,
    ),
    z.object({
      owner_id: z.string(),
      name: z.string(),
      listed: z.number(),
      delist_reason: z.string().nullable(),
      delisted_by_staff: z.number(),
    }),
  );
  if (!before) throw new ApiError(404, M.notFound);
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE projects SET listed = ?, delist_reason = ?, delisted_by_staff = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL",
      listed ? 1 : 0,
      listed ? null : reason,
      listed ? 0 : 1,
      ctx.now,
      id,
    ),
    activity(
      ctx,
      listed ? "project.relist" : "project.delist",
      { type: "project", id },
      {
        before: {
          listed: !!before.listed,
          delistReason: before.delist_reason,
          delistedByStaff: !!before.delisted_by_staff,
        },
        after: { listed, delistReason: listed ? null : reason, delistedByStaff: !listed },
        reason,
      },
      adminId,
    ),
    q(
      ctx,
      "INSERT INTO project_events (id, project_id, actor_id, action, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      newId(),
      id,
      adminId,
      listed ? "relisted_by_staff" : "delisted_by_staff",
      reason,
      ctx.now,
    ),
  ]);
  if (!res!.meta.changes) throw new ApiError(404, M.notFound);
  await notifySafely(ctx, {
    userId: before.owner_id,
    type: "none",
    message: listed
      ? `Our team listed your project "${before.name}" again: ${reason}`
      : `Our team delisted your project "${before.name}": ${reason}`,
    link: "/dashboard/project/my-projects",
  });
  return { data: { id, listed } };
}
