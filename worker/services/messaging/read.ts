import { z } from "zod";
import { pageOfRows, sqlAll } from "../../db/sql";
import { sql, type SQL } from "drizzle-orm";
import type { ChatMessage, ConversationSummary } from "../../contracts/messaging";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { attachmentViewUrl } from "./attachments";
import { fullName } from "../../contracts/names";

const SummaryRow = z.object({
  id: z.string(),
  starter_id: z.string(),
  last_seq: z.number(),
  last_message_at: z.number(),
  last_message_preview: z.string(),
  flagged_at: z.number().nullable(),
  created_at: z.number(),
  last_read_seq: z.number(),
  other_last_read_seq: z.number().nullable(),
  o_id: z.string(),
  o_first: z.string(),
  o_last: z.string().nullable(),
  o_picture: z.string().nullable(),
  o_type: z.string(),
  o_company: z.string().nullable(),
  o_kyc: z.number(),
  p_id: z.string().nullable(),
  p_slug: z.string().nullable(),
  p_title: z.string().nullable(),
  p_address: z.string().nullable(),
  p_price: z.number().nullable(),
  p_type: z.string().nullable(),
  p_thumb: z.string().nullable(),
});
type SummaryRow = z.infer<typeof SummaryRow>;

/** One query shape for the inbox and for one conversation: the member row is the viewer's, so it is owner-scoped. */
function summarySql(userId: string, where: SQL, tail: SQL) {
  return sql`
    SELECT c.id, c.starter_id, c.last_seq, c.last_message_at, c.last_message_preview, c.flagged_at, c.created_at,
      m.last_read_seq, om.last_read_seq AS other_last_read_seq,
      o.id AS o_id, o.first_name AS o_first, o.last_name AS o_last, o.profile_picture AS o_picture, o.account_type AS o_type,
      o.company_name AS o_company, o.kyc_verified AS o_kyc,
      p.id AS p_id, p.slug AS p_slug, p.title AS p_title, p.address AS p_address, p.price_kobo AS p_price, p.listing_type AS p_type,
      (SELECT pm.thumb_key FROM property_media pm WHERE pm.property_id = p.id AND pm.status = 'ready' ORDER BY pm.is_primary DESC, pm.position LIMIT 1) AS p_thumb
    FROM conversation_members m
    JOIN conversations c ON c.id = m.conversation_id
    JOIN users o ON o.id = m.other_user_id
    LEFT JOIN conversation_members om ON om.conversation_id = c.id AND om.user_id = m.other_user_id
    LEFT JOIN properties p ON p.id = c.property_id AND p.status != 'deleted'
    WHERE m.user_id = ${userId} AND ${where}
    ${tail}`;
}

function toSummary(r: SummaryRow, userId: string): ConversationSummary {
  return {
    id: r.id,
    role: r.starter_id === userId ? "seeker" : "agent",
    otherUser: {
      id: r.o_id,
      fullName: fullName(r.o_first, r.o_last),
      profilePictureUrl: r.o_picture,
      userType: r.o_type,
      companyName: r.o_company,
      kycVerified: !!r.o_kyc,
    },
    property: r.p_id
      ? {
          id: r.p_id,
          slug: r.p_slug!,
          title: r.p_title!,
          address: r.p_address!,
          priceKobo: r.p_price!,
          listingType: r.p_type!,
          thumbnailMdUrl: r.p_thumb ? `/media/${r.p_thumb}` : null,
        }
      : null,
    lastSeq: r.last_seq,
    lastReadSeq: r.last_read_seq,
    otherLastReadSeq: r.other_last_read_seq ?? 0,
    unread: Math.max(0, r.last_seq - r.last_read_seq),
    lastMessageAt: r.last_message_at,
    lastMessagePreview: r.last_message_preview,
    flagged: r.flagged_at !== null,
    createdAt: r.created_at,
  };
}

export async function listConversations(
  ctx: ServiceCtx,
  userId: string,
  q: { page: number; perPage: number; search?: string },
) {
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and user text is never a pattern.
  const where = q.search
    ? sql`instr(lower(o.first_name || ' ' || coalesce(o.last_name, '') || ' ' || coalesce(o.company_name, '') || ' ' || coalesce(p.title, '') || ' ' || c.last_message_preview), lower(${q.search})) > 0`
    : sql`1 = 1`;
  // SPEC.md §9 contacts list: unread conversations first, then the most recent.
  const tail = sql`ORDER BY (c.last_seq > m.last_read_seq) DESC, m.last_message_at DESC, c.id LIMIT ${q.perPage + 1} OFFSET ${(q.page - 1) * q.perPage}`;
  const [rows, unread] = await Promise.all([
    sqlAll(ctx.db, summarySql(userId, where, tail), SummaryRow),
    totalUnread(ctx, userId),
  ]);
  return {
    ...pageOfRows(rows, q, (r) => toSummary(r, userId)),
    totalUnread: unread,
  };
}

export async function totalUnread(ctx: ServiceCtx, userId: string) {
  const [row] = await sqlAll(
    ctx.db,
    sql`
    SELECT sum(c.last_seq - m.last_read_seq) AS n FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
    WHERE m.user_id = ${userId} AND c.last_seq > m.last_read_seq`,
    z.object({ n: z.number().nullable() }),
  );
  return row?.n ?? 0;
}

/** 404 when it does not exist, 403 when it exists but the caller is not one of its two participants. */
export async function assertParticipant(ctx: ServiceCtx, userId: string, conversationId: string) {
  const [row] = await sqlAll(
    ctx.db,
    sql`
    SELECT m.user_id AS member FROM conversations c
    LEFT JOIN conversation_members m ON m.conversation_id = c.id AND m.user_id = ${userId}
    WHERE c.id = ${conversationId}`,
    z.object({ member: z.string().nullable() }),
  );
  if (!row) throw new ApiError(404, MESSAGES.notFound);
  if (!row.member) throw new ApiError(403, MESSAGES.forbidden);
}

export async function getConversation(ctx: ServiceCtx, userId: string, conversationId: string) {
  await assertParticipant(ctx, userId, conversationId);
  const [row] = await sqlAll(ctx.db, summarySql(userId, sql`c.id = ${conversationId}`, sql``), SummaryRow);
  if (!row) throw new ApiError(404, MESSAGES.notFound);
  return toSummary(row, userId);
}

export const MessageRow = z.object({
  id: z.string(),
  conversation_id: z.string(),
  seq: z.number(),
  sender_id: z.string(),
  body: z.string(),
  attachments: z.string(),
  flagged: z.number(),
  created_at: z.number(),
});
export type MessageRow = z.infer<typeof MessageRow>;

export async function toChatMessage(ctx: ServiceCtx, r: MessageRow): Promise<ChatMessage> {
  let keys: string[] = [];
  try {
    const parsed: unknown = JSON.parse(r.attachments);
    if (Array.isArray(parsed)) keys = parsed.filter((k): k is string => typeof k === "string");
  } catch {
    keys = [];
  }
  return {
    id: r.id,
    conversationId: r.conversation_id,
    seq: r.seq,
    senderId: r.sender_id,
    message: r.body,
    attachments: await Promise.all(keys.map(async (key) => ({ url: await attachmentViewUrl(ctx, key) }))),
    flagged: !!r.flagged,
    createdAt: r.created_at,
  };
}

/**
 * Newest last. `after` is the catch-up a reconnecting client asks for (messages past the last seq it has;
 * hasMore = newer ones are still to fetch); otherwise the latest page, `before` paging back (hasMore = older).
 */
export async function listMessages(
  ctx: ServiceCtx,
  userId: string,
  conversationId: string,
  q: { perPage: number; before?: number; after?: number },
) {
  await assertParticipant(ctx, userId, conversationId);
  const cols = sql`SELECT id, conversation_id, seq, sender_id, body, attachments, flagged, created_at FROM messages WHERE conversation_id = ${conversationId}`;
  let rows: MessageRow[];
  let hasMore: boolean;
  if (q.after !== undefined) {
    const asc = await sqlAll(
      ctx.db,
      sql`${cols} AND seq > ${q.after} ORDER BY seq ASC LIMIT ${q.perPage + 1}`,
      MessageRow,
    );
    hasMore = asc.length > q.perPage;
    rows = asc.slice(0, q.perPage);
  } else {
    const before = q.before !== undefined ? sql` AND seq < ${q.before}` : sql``;
    const desc = await sqlAll(ctx.db, sql`${cols}${before} ORDER BY seq DESC LIMIT ${q.perPage + 1}`, MessageRow);
    hasMore = desc.length > q.perPage;
    rows = desc.slice(0, q.perPage).reverse();
  }
  return { data: await Promise.all(rows.map((r) => toChatMessage(ctx, r))), hasMore };
}
