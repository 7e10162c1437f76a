import type { notifications } from "../../db/schema";

/** A notifications row as raw SQL's RETURNING * gives it (column names, not Drizzle's keys). */
export type RawNotification = {
  id: string;
  user_id: string;
  type: string;
  message: string;
  property_id: string | null;
  property_slug: string | null;
  property_title: string | null;
  message_id: string | null;
  conversation_id: string | null;
  user_conversation_id: string | null;
  link: string | null;
  dedupe_key: string | null;
  read_at: number | null;
  created_at: number;
};

export function notificationFromRaw(r: RawNotification): typeof notifications.$inferSelect {
  return {
    id: r.id,
    userId: r.user_id,
    type: r.type,
    message: r.message,
    propertyId: r.property_id,
    propertySlug: r.property_slug,
    propertyTitle: r.property_title,
    messageId: r.message_id,
    conversationId: r.conversation_id,
    userConversationId: r.user_conversation_id,
    link: r.link,
    dedupeKey: r.dedupe_key,
    readAt: r.read_at,
    createdAt: r.created_at,
  };
}
