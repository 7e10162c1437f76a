import { z } from "zod";
import { sqlAll, batchRows } from "../../db/sql";
import { sql, type SQL } from "drizzle-orm";
import type { AuthUser } from "../../contracts/auth";
import { MESSAGING_MESSAGES, MESSAGING_RULES, type ChatMessage } from "../../contracts/messaging";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { consumeLimit } from "../platform/rate-limit";
import { pushNotifications } from "../notifications";
import { afterCommit, pushToConversation, pushToUser } from "../realtime/push";
import { resolveAttachments } from "./attachments";
import { contactDetailsIn } from "./scam";
import { assertParticipant, getConversation, toChatMessage, type MessageRow } from "./read";
import { notificationFromRaw, type RawNotification } from "./raw";
import { fullName } from "../../contracts/names";

const preview = (body: string, pictures: number) =>
  body ? body.replace(/\s+/g, " ").slice(0, 140) : pictures > 1 ? `${pictures} photos` : "Photo";

type Send = {
  /** SQL that yields the conversation id (a literal, or a lookup by pair key for a first message). */
  conv: SQL;
  senderId: string;
  senderName: string;
  recipientId: string;
  body: string;
  attachmentKeys: string[];
  /** The sender started the conversation with an unverified lister and typed contact details. */
  suspicious: boolean;
  property: { id: string; slug: string; title: string } | null;
};

/**
 * One message, as statements for one db.batch. The conversation's counter is bumped first and the message
 * takes its value, so concurrent sends get distinct, ordered seqs; every statement repeats the membership
 * guard, so nothing is written for a non-participant. "First message" (the scam check) is decided in SQL.
 */
function sendStatements(ctx: ServiceCtx, s: Send, messageId: string) {
  const member = sql`EXISTS (SELECT 1 FROM conversation_members WHERE conversation_id = ${s.conv} AND user_id = ${s.senderId})`;
  const pv = preview(s.body, s.attachmentKeys.length);
  const flag = s.suspicious ? 1 : 0;
  const note = `${s.senderName}: ${pv}`.slice(0, 200);
  return [
    sql`UPDATE conversations SET last_seq = last_seq + 1, last_message_at = ${ctx.now}, last_message_preview = ${pv},
      flagged_at = CASE WHEN last_seq = 0 AND ${flag} = 1 THEN ${ctx.now} ELSE flagged_at END,
      flag_reason = CASE WHEN last_seq = 0 AND ${flag} = 1 THEN 'contact_details_to_unverified_lister' ELSE flag_reason END
      WHERE id = ${s.conv} AND ${member}`,
    sql`INSERT INTO messages (id, conversation_id, seq, sender_id, body, attachments, flagged, created_at)
      SELECT ${messageId}, c.id, c.last_seq, ${s.senderId}, ${s.body}, ${JSON.stringify(s.attachmentKeys)}, CASE WHEN c.last_seq = 1 AND ${flag} = 1 THEN 1 ELSE 0 END, ${ctx.now}
      FROM conversations c WHERE c.id = ${s.conv} AND ${member}
      RETURNING id, conversation_id, seq, sender_id, body, attachments, flagged, created_at`,
    sql`UPDATE conversation_members SET last_message_at = ${ctx.now},
      last_read_seq = CASE WHEN user_id = ${s.senderId} THEN (SELECT last_seq FROM conversations WHERE id = ${s.conv}) ELSE last_read_seq END,
      pending_email_at = CASE WHEN user_id = ${s.senderId} THEN pending_email_at ELSE COALESCE(pending_email_at, ${ctx.now}) END
      WHERE conversation_id = ${s.conv} AND ${member}`,
    // One bell item per conversation: a new message moves it back to the top, unread.
    sql`INSERT INTO notifications (id, user_id, type, message, property_id, property_slug, property_title, message_id,
        conversation_id, user_conversation_id, link, dedupe_key, read_at, created_at)
      SELECT ${newId()}, ${s.recipientId}, 'chat', ${note}, ${s.property?.id ?? null}, ${s.property?.slug ?? null}, ${s.property?.title ?? null}, ${messageId},
        c.id, ${s.senderId}, '/dashboard/messages?cid=' || c.id, 'chat:' || c.id, NULL, ${ctx.now}
      FROM conversations c WHERE c.id = ${s.conv} AND ${member}
      ON CONFLICT (user_id, dedupe_key) DO UPDATE SET message = excluded.message, message_id = excluded.message_id, property_id = excluded.property_id,
        property_slug = excluded.property_slug, property_title = excluded.property_title, user_conversation_id = excluded.user_conversation_id,
        read_at = NULL, created_at = excluded.created_at
      RETURNING *`,
  ];
}

/** After the batch committed: the conversation room, both users' rooms (inbox order), the recipient's bell. */
async function fanOut(ctx: ServiceCtx, s: Send, message: ChatMessage, notes: RawNotification[]) {
  const conversation = {
    id: message.conversationId,
    lastSeq: message.seq,
    lastMessageAt: message.createdAt,
    lastMessagePreview: preview(s.body, s.attachmentKeys.length),
    senderId: s.senderId,
  };
  await Promise.all([
    pushToConversation(ctx.env, message.conversationId, { type: "message", data: message }),
    pushToUser(ctx.env, s.recipientId, { type: "conversation", data: conversation }),
    pushToUser(ctx.env, s.senderId, { type: "conversation", data: conversation }),
    pushNotifications(ctx, notes.map(notificationFromRaw)),
  ]);
}

/** Enquiries go to those who list: brokerages, companies, agents and developers (never a seeker's inbox). */
const ENQUIRY_RECIPIENTS = ["brokerage", "company", "agent", "developer"];

async function loadAgent(ctx: ServiceCtx, agentId: string) {
  const [agent] = await sqlAll(
    ctx.db,
    sql`
    SELECT id, first_name AS firstName, last_name AS lastName, kyc_verified AS kycVerified, account_type AS accountType FROM users
    WHERE id = ${agentId} AND status = 'active' AND deleted_at IS NULL AND admin_access = 0`,
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string().nullable(),
      kycVerified: z.number(),
      accountType: z.string(),
    }),
  );
  if (!agent)
    throw new ApiError(404, MESSAGING_MESSAGES.agentNotFound, [
      { field: "agentId", message: MESSAGING_MESSAGES.agentNotFound },
    ]);
  if (!ENQUIRY_RECIPIENTS.includes(agent.accountType))
    throw new ApiError(422, MESSAGING_MESSAGES.notALister, [
      { field: "agentId", message: MESSAGING_MESSAGES.notALister },
    ]);
  return agent;
}

/** POST /v1/messaging/agent/{id} and /v1/messaging/request: the first message opens (or reuses) the conversation. */
export async function startConversation(
  ctx: ServiceCtx,
  sender: AuthUser,
  input: { agentId: string; message: string; propertyId?: string },
) {
  if (input.agentId === sender.id)
    throw new ApiError(400, MESSAGING_MESSAGES.selfMessage, [
      { field: "agentId", message: MESSAGING_MESSAGES.selfMessage },
    ]);
  const agent = await loadAgent(ctx, input.agentId);
  let property: Send["property"] = null;
  if (input.propertyId) {
    const [p] = await sqlAll(
      ctx.db,
      sql`
      SELECT id, slug, title, owner_id AS ownerId FROM properties WHERE id = ${input.propertyId} AND status != 'deleted'`,
      z.object({ id: z.string(), slug: z.string(), title: z.string(), ownerId: z.string() }),
    );
    if (!p)
      throw new ApiError(404, MESSAGING_MESSAGES.listingNotFound, [
        { field: "propertyId", message: MESSAGING_MESSAGES.listingNotFound },
      ]);
    if (p.ownerId !== agent.id)
      throw new ApiError(400, MESSAGING_MESSAGES.listingNotTheirs, [
        { field: "propertyId", message: MESSAGING_MESSAGES.listingNotTheirs },
      ]);
    property = { id: p.id, slug: p.slug, title: p.title };
  }
  await consumeLimit(ctx, `msg-send:${sender.id}`, MESSAGING_RULES.sendLimit, MESSAGING_RULES.sendWindowMs);
  const pairKey = `${sender.id}:${agent.id}:${property?.id ?? "-"}`;
  const s: Send = {
    conv: sql`(SELECT id FROM conversations WHERE pair_key = ${pairKey})`,
    senderId: sender.id,
    senderName: fullName(sender.firstName, sender.lastName),
    recipientId: agent.id,
    body: input.message,
    attachmentKeys: [],
    suspicious: !agent.kycVerified && contactDetailsIn(input.message).length > 0,
    property,
  };
  const messageId = newId();
  const member = (userId: string, otherId: string) =>
    sql`INSERT INTO conversation_members (conversation_id, user_id, other_user_id, last_read_seq, last_message_at)
      SELECT id, ${userId}, ${otherId}, 0, ${ctx.now} FROM conversations WHERE pair_key = ${pairKey} ON CONFLICT DO NOTHING`;
  const results = await batchRows(ctx, [
    // UNIQUE(pair_key): two first messages sent together open one conversation.
    sql`INSERT INTO conversations (id, pair_key, starter_id, agent_id, property_id, last_seq, last_message_at, last_message_preview, created_at)
      VALUES (${newId()}, ${pairKey}, ${sender.id}, ${agent.id}, ${property?.id ?? null}, 0, ${ctx.now}, '', ${ctx.now}) ON CONFLICT (pair_key) DO NOTHING`,
    member(sender.id, agent.id),
    member(agent.id, sender.id),
    ...sendStatements(ctx, s, messageId),
  ]);
  return finish(ctx, s, results[4] as MessageRow[], results[6] as RawNotification[]);
}

async function finish(ctx: ServiceCtx, s: Send, inserted: MessageRow[], notes: RawNotification[]) {
  const row = inserted[0];
  if (!row) throw new ApiError(403, MESSAGING_MESSAGES.notParticipant);
  const message = await toChatMessage(ctx, row);
  const pushes = fanOut(ctx, s, message, notes);
  await afterCommit(ctx, pushes);
  return { conversation: await getConversation(ctx, s.senderId, row.conversation_id), message };
}

/** POST /v1/messaging/conversations/{id}/messages. */
export async function sendMessage(
  ctx: ServiceCtx,
  sender: AuthUser,
  conversationId: string,
  input: { message: string; attachments: string[] },
) {
  await assertParticipant(ctx, sender.id, conversationId);
  const [meta] = await sqlAll(
    ctx.db,
    sql`
    SELECT c.starter_id AS starterId, c.agent_id AS agentId, a.kyc_verified AS agentKyc, p.id AS pId, p.slug AS pSlug, p.title AS pTitle
    FROM conversations c JOIN users a ON a.id = c.agent_id LEFT JOIN properties p ON p.id = c.property_id AND p.status != 'deleted'
    WHERE c.id = ${conversationId}`,
    z.object({
      starterId: z.string(),
      agentId: z.string(),
      agentKyc: z.number(),
      pId: z.string().nullable(),
      pSlug: z.string().nullable(),
      pTitle: z.string().nullable(),
    }),
  );
  if (!meta) throw new ApiError(403, MESSAGING_MESSAGES.notParticipant);
  const attachmentKeys = await resolveAttachments(ctx, conversationId, sender.id, input.attachments);
  await consumeLimit(ctx, `msg-send:${sender.id}`, MESSAGING_RULES.sendLimit, MESSAGING_RULES.sendWindowMs);
  const s: Send = {
    conv: sql`${conversationId}`,
    senderId: sender.id,
    senderName: fullName(sender.firstName, sender.lastName),
    recipientId: sender.id === meta.starterId ? meta.agentId : meta.starterId,
    body: input.message,
    attachmentKeys,
    suspicious: sender.id === meta.starterId && !meta.agentKyc && contactDetailsIn(input.message).length > 0,
    property: meta.pId ? { id: meta.pId, slug: meta.pSlug!, title: meta.pTitle! } : null,
  };
  const results = await batchRows(ctx, sendStatements(ctx, s, newId()));
  return finish(ctx, s, results[1] as MessageRow[], results[3] as RawNotification[]);
}
