import { sql, type SQL } from "drizzle-orm";
import type { ChatMessage, ConversationSummary } from "../../contracts/messaging";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { attachmentViewUrl } from "./attachments";

type SummaryRow = {
  id: string;
  starter_id: string;
  last_seq: number;
  last_message_at: number;
  last_message_preview: string;
  flagged_at: number | null;
  created_at: number;
  last_read_seq: number;
  other_last_read_seq: number | null;
  o_id: string;
  o_first: string;
  o_last: string | null;
  o_picture: string | null;
  o_type: string;
  o_company: string | null;
  o_kyc: number;
  p_id: string | null;
  p_slug: string | null;
  p_title: string | null;
  p_address: string | null;
  p_price: number | null;
  p_type: string | null;
  p_thumb: string | null;
};

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
      fullName: [r.o_first, r.o_last].filter(Boolean).join(" "),
      profilePictureUrl: r.o_picture,
      userType: r.o_type,
      companyName: r.o_company,
      kycVerified: !!r.o_kyc,
    },
    property: r.p_id
      ? { id: r.p_id, slug: r.p_slug!, title: r.p_title!, address: r.p_address!, priceKobo: r.p_price!, listingType: r.p_type!, thumbnailMdUrl: r.p_thumb ? `/media/${r.p_thumb}` : null }
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

export async function listConversations(ctx: ServiceCtx, userId: string, q: { page: number; perPage: number; search?: string }) {
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and user text is never a pattern.
  const where = q.search
    ? sql`instr(lower(o.first_name || ' ' || coalesce(o.last_name, '') || ' ' || coalesce(o.company_name, '') || ' ' || coalesce(p.title, '') || ' ' || c.last_message_preview), lower(${q.search})) > 0`
    : sql`1 = 1`;
  // SPEC.md §9 contacts list: unread conversations first, then the most recent.
  const tail = sql`ORDER BY (c.last_seq > m.last_read_seq) DESC, m.last_message_at DESC, c.id LIMIT ${q.perPage + 1} OFFSET ${(q.page - 1) * q.perPage}`;
  const [rows, unread] = await Promise.all([ctx.db.all<SummaryRow>(summarySql(userId, where, tail)), totalUnread(ctx, userId)]);
  return { data: rows.slice(0, q.perPage).map((r) => toSummary(r, userId)), page: q.page, perPage: q.perPage, hasMore: rows.length > q.perPage, totalUnread: unread };
}

export async function totalUnread(ctx: ServiceCtx, userId: string) {
  const [row] = await ctx.db.all<{ n: number | null }>(sql`
    SELECT sum(c.last_seq - m.last_read_seq) AS n FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
    WHERE m.user_id = ${userId} AND c.last_seq > m.last_read_seq`);
  return row?.n ?? 0;
}

/** 404 when it does not exist, 403 when it exists but the caller is not one of its two participants. */
export async function assertParticipant(ctx: ServiceCtx, userId: string, conversationId: string) {
  const [row] = await ctx.db.all<{ member: string | null }>(sql`
    SELECT m.user_id AS member FROM conversations c
    LEFT JOIN conversation_members m ON m.conversation_id = c.id AND m.user_id = ${userId}
    WHERE c.id = ${conversationId}`);
  if (!row) throw new ApiError(404, MESSAGES.notFound);
  if (!row.member) throw new ApiError(403, MESSAGES.forbidden);
}

export async function getConversation(ctx: ServiceCtx, userId: string, conversationId: string) {
  await assertParticipant(ctx, userId, conversationId);
  const [row] = await ctx.db.all<SummaryRow>(summarySql(userId, sql`c.id = ${conversationId}`, sql``));
  if (!row) throw new ApiError(404, MESSAGES.notFound);
  return toSummary(row, userId);
}

export type MessageRow = { id: string; conversation_id: string; seq: number; sender_id: string; body: string; attachments: string; flagged: number; created_at: number };

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
export async function listMessages(ctx: ServiceCtx, userId: string, conversationId: string, q: { perPage: number; before?: number; after?: number }) {
  await assertParticipant(ctx, userId, conversationId);
  const cols = sql`SELECT id, conversation_id, seq, sender_id, body, attachments, flagged, created_at FROM messages WHERE conversation_id = ${conversationId}`;
  let rows: MessageRow[];
  let hasMore: boolean;
  if (q.after !== undefined) {
    const asc = await ctx.db.all<MessageRow>(sql`${cols} AND seq > ${q.after} ORDER BY seq ASC LIMIT ${q.perPage + 1}`);
    hasMore = asc.length > q.perPage;
    rows = asc.slice(0, q.perPage);
  } else {
    const before = q.before !== undefined ? sql` AND seq < ${q.before}` : sql``;
    const desc = await ctx.db.all<MessageRow>(sql`${cols}${before} ORDER BY seq DESC LIMIT ${q.perPage + 1}`);
    hasMore = desc.length > q.perPage;
    rows = desc.slice(0, q.perPage).reverse();
  }
  return { data: await Promise.all(rows.map((r) => toChatMessage(ctx, r))), hasMore };
}
