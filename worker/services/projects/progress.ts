/**
 * A project's progress updates: posting a dated note with pictures, and removing one with its pictures. Posting
 * progress is a sub account right of its own (post_progress), apart from editing the project.
 */
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { z } from "zod";
import { first, q } from "../../db/sql";
import { INSTALMENT_MESSAGES } from "../../contracts/instalments";
import { projectEvent, projectForChange } from "./access";
import { attachMedia, removePictures } from "./media";
import { runWrite } from "./write";

export async function addProgress(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { happenedOn: string; body: string; mediaTokens: string[]; milestoneId?: string | null },
) {
  const { acting } = await projectForChange(ctx, user, id, "post_progress");
  // A milestone of this project that staff have not approved yet: its update is what staff approve.
  if (input.milestoneId) {
    const m = await first(
      q(ctx, "SELECT approved_at FROM project_milestones WHERE id = ? AND project_id = ?", input.milestoneId, id),
      z.object({ approved_at: z.number().nullable() }),
    );
    if (!m)
      throw new ApiError(422, INSTALMENT_MESSAGES.milestoneGone, [
        { field: "milestoneId", message: INSTALMENT_MESSAGES.milestoneGone },
      ]);
    if (m.approved_at)
      throw new ApiError(409, INSTALMENT_MESSAGES.alreadyApproved, [
        { field: "milestoneId", message: INSTALMENT_MESSAGES.alreadyApproved },
      ]);
  }
  const updateId = newId();
  await runWrite(ctx, [
    q(
      ctx,
      "INSERT INTO project_updates (id, project_id, happened_on, body, author_id, milestone_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      updateId,
      id,
      input.happenedOn,
      input.body,
      acting.actorId,
      input.milestoneId ?? null,
      ctx.now,
    ),
    ...attachMedia(ctx, id, acting.developerId, input.mediaTokens, updateId),
    q(ctx, "UPDATE projects SET updated_at = ? WHERE id = ?", ctx.now, id),
    projectEvent(ctx, id, acting.actorId, "progress_posted", `${input.happenedOn}: ${input.body.slice(0, 120)}`),
  ]);
  return updateId;
}

export async function deleteProgress(ctx: ServiceCtx, user: AuthUser, id: string, updateId: string) {
  const { acting } = await projectForChange(ctx, user, id, "post_progress");
  const [media, gone] = await ctx.env.DB.batch<{ media_id: string }>([
    q(ctx, "DELETE FROM project_media WHERE update_id = ? AND project_id = ? RETURNING media_id", updateId, id),
    q(ctx, "DELETE FROM project_updates WHERE id = ? AND project_id = ? RETURNING id", updateId, id),
    q(
      ctx,
      "INSERT INTO project_events (id, project_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'progress_removed', NULL, ? WHERE changes() = 1",
      newId(),
      id,
      acting.actorId,
      ctx.now,
    ),
  ]);
  if (!gone!.results.length) throw new ApiError(404, "We couldn't find that progress update on this project.");
  await removePictures(
    ctx,
    media!.results.map((r) => r.media_id),
  );
}
