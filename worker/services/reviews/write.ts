import { z } from "zod";
import { first, all, q } from "../../db/sql";
import {
  BLIND_WINDOW_MS,
  PROFESSIONAL_TYPES,
  VERIFIED_LABELS,
  REVIEW_MESSAGES as M,
  type ReviewInput,
  type ReviewItem,
} from "../../contracts/reviews";
import type { AuthUser } from "../../contracts/auth";
import { MESSAGES } from "../../contracts/messages";
import { ApiError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { notifySafely, type NotifyInput } from "../notifications";
import { interactionGuard, interactionsFor, type Subject } from "./eligibility";
import { displayName, reviewRow, toReviewItem } from "./read";
import { refreshStats, refreshStatsWhere } from "./stats";

type Owner = { ownerId: string | null; title: string | null; slug: string | null };

/** Who the subject belongs to (the reviewee), or 404. A project's reviewee is its developer (its owner). */
async function subjectOwner(ctx: ServiceCtx, s: Subject): Promise<Owner> {
  if (s.type === "property") {
    const p = await first(
      q(ctx, "SELECT owner_id, title, slug FROM properties WHERE id = ? AND status != 'deleted'", s.id),
      z.object({ owner_id: z.string(), title: z.string(), slug: z.string() }),
    );
    if (!p) throw new ApiError(404, M.subjectNotFound);
    return { ownerId: p.owner_id, title: p.title, slug: p.slug };
  }
  if (s.type === "agent" || s.type === "guest") {
    const types = s.type === "agent" ? PROFESSIONAL_TYPES : null;
    const u = await first(
      q(
        ctx,
        `SELECT id FROM users WHERE id = ? AND deleted_at IS NULL AND admin_access = 0${types ? ` AND account_type IN (${types.map(() => "?").join(", ")})` : ""}`,
        s.id,
        ...(types ?? []),
      ),
      z.object({ id: z.string() }),
    );
    if (!u) throw new ApiError(404, M.subjectNotFound);
    return { ownerId: u.id, title: null, slug: null };
  }
  if (s.type === "project") {
    const p = await first(
      q(ctx, "SELECT owner_id, name FROM projects WHERE id = ? AND deleted_at IS NULL", s.id),
      z.object({ owner_id: z.string(), name: z.string() }),
    );
    if (!p) throw new ApiError(404, M.subjectNotFound);
    return { ownerId: p.owner_id, title: p.name, slug: null };
  }
  return { ownerId: null, title: null, slug: null };
}

/** The interactions (kind:id) a reviewer has already reviewed the subject for. */
async function reviewedInteractions(ctx: ServiceCtx, reviewerId: string, subject: Subject) {
  const results = await all(
    q(
      ctx,
      "SELECT interaction_kind || ':' || interaction_id AS k FROM reviews WHERE reviewer_id = ? AND subject_type = ? AND subject_id = ?",
      reviewerId,
      subject.type,
      subject.id,
    ),
    z.object({ k: z.string() }),
  );
  return new Set(results.map((r) => r.k));
}

/**
 * Creates a review: eligibility is decided by the INSERT's own guard (the interaction still qualifies when the
 * batch runs) and the UNIQUE index (one review per interaction, reviewer and subject type), so 20 parallel
 * posts for one booking leave one review. A blind (stay) review waits for its counterpart: the same batch
 * publishes both when the second arrives. Statistics are recomputed in the same batch.
 */
export async function createReview(
  ctx: ServiceCtx,
  user: AuthUser,
  subject: Subject,
  input: ReviewInput,
): Promise<ReviewItem> {
  const owner = await subjectOwner(ctx, subject);
  if (owner.ownerId === user.id || (subject.type !== "property" && subject.id === user.id))
    throw new ApiError(403, M.ownSubject);
  const candidates = await interactionsFor(ctx, user.id, subject);
  if (!candidates.length) throw new ApiError(403, M.notEligible);
  let chosen = candidates[0]!;
  if (input.interactionId) {
    const found = candidates.find((c) => c.id === input.interactionId);
    if (!found) throw fieldError("interactionId", M.notEligible, 422);
    chosen = found;
  } else {
    // The newest interaction not yet reviewed (one read of this reviewer's reviews of the subject type).
    const done = await reviewedInteractions(ctx, user.id, subject);
    chosen = candidates.find((c) => !done.has(`${c.kind}:${c.id}`)) ?? chosen;
  }
  const revieweeId = chosen.revieweeId ?? owner.ownerId;
  const id = newId();
  const blind = chosen.blind && !!chosen.pairKey;
  const guard = interactionGuard(user.id, subject, chosen);
  const insert = q(
    ctx,
    `INSERT INTO reviews (id, subject_type, subject_id, reviewee_id, reviewer_id, rating, body, interaction_kind, interaction_id, status, pair_key, blind_until, published_at, created_at, updated_at)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard.sql}
     ON CONFLICT DO NOTHING RETURNING id`,
    id,
    subject.type,
    subject.id,
    revieweeId,
    user.id,
    input.rating,
    input.review,
    chosen.kind,
    chosen.id,
    blind ? "blind" : "published",
    chosen.pairKey,
    blind ? ctx.now + BLIND_WINDOW_MS : null,
    blind ? null : ctx.now,
    ctx.now,
    ctx.now,
    ...guard.params,
  );
  const stmts = [insert];
  if (blind) {
    // Both sides in: publish the pair together (this review included), then recompute every subject of the pair.
    stmts.push(
      q(
        ctx,
        "UPDATE reviews SET status = 'published', published_at = ?, blind_until = NULL, updated_at = ? WHERE pair_key = ? AND status = 'blind' AND (SELECT COUNT(*) FROM reviews WHERE pair_key = ?) >= 2",
        ctx.now,
        ctx.now,
        chosen.pairKey,
        chosen.pairKey,
      ),
      refreshStatsWhere(
        ctx,
        "(subject_type, subject_id) IN (SELECT subject_type, subject_id FROM reviews WHERE pair_key = ?)",
        chosen.pairKey,
      ),
    );
  } else stmts.push(refreshStats(ctx, subject.type, subject.id));
  const [ins] = await ctx.env.DB.batch(stmts);
  if (!ins!.results.length) {
    const dup = await q(
      ctx,
      "SELECT 1 FROM reviews WHERE interaction_kind = ? AND interaction_id = ? AND reviewer_id = ? AND subject_type = ?",
      chosen.kind,
      chosen.id,
      user.id,
      subject.type,
    ).first();
    if (dup) throw new ApiError(409, M.alreadyReviewed);
    throw new ApiError(403, M.notEligible);
  }
  const row = await reviewRow(ctx, id);
  if (revieweeId)
    await notifySafely(
      ctx,
      reviewNotice(
        row.status === "blind",
        subject,
        owner,
        revieweeId,
        displayName(user.firstName, user.lastName, null),
        input.rating,
      ),
    );
  return toReviewItem(row, user.id);
}

function reviewNotice(
  blind: boolean,
  subject: Subject,
  owner: Owner,
  userId: string,
  who: string,
  rating: number,
): NotifyInput {
  const what =
    subject.type === "property" && owner.title
      ? `"${owner.title}"`
      : subject.type === "guest"
        ? "you as a guest"
        : subject.type === "project"
          ? owner.title
            ? `your project "${owner.title}"`
            : "your project"
          : "you";
  return {
    userId,
    type: subject.type === "agent" ? "agent_review" : "review",
    message: blind
      ? `${who} reviewed ${what}. Leave your review of the stay: both are published together, or in 14 days.`
      : `${who} left a ${rating}-star review of ${what}.`,
    property:
      subject.type === "property" && owner.slug ? { id: subject.id, slug: owner.slug, title: owner.title ?? "" } : null,
    link: "/dashboard/reviews",
  };
}

/** What the caller may still review the subject on: their qualifying interactions not yet used for a review. */
export async function reviewEligibility(ctx: ServiceCtx, user: AuthUser, subject: Subject) {
  if (subject.id === user.id) return { canReview: false, interactions: [] };
  const [candidates, done] = await Promise.all([
    interactionsFor(ctx, user.id, subject),
    reviewedInteractions(ctx, user.id, subject),
  ]);
  const open = candidates.filter((c) => !done.has(`${c.kind}:${c.id}`));
  return {
    canReview: open.length > 0,
    interactions: open.map((i) => ({
      id: i.id,
      kind: i.kind,
      verifiedLabel: VERIFIED_LABELS[i.kind],
      occurredAt: i.occurredAt,
      blind: i.blind,
    })),
  };
}

/**
 * Who may answer for a review's reviewee, in SQL (`?` is the caller): the reviewee, or for a project review a
 * sub account of its developer holding the edit_projects right now (read in the same statement).
 */
const ANSWERS_FOR = `(reviewee_id = ? OR (subject_type = 'project' AND reviewee_id IN (
  SELECT parent_id FROM developer_sub_accounts s WHERE s.user_id = ? AND EXISTS (SELECT 1 FROM json_each(s.rights) WHERE value = 'edit_projects'))))`;

/** The reviewed party (or a developer's sub account) replies once: one guarded UPDATE decides, parallel replies leave one. */
export async function replyToReview(ctx: ServiceCtx, user: AuthUser, id: string, reply: string): Promise<ReviewItem> {
  const done = await q(
    ctx,
    `UPDATE reviews SET reply = ?, replied_at = ?, updated_at = ? WHERE id = ? AND ${ANSWERS_FOR} AND status = 'published' AND reply IS NULL RETURNING id`,
    reply,
    ctx.now,
    ctx.now,
    id,
    user.id,
    user.id,
  ).first();
  const row = await reviewRow(ctx, id);
  if (!done) {
    const answers = !!(await q(
      ctx,
      `SELECT 1 AS ok FROM reviews WHERE id = ? AND ${ANSWERS_FOR}`,
      id,
      user.id,
      user.id,
    ).first());
    if (row.status !== "published" && row.reviewer_id !== user.id && !answers)
      throw new ApiError(404, MESSAGES.notFound);
    if (!answers) throw new ApiError(403, M.notReviewee);
    if (row.reply !== null) throw new ApiError(409, M.alreadyReplied);
    throw new ApiError(404, MESSAGES.notFound);
  }
  if (row.reviewer_id) {
    await notifySafely(ctx, {
      userId: row.reviewer_id,
      type: "review",
      message: `Your review of ${row.subject_title ? `"${row.subject_title}"` : "this listing"} got a reply.`,
      link: "/dashboard/reviews",
    });
  }
  return toReviewItem(row, user.id);
}

/** Anyone signed in may report a published review once; open reports form the admins' queue. */
export async function reportReview(ctx: ServiceCtx, user: AuthUser, id: string, reason: string) {
  const done = await q(
    ctx,
    `INSERT INTO review_reports (id, review_id, reporter_id, reason, status, created_at)
     SELECT ?, ?, ?, ?, 'open', ? WHERE EXISTS (SELECT 1 FROM reviews WHERE id = ? AND status = 'published')
     ON CONFLICT DO NOTHING RETURNING id`,
    newId(),
    id,
    user.id,
    reason,
    ctx.now,
    id,
  ).first();
  if (!done) {
    const dup = await q(
      ctx,
      "SELECT 1 FROM review_reports WHERE review_id = ? AND reporter_id = ?",
      id,
      user.id,
    ).first();
    if (dup) throw new ApiError(409, M.alreadyReported);
    throw new ApiError(404, MESSAGES.notFound);
  }
  return { message: "Thank you. Our team will look at this review." };
}
