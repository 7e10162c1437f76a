import { z } from "zod";
import { first, all, pageOfRows, q, type Paging } from "../../db/sql";
import {
  VERIFIED_LABELS,
  ratingLabel,
  type InteractionKind,
  type ReviewItem,
  type ReviewSubject,
} from "../../contracts/reviews";
import { ApiError } from "../../lib/errors";
import { MESSAGES } from "../../contracts/messages";
import type { ServiceCtx } from "../../lib/context";
import { formatLagosDate } from "../../contracts/lagos-time";
import type { Acting } from "../projects/access";

export const ReviewRow = z.object({
  id: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  reviewee_id: z.string().nullable(),
  reviewer_id: z.string(),
  rating: z.number(),
  body: z.string(),
  interaction_kind: z.string(),
  status: z.string(),
  blind_until: z.number().nullable(),
  reply: z.string().nullable(),
  replied_at: z.number().nullable(),
  hidden_reason: z.string().nullable(),
  created_at: z.number(),
  published_at: z.number().nullable(),
  r_first: z.string().nullable(),
  r_last: z.string().nullable(),
  r_picture: z.string().nullable(),
  r_deleted: z.number().nullable(),
  subject_title: z.string().nullable(),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

/** The columns every review read selects: the review, its reviewer's public name and the subject's title. */
export const REVIEW_SELECT = `SELECT r.id, r.subject_type, r.subject_id, r.reviewee_id, r.reviewer_id, r.rating, r.body, r.interaction_kind, r.status, r.blind_until,
    r.reply, r.replied_at, r.hidden_reason, r.created_at, r.published_at,
    u.first_name AS r_first, u.last_name AS r_last, u.profile_picture AS r_picture, u.deleted_at AS r_deleted,
    CASE r.subject_type WHEN 'property' THEN p.title WHEN 'project' THEN pj.name
      ELSE COALESCE(NULLIF(s.company_name, ''), TRIM(s.first_name || ' ' || COALESCE(s.last_name, ''))) END AS subject_title
  FROM reviews r
  JOIN users u ON u.id = r.reviewer_id
  LEFT JOIN properties p ON r.subject_type = 'property' AND p.id = r.subject_id
  LEFT JOIN projects pj ON r.subject_type = 'project' AND pj.id = r.subject_id
  LEFT JOIN users s ON r.subject_type IN ('agent', 'guest') AND s.id = r.subject_id`;

/** "Amaka O.": reviews show a first name and an initial, never a full name. */
export function displayName(first: string | null, last: string | null, deleted: number | null) {
  if (deleted || !first) return "Former member";
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

const ddmmyyyy = formatLagosDate;

export function toReviewItem(r: ReviewRow, viewerId: string | null | undefined): ReviewItem {
  const when = r.published_at ?? r.created_at;
  return {
    id: r.id,
    subjectType: r.subject_type as ReviewSubject,
    subjectId: r.subject_id,
    subjectTitle: r.subject_title,
    rating: r.rating,
    ratingLabel: ratingLabel(r.rating),
    review: r.body,
    reviewer: {
      id: r.reviewer_id,
      displayName: displayName(r.r_first, r.r_last, r.r_deleted),
      profilePictureUrl: r.r_deleted ? null : r.r_picture,
    },
    interactionKind: r.interaction_kind as InteractionKind,
    verifiedLabel: VERIFIED_LABELS[r.interaction_kind as InteractionKind] ?? "Verified",
    status: r.status as ReviewItem["status"],
    blindUntil: r.status === "blind" ? r.blind_until : null,
    reply: r.reply,
    repliedAt: r.replied_at,
    canReply: !!viewerId && viewerId === r.reviewee_id && r.status === "published" && r.reply === null,
    createdAt: when,
    date: ddmmyyyy(when),
  };
}

/** A subject's published reviews, newest first (reviews_subject_idx; reads perPage + 1 rows). */
export async function listSubjectReviews(
  ctx: ServiceCtx,
  subjectType: ReviewSubject,
  subjectId: string,
  p: Paging,
  viewerId?: string | null,
) {
  const results = await all(
    q(
      ctx,
      `${REVIEW_SELECT} WHERE r.subject_type = ? AND r.subject_id = ? AND r.status = 'published' ORDER BY r.published_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      subjectType,
      subjectId,
      p.perPage + 1,
      (p.page - 1) * p.perPage,
    ),
    ReviewRow,
  );
  const out = pageOfRows(results, p);
  return { ...out, data: out.data.map((r) => toReviewItem(r, viewerId)) };
}

/**
 * A user's reviews. written: everything they wrote, blind and hidden ones included (their own words);
 * received: published reviews of them or of their listings/projects, which they may reply to once.
 */
export async function userReviews(ctx: ServiceCtx, userId: string, q2: Paging & { tab: "written" | "received" }) {
  const where =
    q2.tab === "written"
      ? "r.reviewer_id = ? ORDER BY r.created_at DESC, r.id DESC"
      : "r.reviewee_id = ? AND r.status = 'published' ORDER BY r.published_at DESC, r.id DESC";
  const results = await all(
    q(ctx, `${REVIEW_SELECT} WHERE ${where} LIMIT ? OFFSET ?`, userId, q2.perPage + 1, (q2.page - 1) * q2.perPage),
    ReviewRow,
  );
  const out = pageOfRows(results, q2);
  return { ...out, data: out.data.map((r) => toReviewItem(r, userId)) };
}

export async function reviewRow(ctx: ServiceCtx, id: string) {
  const row = await first(q(ctx, `${REVIEW_SELECT} WHERE r.id = ?`, id), ReviewRow);
  if (!row) throw new ApiError(404, MESSAGES.notFound);
  return row;
}

/**
 * SPEC §7 GET /projects/reviews: the published reviews of the projects of the developer the caller acts for
 * (a developer, or its sub account), newest first; `projectId` narrows to one of them. The developer replies, and
 * so may a sub account with the edit_projects right (the rule of replyToReview), so its list offers the reply.
 */
export async function developerProjectReviews(
  ctx: ServiceCtx,
  acting: Acting,
  p: Paging & { projectId?: string | undefined },
) {
  const developerId = acting.developerId;
  const viewerId = acting.rights.includes("edit_projects") ? acting.developerId : acting.actorId;
  const one = p.projectId ? " AND r.subject_id = ?" : "";
  const results = await all(
    q(
      ctx,
      `${REVIEW_SELECT} WHERE r.subject_type = 'project' AND r.subject_id IN (SELECT id FROM projects WHERE owner_id = ?)${one} AND r.status = 'published' ORDER BY r.published_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      developerId,
      ...(p.projectId ? [p.projectId] : []),
      p.perPage + 1,
      (p.page - 1) * p.perPage,
    ),
    ReviewRow,
  );
  const out = pageOfRows(results, p);
  return { ...out, data: out.data.map((r) => toReviewItem(r, viewerId)) };
}
