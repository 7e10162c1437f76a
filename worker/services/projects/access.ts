import { z } from "zod";
import { first, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { PROJECT_MESSAGES as M, SUB_ACCOUNT_RIGHTS, type SubAccountRight } from "../../contracts/projects";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";

/** Who acts: the developer account the work is for, and the person (developer or sub account) doing it. */
export type Acting = { developerId: string; actorId: string; isSub: boolean; rights: SubAccountRight[] };

/**
 * The developer a signed-in user acts for. A developer acts for itself with every right; a sub account for
 * its parent only, with the rights its row holds now (read on every request: a removed account has none).
 * Everyone else (brokerages, seekers, staff) is refused.
 */
export async function actingDeveloper(ctx: ServiceCtx, user: AuthUser, right?: SubAccountRight): Promise<Acting> {
  if (user.adminAccess) throw new ApiError(403, M.developersOnly);
  const sub = await first(
    q(ctx, "SELECT parent_id, rights FROM developer_sub_accounts WHERE user_id = ?", user.id),
    z.object({ parent_id: z.string(), rights: z.string() }),
  );
  if (sub) {
    const rights = (JSON.parse(sub.rights) as string[]).filter((r): r is SubAccountRight =>
      (SUB_ACCOUNT_RIGHTS as readonly string[]).includes(r),
    );
    if (right && !rights.includes(right)) throw new ApiError(403, M.noRight(right));
    return { developerId: sub.parent_id, actorId: user.id, isSub: true, rights };
  }
  if (user.accountType !== "developer" || user.subAccountType === "sub_developer")
    throw new ApiError(403, M.developersOnly);
  return { developerId: user.id, actorId: user.id, isSub: false, rights: [...SUB_ACCOUNT_RIGHTS] };
}

export const ProjectRow = z.object({
  id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  listed: z.number(),
  delisted_by_staff: z.number(),
  deposit_percent: z.number(),
  instalments: z.number(),
  period_months: z.number(),
  deleted_at: z.number().nullable(),
});
export type ProjectRow = z.infer<typeof ProjectRow>;

export async function projectRow(ctx: ServiceCtx, id: string) {
  return first(
    q(
      ctx,
      "SELECT id, owner_id, name, listed, delisted_by_staff, deposit_percent, instalments, period_months, deleted_at FROM projects WHERE id = ? AND deleted_at IS NULL",
      id,
    ),
    ProjectRow,
  );
}

/** The project `user` wants to change: 404 when gone, 403 unless it belongs to the developer the user acts for. */
export async function projectForChange(ctx: ServiceCtx, user: AuthUser, id: string, right: SubAccountRight) {
  const acting = await actingDeveloper(ctx, user, right);
  const p = await projectRow(ctx, id);
  if (!p) throw new ApiError(404, M.notFound);
  if (p.owner_id !== acting.developerId) throw new ApiError(403, MESSAGES.forbidden);
  return { p, acting };
}

/** A timeline row of a project, under the name of whoever acted (a statement for the change's batch). */
export function projectEvent(
  ctx: ServiceCtx,
  projectId: string,
  actorId: string | null,
  action: string,
  detail: string | null,
) {
  return q(
    ctx,
    "INSERT INTO project_events (id, project_id, actor_id, action, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    newId(),
    projectId,
    actorId,
    action,
    detail,
    ctx.now,
  );
}
