import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { notifications } from "../../db/schema";
import { BADGE_WINDOW_MS, type NotificationItem, type NotificationType } from "../../contracts/messaging";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { afterCommit, pushToUser } from "../realtime/push";

/**
 * The one way anything tells a user something (messages, favourites, reminders, KYC, moderation,
 * bookings, reviews): a row in D1, then a push to the user's room. `notificationStatement` lets a service
 * put the row in the same batch as the change that caused it; `notify` is the one-call version.
 */
export type NotifyInput = {
  userId: string;
  type: NotificationType;
  message: string;
  property?: { id: string; slug: string; title: string } | null;
  messageId?: string | null;
  conversationId?: string | null;
  userConversationId?: string | null;
  /** Where opening it leads; defaults to the listing or the chat it is about. */
  link?: string | null;
  /** Repeats with the same key fold into one row that moves back to the top, unread. */
  dedupeKey?: string | null;
};

type Row = typeof notifications.$inferSelect;

export function toNotificationItem(r: Row): NotificationItem {
  return {
    id: r.id,
    type: r.type as NotificationType,
    property_slug: r.propertySlug,
    property_title: r.propertyTitle,
    message: r.message,
    message_id: r.messageId,
    conversation_id: r.conversationId,
    user_conversation_id: r.userConversationId,
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt,
    created_at: new Date(r.createdAt).toISOString(),
  };
}

export function defaultLink(n: NotifyInput) {
  if (n.link !== undefined) return n.link;
  if (n.conversationId) return `/dashboard/messages?cid=${encodeURIComponent(n.conversationId)}`;
  if (n.property) return `/properties/property/${encodeURIComponent(n.property.slug)}`;
  return null;
}

export function notificationStatement(ctx: ServiceCtx, n: NotifyInput) {
  const values = {
    id: newId(),
    userId: n.userId,
    type: n.type,
    message: n.message.slice(0, 500),
    propertyId: n.property?.id ?? null,
    propertySlug: n.property?.slug ?? null,
    propertyTitle: n.property?.title ?? null,
    messageId: n.messageId ?? null,
    conversationId: n.conversationId ?? null,
    userConversationId: n.userConversationId ?? null,
    link: defaultLink(n),
    dedupeKey: n.dedupeKey ?? null,
    readAt: null,
    createdAt: ctx.now,
  };
  const { id: _id, userId: _u, dedupeKey: _d, ...update } = values;
  return ctx.db
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({ target: [notifications.userId, notifications.dedupeKey], set: update })
    .returning();
}

/** After the rows are in D1: tell the users' open tabs. */
export async function pushNotifications(ctx: ServiceCtx, rows: Row[]) {
  await Promise.all(
    rows.map((r) => pushToUser(ctx.env, r.userId, { type: "notification", data: toNotificationItem(r) })),
  );
}

export async function notify(ctx: ServiceCtx, input: NotifyInput | NotifyInput[]) {
  const list = Array.isArray(input) ? input : [input];
  if (!list.length) return [];
  const stmts = list.map((n) => notificationStatement(ctx, n));
  const rows = (await ctx.db.batch(stmts as [(typeof stmts)[number], ...(typeof stmts)[number][]])).flat();
  const pushes = pushNotifications(ctx, rows);
  await afterCommit(ctx, pushes);
  return rows.map(toNotificationItem);
}

/** Another service's notification must never fail the change that caused it (which has committed). */
export async function notifySafely(ctx: ServiceCtx, input: NotifyInput | NotifyInput[]) {
  try {
    await notify(ctx, input);
  } catch (e) {
    console.error("notify failed", e);
  }
}

export async function listNotifications(ctx: ServiceCtx, userId: string, q: { page: number; perPage: number }) {
  const [rows, [unread]] = await ctx.db.batch([
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.perPage + 1)
      .offset((q.page - 1) * q.perPage),
    // Bounded by one day of one user's notifications, on the (user, created) index.
    ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          gt(notifications.createdAt, ctx.now - BADGE_WINDOW_MS),
          isNull(notifications.readAt),
        ),
      ),
  ]);
  return {
    results: rows.slice(0, q.perPage).map(toNotificationItem),
    page: q.page,
    perPage: q.perPage,
    hasMore: rows.length > q.perPage,
    unreadRecent: unread?.n ?? 0,
  };
}

const notFound = () => new ApiError(404, MESSAGES.notFound);

/** Scoped by owner in the WHERE: someone else's id is a 404, exactly like one that does not exist. */
export async function markNotificationRead(ctx: ServiceCtx, userId: string, id: string) {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`COALESCE(${notifications.readAt}, ${ctx.now})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toNotificationItem(row);
}

/** "Mark all read": one UPDATE over the owner's unread rows (user_id leads the (user, created) index). */
export async function markAllNotificationsRead(ctx: ServiceCtx, userId: string) {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: rows.length };
}

export async function deleteNotification(ctx: ServiceCtx, userId: string, id: string) {
  const [row] = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound();
  return { id: row.id, deleted: true as const };
}
