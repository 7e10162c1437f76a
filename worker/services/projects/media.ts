/**
 * A project's pictures: the upload ticket, putting finished uploads on a project or a progress update, and
 * rotating, choosing as primary or removing one. The project and progress writes both attach pictures, so the
 * rules for which upload may be attached live here, once.
 */
import { z } from "zod";
import { first, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { PROJECT_MESSAGES as M } from "../../contracts/projects";
import type { UploadRequest } from "../listings/uploads";
import { issueUpload } from "../listings/uploads";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { actingDeveloper, projectEvent, projectForChange, type Acting } from "./access";

/**
 * Puts uploaded pictures on a project (or a progress update). The token must be the developer's own finished
 * upload, on no listing and no project: otherwise the subquery is NULL and the NOT NULL primary key fails the
 * whole batch (a token used twice breaks the primary key the same way).
 */
export function attachMedia(
  ctx: ServiceCtx,
  projectId: string,
  developerId: string,
  tokens: string[],
  updateId: string | null,
  startAt = 0,
) {
  return tokens.map((t, i) =>
    q(
      ctx,
      `INSERT INTO project_media (media_id, project_id, update_id, position, is_primary, created_at)
       VALUES ((SELECT m.id FROM property_media m WHERE m.id = ? AND m.owner_id = ? AND m.property_id IS NULL AND m.status = 'ready'), ?, ?, ?, ?, ?)`,
      t,
      developerId,
      projectId,
      updateId,
      startAt + i,
      !updateId && startAt === 0 && i === 0 ? 1 : 0,
      ctx.now,
    ),
  );
}

export async function removePictures(ctx: ServiceCtx, mediaIds: string[]) {
  for (const mid of mediaIds) {
    const row = await first(
      q(ctx, "DELETE FROM property_media WHERE id = ? AND property_id IS NULL RETURNING original_key, thumb_key", mid),
      z.object({ original_key: z.string(), thumb_key: z.string() }),
    );
    if (row) await ctx.env.MEDIA.delete([row.original_key, row.thumb_key]).catch(() => undefined);
  }
}

/** Upload tickets for project photos: the developer owns them, whoever of its staff uploads. */
export async function projectUpload(ctx: ServiceCtx, user: AuthUser, input: UploadRequest) {
  const acting = await actingDeveloper(ctx, user);
  if (acting.isSub && !acting.rights.some((r) => r === "edit_projects" || r === "post_progress"))
    throw new ApiError(403, M.noRight("edit_projects"));
  return issueUpload(ctx, acting.developerId, input);
}

async function mediaOn(ctx: ServiceCtx, user: AuthUser, id: string, mediaId: string): Promise<Acting> {
  const { acting } = await projectForChange(ctx, user, id, "edit_projects");
  const m = await q(
    ctx,
    "SELECT media_id FROM project_media WHERE media_id = ? AND project_id = ?",
    mediaId,
    id,
  ).first();
  if (!m) throw new ApiError(404, M.mediaGone);
  return acting;
}

/** Rotation is stored on the picture (the app turns it with CSS), as for listing photos. */
export async function rotateProjectMedia(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  mediaId: string,
  degrees: 90 | 180 | 270,
) {
  await mediaOn(ctx, user, id, mediaId);
  const row = await first(
    q(
      ctx,
      "UPDATE property_media SET rotation = (rotation + ?) % 360 WHERE id = ? AND EXISTS (SELECT 1 FROM project_media WHERE media_id = ? AND project_id = ?) RETURNING rotation",
      degrees,
      mediaId,
      mediaId,
      id,
    ),
    z.object({ rotation: z.number() }),
  );
  if (!row) throw new ApiError(404, M.mediaGone);
  return { rotation: row.rotation };
}

/** One statement: the chosen gallery photo becomes primary, every other one stops being it. */
export async function setProjectPrimary(ctx: ServiceCtx, user: AuthUser, id: string, mediaId: string) {
  const acting = await mediaOn(ctx, user, id, mediaId);
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE project_media SET is_primary = CASE WHEN media_id = ? THEN 1 ELSE 0 END WHERE project_id = ? AND update_id IS NULL AND EXISTS (SELECT 1 FROM project_media WHERE media_id = ? AND project_id = ? AND update_id IS NULL)",
      mediaId,
      id,
      mediaId,
      id,
    ),
    projectEvent(ctx, id, acting.actorId, "photo_primary", null),
  ]);
  if (!res!.meta.changes) throw new ApiError(404, M.mediaGone);
}

export async function deleteProjectMedia(ctx: ServiceCtx, user: AuthUser, id: string, mediaId: string) {
  const acting = await mediaOn(ctx, user, id, mediaId);
  const [gone] = await ctx.env.DB.batch([
    q(ctx, "DELETE FROM project_media WHERE media_id = ? AND project_id = ? RETURNING media_id", mediaId, id),
    projectEvent(ctx, id, acting.actorId, "photo_removed", null),
  ]);
  if (!gone!.results.length) throw new ApiError(404, M.mediaGone);
  await removePictures(ctx, [mediaId]);
}
