import { sql } from "drizzle-orm";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { afterCommit, pushToConversation, pushToUser } from "../realtime/push";
import { assertParticipant } from "./read";
import { batchRows } from "../../db/sql";

/**
 * Read receipts: the member row only moves forward (MAX), never past the last message, and reading
 * everything also settles the owed email and the conversation's bell item, in the same batch.
 */
export async function markRead(ctx: ServiceCtx, userId: string, conversationId: string, seq?: number) {
  await assertParticipant(ctx, userId, conversationId);
  const upTo = seq === undefined ? sql`c.last_seq` : sql`MIN(${seq}, c.last_seq)`;
  const [rows] = (await batchRows(ctx, [
    sql`UPDATE conversation_members
      SET last_read_seq = MAX(last_read_seq, (SELECT ${upTo} FROM conversations c WHERE c.id = ${conversationId})),
        pending_email_at = CASE WHEN MAX(last_read_seq, (SELECT ${upTo} FROM conversations c WHERE c.id = ${conversationId}))
          >= (SELECT c.last_seq FROM conversations c WHERE c.id = ${conversationId}) THEN NULL ELSE pending_email_at END
      WHERE conversation_id = ${conversationId} AND user_id = ${userId}
      RETURNING last_read_seq, (SELECT c.last_seq FROM conversations c WHERE c.id = ${conversationId}) AS last_seq`,
    sql`UPDATE notifications SET read_at = COALESCE(read_at, ${ctx.now})
      WHERE user_id = ${userId} AND dedupe_key = ${`chat:${conversationId}`}
        AND (SELECT m.last_read_seq >= c.last_seq FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
             WHERE m.conversation_id = ${conversationId} AND m.user_id = ${userId})`,
  ])) as [{ last_read_seq: number; last_seq: number }[]];
  const row = rows[0]!;
  const pushes = Promise.all([
    pushToConversation(ctx.env, conversationId, {
      type: "read",
      data: { conversationId, userId, seq: row.last_read_seq },
    }),
    pushToUser(ctx.env, userId, { type: "read", data: { conversationId, userId, seq: row.last_read_seq } }),
  ]);
  await afterCommit(ctx, pushes);
  return { conversationId, lastReadSeq: row.last_read_seq, unread: Math.max(0, row.last_seq - row.last_read_seq) };
}

/** A participant reports abuse: from now on staff with the permission may read it (each read logged). */
export async function reportConversation(ctx: ServiceCtx, userId: string, conversationId: string, reason: string) {
  await assertParticipant(ctx, userId, conversationId);
  await batchRows(ctx, [
    sql`UPDATE conversations SET reported_at = ${ctx.now}, reported_by = ${userId}, report_reason = ${reason}
      WHERE id = ${conversationId} AND EXISTS (SELECT 1 FROM conversation_members WHERE conversation_id = ${conversationId} AND user_id = ${userId})`,
    activityStatement(
      ctx,
      "messaging.conversation_reported",
      { type: "conversation", id: conversationId },
      { reason },
      userId,
    ),
  ]);
  return { id: conversationId, reported: true as const };
}
