import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { properties } from "./listings";
import { users } from "./users";
import { belongsTo } from "./columns";

/**
 * A conversation between a seeker (the one who started it) and a lister, optionally about one listing.
 * `pairKey` (starter:agent:property or "-") is UNIQUE, so two first messages sent together land in one
 * conversation. `lastSeq` numbers its messages: the send batch bumps it and inserts the message with it,
 * so message order and unread counts come from one guarded counter, never from reading in JS.
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    pairKey: text("pair_key").notNull(),
    starterId: text("starter_id")
      .notNull()
      .references(() => users.id),
    agentId: text("agent_id")
      .notNull()
      .references(() => users.id),
    propertyId: text("property_id").references(() => properties.id, { onDelete: "set null" }),
    lastSeq: integer("last_seq").notNull().default(0),
    lastMessageAt: integer("last_message_at", { mode: "number" }).notNull(),
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    /** Set when a first message to an unverified lister carried a phone number or an email (scam signal). */
    flaggedAt: integer("flagged_at", { mode: "number" }),
    flagReason: text("flag_reason"),
    /** Set when a participant reports the conversation; admins may read only flagged or reported ones. */
    reportedAt: integer("reported_at", { mode: "number" }),
    reportedBy: text("reported_by"),
    reportReason: text("report_reason"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    /** ms from the conversation's start to its professional's first reply (set by a trigger, migrations/0040). */
    firstReplyMs: integer("first_reply_ms"),
  },
  (t) => [
    uniqueIndex("conversations_pair_unique").on(t.pairKey),
    index("conversations_flagged_idx").on(t.flaggedAt),
    index("conversations_reported_idx").on(t.reportedAt),
    index("conversations_created_idx").on(t.createdAt),
  ],
);

/** One row per participant: what they have read, and whether an email about unread messages is due. */
export const conversationMembers = sqliteTable(
  "conversation_members",
  {
    conversationId: belongsTo("conversation_id", () => conversations.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    otherUserId: text("other_user_id")
      .notNull()
      .references(() => users.id),
    lastReadSeq: integer("last_read_seq").notNull().default(0),
    /** Copy of the conversation's last activity, so a user's inbox is one indexed range. */
    lastMessageAt: integer("last_message_at", { mode: "number" }).notNull(),
    /** First unread message's time while an unread-messages email is owed; cleared when read or emailed. */
    pendingEmailAt: integer("pending_email_at", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_members_inbox_idx").on(t.userId, t.lastMessageAt),
    index("conversation_members_pending_idx").on(t.pendingEmailAt),
  ],
);

export const messages = sqliteTable(
  "messages",
  {
    id: text("id").primaryKey(),
    conversationId: belongsTo("conversation_id", () => conversations.id),
    seq: integer("seq").notNull(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    /** JSON array of R2 keys under chat/{conversationId}/{senderId}/. */
    attachments: text("attachments").notNull().default("[]"),
    /** Scam signal: contact details in a first message to an unverified lister. Shown, not blocked. */
    flagged: integer("flagged", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("messages_conversation_seq_unique").on(t.conversationId, t.seq)],
);

/**
 * SPEC.md §3 notifications. `dedupeKey` (UNIQUE per user) folds repeats into one row: a busy chat is one
 * bell item that moves to the top, a listing saved, unsaved and saved again is one "favourite".
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    type: text("type").notNull(),
    message: text("message").notNull(),
    propertyId: text("property_id"),
    propertySlug: text("property_slug"),
    propertyTitle: text("property_title"),
    messageId: text("message_id"),
    conversationId: text("conversation_id"),
    /** The other participant of the conversation (the deep link's `id`). */
    userConversationId: text("user_conversation_id"),
    link: text("link"),
    dedupeKey: text("dedupe_key"),
    readAt: integer("read_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_dedupe_unique").on(t.userId, t.dedupeKey),
  ],
);

/** Every text message we send; the local adapter only writes here (and logs). */
export const smsOutbox = sqliteTable(
  "sms_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to_number").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    status: text("status").notNull(),
    error: text("error"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    sentAt: integer("sent_at", { mode: "number" }),
  },
  (t) => [index("sms_outbox_created_idx").on(t.createdAt)],
);
