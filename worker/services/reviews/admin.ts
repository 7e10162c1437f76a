import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { all, allResults, prepared, q } from "../../db/sql";
import { activityStatement } from "../platform/activity";
import { REVIEW_MESSAGES as M } from "../../contracts/reviews";
import type { AuthUser } from "../../contracts/auth";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { REVIEW_SELECT, ReviewRow, reviewRow, toReviewItem } from "./read";
import { refreshStats } from "./stats";

type Paging = { page: number; perPage: number };

/** The admins' queue: reviews with open reports (oldest report first), or the hidden ones (to restore). */
export async function reportQueue(ctx: ServiceCtx, p: Paging & { tab: "open" | "hidden" }) {
  const where =
    p.tab === "open"
      ? `WHERE r.id IN (SELECT review_id FROM review_reports WHERE status = 'open') ORDER BY (SELECT MIN(created_at) FROM review_reports WHERE review_id = r.id AND status = 'open'), r.id`
      : "WHERE r.status = 'hidden' ORDER BY r.hidden_at DESC, r.id";
  const results = await all(
    q(ctx, `${REVIEW_SELECT} ${where} LIMIT ? OFFSET ?`, p.perPage + 1, (p.page - 1) * p.perPage),
    ReviewRow,
  );
  const rows = results.slice(0, p.perPage);
  const reports = rows.length
    ? (
        await allResults(
          q(
            ctx,
            "SELECT id, review_id, reason, reporter_id, created_at FROM review_reports WHERE review_id IN (SELECT value FROM json_each(?)) ORDER BY created_at",
            JSON.stringify(rows.map((r) => r.id)),
          ),
          z.object({
            id: z.string(),
            review_id: z.string(),
            reason: z.string(),
            reporter_id: z.string(),
            created_at: z.number(),
          }),
        )
      ).results
    : [];
  return {
    data: rows.map((r) => ({
      review: toReviewItem(r, null),
      reports: reports
        .filter((x) => x.review_id === r.id)
        .map((x) => ({ id: x.id, reason: x.reason, reporterId: x.reporter_id, createdAt: x.created_at })),
      hiddenReason: r.hidden_reason,
    })),
    page: p.page,
    perPage: p.perPage,
    hasMore: results.length > p.perPage,
  };
}

/** The activity entry of a review's moderation step, written only if `when` holds as the batch runs. */
const logIf = (
  ctx: ServiceCtx,
  actor: AuthUser,
  action: string,
  id: string,
  when: SQL,
  details: Record<string, unknown>,
) => prepared(ctx, activityStatement(ctx, action, { type: "review", id }, details, actor.id, { where: when }));

async function moderate(
  ctx: ServiceCtx,
  actor: AuthUser,
  id: string,
  to: "hidden" | "published",
  reason: string | null,
) {
  const before = await reviewRow(ctx, id);
  const update =
    to === "hidden"
      ? q(
          ctx,
          "UPDATE reviews SET status = 'hidden', hidden_at = ?, hidden_reason = ?, updated_at = ? WHERE id = ? AND status = 'published' RETURNING id",
          ctx.now,
          reason,
          ctx.now,
          id,
        )
      : q(
          ctx,
          "UPDATE reviews SET status = 'published', hidden_at = NULL, hidden_reason = NULL, updated_at = ? WHERE id = ? AND status = 'hidden' RETURNING id",
          ctx.now,
          id,
        );
  const [upd] = await ctx.env.DB.batch([
    update,
    // Reports are settled by either decision; the log names what changed.
    q(
      ctx,
      "UPDATE review_reports SET status = 'resolved', resolved_at = ?, resolved_by = ? WHERE review_id = ? AND status = 'open' AND EXISTS (SELECT 1 FROM reviews WHERE id = ? AND status = ? AND updated_at = ?)",
      ctx.now,
      actor.id,
      id,
      id,
      to,
      ctx.now,
    ),
    logIf(
      ctx,
      actor,
      to === "hidden" ? "review.hide" : "review.restore",
      id,
      sql`EXISTS (SELECT 1 FROM reviews WHERE id = ${id} AND status = ${to} AND updated_at = ${ctx.now})`,
      {
        before: { status: before.status, hiddenReason: before.hidden_reason },
        after: { status: to, hiddenReason: reason },
      },
    ),
    refreshStats(ctx, before.subject_type, before.subject_id),
  ]);
  if (!upd!.results.length) throw new ApiError(409, to === "hidden" ? M.notPublished : M.notHidden);
  return toReviewItem(await reviewRow(ctx, id), null);
}

export const hideReview = (ctx: ServiceCtx, actor: AuthUser, id: string, reason: string) =>
  moderate(ctx, actor, id, "hidden", reason);
export const restoreReview = (ctx: ServiceCtx, actor: AuthUser, id: string) =>
  moderate(ctx, actor, id, "published", null);

/** Keep the review: its open reports are closed, logged. */
export async function dismissReports(ctx: ServiceCtx, actor: AuthUser, id: string) {
  await reviewRow(ctx, id);
  const [upd] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE review_reports SET status = 'dismissed', resolved_at = ?, resolved_by = ? WHERE review_id = ? AND status = 'open' RETURNING id",
      ctx.now,
      actor.id,
      id,
    ),
    logIf(
      ctx,
      actor,
      "review.dismiss_reports",
      id,
      sql`EXISTS (SELECT 1 FROM review_reports WHERE review_id = ${id} AND status = 'dismissed' AND resolved_at = ${ctx.now})`,
      { before: { reports: "open" }, after: { reports: "dismissed" } },
    ),
  ]);
  if (!upd!.results.length) throw new ApiError(404, MESSAGES.notFound);
  return { message: "Reports dismissed; the review stays published." };
}
