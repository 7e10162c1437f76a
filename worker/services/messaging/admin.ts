import { z } from "zod";
import { sqlAll, batchRows, pageOfRows } from "../../db/sql";
import { sql } from "drizzle-orm";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { toChatMessage, type MessageRow } from "./read";

/**
 * Staff never browse private conversations: only flagged (scam signal) or reported ones are listed or
 * readable, and every read is written to the activity log in the same batch that reads it.
 */
const AdminRow = z.object({
  id: z.string(),
  starter_id: z.string(),
  agent_id: z.string(),
  property_id: z.string().nullable(),
  last_seq: z.number(),
  last_message_at: z.number(),
  flagged_at: z.number().nullable(),
  flag_reason: z.string().nullable(),
  reported_at: z.number().nullable(),
  reported_by: z.string().nullable(),
  report_reason: z.string().nullable(),
  starter_name: z.string(),
  agent_name: z.string(),
  agent_kyc: z.number(),
  created_at: z.number(),
});
type AdminRow = z.infer<typeof AdminRow>;

const cols = sql`SELECT c.id, c.starter_id, c.agent_id, c.property_id, c.last_seq, c.last_message_at, c.flagged_at, c.flag_reason,
  c.reported_at, c.reported_by, c.report_reason, c.created_at,
  s.first_name || coalesce(' ' || s.last_name, '') AS starter_name, a.first_name || coalesce(' ' || a.last_name, '') AS agent_name, a.kyc_verified AS agent_kyc
  FROM conversations c JOIN users s ON s.id = c.starter_id JOIN users a ON a.id = c.agent_id`;

const toAdmin = (r: AdminRow) => ({
  id: r.id,
  seeker: { id: r.starter_id, fullName: r.starter_name },
  agent: { id: r.agent_id, fullName: r.agent_name, kycVerified: !!r.agent_kyc },
  propertyId: r.property_id,
  messages: r.last_seq,
  lastMessageAt: r.last_message_at,
  flaggedAt: r.flagged_at,
  flagReason: r.flag_reason,
  reportedAt: r.reported_at,
  reportedBy: r.reported_by,
  reportReason: r.report_reason,
  createdAt: r.created_at,
});

export async function listReviewableConversations(ctx: ServiceCtx, q: { page: number; perPage: number }) {
  const rows = await sqlAll(
    ctx.db,
    sql`${cols} WHERE c.reported_at IS NOT NULL OR c.flagged_at IS NOT NULL
    ORDER BY coalesce(c.reported_at, c.flagged_at) DESC, c.id LIMIT ${q.perPage + 1} OFFSET ${(q.page - 1) * q.perPage}`,
    AdminRow,
  );
  return pageOfRows(rows, q, toAdmin);
}

export async function adminReadConversation(ctx: ServiceCtx, id: string, q: { before?: number; perPage: number }) {
  const before = q.before !== undefined ? sql` AND seq < ${q.before}` : sql``;
  const [convs, msgs] = (await batchRows(ctx, [
    sql`${cols} WHERE c.id = ${id} AND (c.reported_at IS NOT NULL OR c.flagged_at IS NOT NULL)`,
    sql`SELECT m.id, m.conversation_id, m.seq, m.sender_id, m.body, m.attachments, m.flagged, m.created_at FROM messages m
      JOIN conversations c ON c.id = m.conversation_id AND (c.reported_at IS NOT NULL OR c.flagged_at IS NOT NULL)
      WHERE m.conversation_id = ${id}${before} ORDER BY m.seq DESC LIMIT ${q.perPage + 1}`,
    activityStatement(ctx, "messaging.admin_view", { type: "conversation", id }, { before: q.before ?? null }),
  ])) as [AdminRow[], MessageRow[]];
  const conv = convs[0];
  // The log row above records the attempt too; an unreported conversation reads as not found.
  if (!conv) throw new ApiError(404, MESSAGES.notFound);
  const page = msgs.slice(0, q.perPage).reverse();
  return {
    conversation: toAdmin(conv),
    messages: await Promise.all(page.map((m) => toChatMessage(ctx, m))),
    hasMore: msgs.length > q.perPage,
  };
}

/** Dismissing a report or a flag after review: logged with before and after. */
export async function clearConversationReview(ctx: ServiceCtx, id: string, note: string) {
  const [before] = await sqlAll(
    ctx.db,
    sql`${cols} WHERE c.id = ${id} AND (c.reported_at IS NOT NULL OR c.flagged_at IS NOT NULL)`,
    AdminRow,
  );
  if (!before) throw new ApiError(404, MESSAGES.notFound);
  const [updated] = await batchRows(ctx, [
    sql`UPDATE conversations SET reported_at = NULL, reported_by = NULL, report_reason = NULL, flagged_at = NULL, flag_reason = NULL
      WHERE id = ${id} AND (reported_at IS NOT NULL OR flagged_at IS NOT NULL) RETURNING id`,
    activityStatement(
      ctx,
      "messaging.review_cleared",
      { type: "conversation", id },
      {
        note,
        before: {
          flaggedAt: before.flagged_at,
          flagReason: before.flag_reason,
          reportedAt: before.reported_at,
          reportReason: before.report_reason,
        },
        after: { flaggedAt: null, flagReason: null, reportedAt: null, reportReason: null },
      },
    ),
  ]);
  if (!updated?.length) throw new ApiError(409, "This conversation was already cleared.");
  return { id, cleared: true as const };
}
