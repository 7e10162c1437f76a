import { z } from "zod";
import { figuresOf, sqlAll, sqlGet } from "../../db/sql";
import { sql } from "drizzle-orm";
import type { ServiceCtx } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { chatbotAnalytics as analyticsAnswer, chatbotMessageRow } from "../../contracts/assistant";
import { fullName } from "../../contracts/names";

/**
 * Admin chatbot analytics (SPEC §2, §7): SQL aggregates over the assistant's log, by Lagos day.
 * A conversion is the same account starting an enquiry (a messaging conversation) or a booking (inspection or
 * stay) within 7 days after its conversation with the assistant began; anonymous visitors cannot convert here.
 */
const DAY_MS = 86_400_000;
const CONVERT_MS = 7 * DAY_MS;
const LAGOS_DAY = (col: string) => sql.raw(`date((${col} / 1000) + 3600, 'unixepoch')`);

const visitorLabel = (visitorId: string | null) => (visitorId ? `Visitor ${visitorId.slice(0, 6)}` : "Visitor");
/** A contract object's field names, in the order the answer shows them. */
const keysOf = <T extends object>(shape: T) => Object.keys(shape) as (keyof T & string)[];

export async function chatbotAnalytics(ctx: ServiceCtx, days: number) {
  const since = ctx.now - days * DAY_MS;
  const [totals, perDay, intents, localities, unanswered, conversions, talk, removed, handed] = await Promise.all([
    sqlGet(
      ctx.db,
      sql`
      SELECT
        (SELECT COUNT(*) FROM assistant_conversations WHERE created_at >= ${since}) AS conversations,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since}) AS messages,
        (SELECT COUNT(DISTINCT COALESCE(user_id, visitor_id)) FROM assistant_conversations WHERE created_at >= ${since}) AS visitors,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since} AND answered = 0) AS unanswered,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since} AND intent = 'handover') AS handOvers`,
      z.object({
        conversations: z.number(),
        messages: z.number(),
        visitors: z.number(),
        unanswered: z.number(),
        handOvers: z.number(),
      }),
    ),
    sqlAll(
      ctx.db,
      sql`
      SELECT ${LAGOS_DAY("created_at")} AS day, COUNT(*) AS messages, COUNT(DISTINCT conversation_id) AS conversations
      FROM assistant_messages WHERE role = 'user' AND created_at >= ${since}
      GROUP BY day ORDER BY day`,
      z.object({ day: z.string(), messages: z.number(), conversations: z.number() }),
    ),
    sqlAll(
      ctx.db,
      sql`
      SELECT COALESCE(intent, 'unknown') AS intent, COUNT(*) AS count FROM assistant_messages
      WHERE role = 'user' AND created_at >= ${since} GROUP BY intent ORDER BY count DESC LIMIT 10`,
      z.object({ intent: z.string(), count: z.number() }),
    ),
    sqlAll(
      ctx.db,
      sql`
      SELECT COALESCE(l.name, s.name, m.locality) AS locality, COUNT(*) AS count
      FROM assistant_messages m
      LEFT JOIN localities l ON l.slug = m.locality
      LEFT JOIN states s ON s.slug = m.locality AND l.id IS NULL
      WHERE m.role = 'user' AND m.created_at >= ${since} AND m.locality IS NOT NULL
      GROUP BY COALESCE(l.name, s.name, m.locality) ORDER BY count DESC LIMIT 10`,
      z.object({ locality: z.string(), count: z.number() }),
    ),
    sqlAll(
      ctx.db,
      sql`
      SELECT id, conversation_id AS conversationId, text, created_at AS createdAt FROM assistant_messages
      WHERE role = 'user' AND created_at >= ${since} AND answered = 0 ORDER BY created_at DESC LIMIT 20`,
      z.object({ id: z.string(), conversationId: z.string(), text: z.string(), createdAt: z.number() }),
    ),
    sqlGet(
      ctx.db,
      sql`
      SELECT
        (SELECT COUNT(DISTINCT ac.id) FROM assistant_conversations ac JOIN conversations mc ON mc.starter_id = ac.user_id
          AND mc.created_at >= ac.created_at AND mc.created_at <= ac.created_at + ${CONVERT_MS}
          WHERE ac.user_id IS NOT NULL AND ac.created_at >= ${since}) AS enquiries,
        (SELECT COUNT(DISTINCT ac.id) FROM assistant_conversations ac
          WHERE ac.user_id IS NOT NULL AND ac.created_at >= ${since} AND (
            EXISTS (SELECT 1 FROM inspection_bookings b WHERE b.seeker_id = ac.user_id AND b.created_at >= ac.created_at AND b.created_at <= ac.created_at + ${CONVERT_MS})
            OR EXISTS (SELECT 1 FROM stay_bookings b WHERE b.guest_id = ac.user_id AND b.created_at >= ac.created_at AND b.created_at <= ac.created_at + ${CONVERT_MS}))) AS bookings`,
      z.object({ enquiries: z.number(), bookings: z.number() }),
    ),
    // How conversations go: lines per conversation, how often a search is refined or started afresh, refusals, and
    // dead ends (the conversation's last search found nothing: the visitor left without a listing).
    sqlGet(
      ctx.db,
      sql`
      SELECT
        (SELECT COALESCE(AVG(message_count) / 2.0, 0) FROM assistant_conversations WHERE created_at >= ${since}) AS turnsPerConversation,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since} AND turn IN ('refine', 'remove')) AS refinements,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since} AND turn = 'fresh') AS searches,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since} AND intent = 'refused') AS refusals,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since} AND intent = 'listing') AS listingQuestions,
        (SELECT COUNT(*) FROM assistant_messages WHERE role = 'user' AND created_at >= ${since} AND intent = 'listing' AND turn = 'handed') AS handedToListers,
        (SELECT COUNT(*) FROM assistant_conversations c WHERE c.created_at >= ${since} AND (
          SELECT m.result_count = 0 AND m.intent IN ('search', 'refused') FROM assistant_messages m
          WHERE m.conversation_id = c.id AND m.role = 'user' ORDER BY m.created_at DESC LIMIT 1)) AS deadEnds`,
      analyticsAnswer.shape.conversation,
    ),
    sqlAll(
      ctx.db,
      sql`
      SELECT j.value AS constraintKey, COUNT(*) AS count FROM assistant_messages m, json_each(m.removed) j
      WHERE m.role = 'user' AND m.created_at >= ${since} AND m.removed IS NOT NULL
      GROUP BY j.value ORDER BY count DESC LIMIT 10`,
      z.object({ constraintKey: z.string(), count: z.number() }),
    ),
    sqlAll(
      ctx.db,
      sql`
      SELECT id, conversation_id AS conversationId, text, created_at AS createdAt FROM assistant_messages
      WHERE role = 'user' AND created_at >= ${since} AND intent = 'listing' AND turn = 'handed' ORDER BY created_at DESC LIMIT 20`,
      z.object({ id: z.string(), conversationId: z.string(), text: z.string(), createdAt: z.number() }),
    ),
  ]);
  return {
    days,
    totals: figuresOf({ ...totals, ...conversions }, keysOf(analyticsAnswer.shape.totals.shape)),
    conversation: {
      ...figuresOf(talk, keysOf(analyticsAnswer.shape.conversation.shape)),
      turnsPerConversation: Math.round((talk?.turnsPerConversation ?? 0) * 10) / 10,
    },
    handedQuestions: handed,
    topRemoved: removed.map((r) => ({ constraint: r.constraintKey, count: r.count })),
    perDay,
    topIntents: intents,
    topLocalities: localities,
    unanswered,
  };
}

type Paged = { page: number; perPage: number; search?: string };
/** The contract's message row as SQLite answers it (`answered` is 0/1 until mapped). */
const MessageRow = chatbotMessageRow.extend({ answered: z.number() });
type MessageRow = z.infer<typeof MessageRow>;
const messageOut = (m: MessageRow) => ({ ...m, answered: m.answered === 1 });
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listChatbotMessages(ctx: ServiceCtx, q: Paged) {
  const where = q.search ? sql`WHERE text LIKE ${like(q.search)} ESCAPE '\\'` : sql``;
  const [rows, count] = await Promise.all([
    sqlAll(
      ctx.db,
      sql`
      SELECT id, conversation_id AS conversationId, role, text, intent, locality, answered, result_count AS resultCount, created_at AS createdAt
      FROM assistant_messages ${where} ORDER BY created_at DESC, id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      MessageRow,
    ),
    sqlGet(ctx.db, sql`SELECT COUNT(*) AS n FROM assistant_messages ${where}`, z.object({ n: z.number() })),
  ]);
  return { data: rows.map(messageOut), page: q.page, perPage: q.perPage, total: count?.n ?? 0 };
}

const ConvRow = z.object({
  id: z.string(),
  visitorId: z.string().nullable(),
  userId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  messageCount: z.number(),
  handedOver: z.number(),
  firstText: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
type ConvRow = z.infer<typeof ConvRow>;
const conversationOut = (r: ConvRow) => ({
  id: r.id,
  visitor: r.userId ? fullName(r.firstName, r.lastName) : visitorLabel(r.visitorId),
  user: r.userId ? { id: r.userId, name: fullName(r.firstName, r.lastName) } : null,
  messageCount: r.messageCount,
  handedOver: r.handedOver === 1,
  firstText: r.firstText,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});
const CONV_SELECT = sql`
  SELECT c.id, c.visitor_id AS visitorId, c.user_id AS userId, u.first_name AS firstName, u.last_name AS lastName,
    c.message_count AS messageCount, c.handed_over AS handedOver, c.created_at AS createdAt, c.updated_at AS updatedAt,
    (SELECT text FROM assistant_messages m WHERE m.conversation_id = c.id AND m.role = 'user' ORDER BY m.created_at LIMIT 1) AS firstText
  FROM assistant_conversations c LEFT JOIN users u ON u.id = c.user_id`;

export async function listChatbotConversations(ctx: ServiceCtx, q: Paged) {
  const where = q.search
    ? sql`WHERE EXISTS (SELECT 1 FROM assistant_messages m WHERE m.conversation_id = c.id AND m.text LIKE ${like(q.search)} ESCAPE '\\')`
    : sql``;
  const [rows, count] = await Promise.all([
    sqlAll(
      ctx.db,
      sql`${CONV_SELECT} ${where} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      ConvRow,
    ),
    sqlGet(ctx.db, sql`SELECT COUNT(*) AS n FROM assistant_conversations c ${where}`, z.object({ n: z.number() })),
  ]);
  return { data: rows.map(conversationOut), page: q.page, perPage: q.perPage, total: count?.n ?? 0 };
}

export async function getChatbotConversation(ctx: ServiceCtx, id: string) {
  const row = await sqlGet(ctx.db, sql`${CONV_SELECT} WHERE c.id = ${id}`, ConvRow);
  if (!row) throw new ApiError(404, "No such conversation.");
  const messages = await sqlAll(
    ctx.db,
    sql`
    SELECT id, conversation_id AS conversationId, role, text, intent, locality, answered, result_count AS resultCount, created_at AS createdAt
    FROM assistant_messages WHERE conversation_id = ${id} ORDER BY created_at, id LIMIT 200`,
    MessageRow,
  );
  return { ...conversationOut(row), messages: messages.map(messageOut) };
}

export async function listChatbotUsers(ctx: ServiceCtx, q: Paged) {
  const where = q.search
    ? sql`WHERE (u.first_name || ' ' || COALESCE(u.last_name, '') || ' ' || u.email) LIKE ${like(q.search)} ESCAPE '\\'`
    : sql``;
  const grouped = sql`
    SELECT COALESCE(c.user_id, 'browser:' || c.visitor_id) AS key, c.user_id AS userId, MAX(c.visitor_id) AS visitorId,
      COUNT(*) AS conversations, SUM(c.message_count) AS messages, MAX(c.updated_at) AS lastSeenAt
    FROM assistant_conversations c GROUP BY COALESCE(c.user_id, 'browser:' || c.visitor_id)`;
  const [rows, count] = await Promise.all([
    sqlAll(
      ctx.db,
      sql`
      SELECT g.*, u.first_name AS firstName, u.last_name AS lastName, u.email AS email FROM (${grouped}) g LEFT JOIN users u ON u.id = g.userId
      ${where} ORDER BY g.lastSeenAt DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      z.object({
        key: z.string(),
        userId: z.string().nullable(),
        visitorId: z.string().nullable(),
        conversations: z.number(),
        messages: z.number(),
        lastSeenAt: z.number(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string().nullable(),
      }),
    ),
    sqlGet(
      ctx.db,
      sql`SELECT COUNT(*) AS n FROM (${grouped}) g LEFT JOIN users u ON u.id = g.userId ${where}`,
      z.object({ n: z.number() }),
    ),
  ]);
  return {
    data: rows.map((r) => ({
      key: r.userId ? r.key : visitorLabel(r.visitorId),
      user: r.userId ? { id: r.userId, name: fullName(r.firstName, r.lastName), email: r.email } : null,
      conversations: r.conversations,
      messages: r.messages ?? 0,
      lastSeenAt: r.lastSeenAt,
    })),
    page: q.page,
    perPage: q.perPage,
    total: count?.n ?? 0,
  };
}
