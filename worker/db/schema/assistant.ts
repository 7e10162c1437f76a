import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { belongsTo } from "./columns";

/**
 * The property assistant's log (migrations/0035): a conversation belongs to a random browser id or an
 * account, nothing else about the visitor. Pruned by Settings › Privacy › chatbotLogsDays (pruneLogs).
 */
export const assistantConversations = sqliteTable(
  "assistant_conversations",
  {
    id: text("id").primaryKey(),
    visitorId: text("visitor_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    messageCount: integer("message_count").notNull().default(0),
    handedOver: integer("handed_over").notNull().default(0),
    /** The conversation's current search (contracts/assistant-conversation.ts), refined by each message. */
    search: text("search", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("assistant_conversations_visitor_idx").on(t.visitorId, t.updatedAt),
    index("assistant_conversations_user_idx").on(t.userId, t.updatedAt),
    index("assistant_conversations_updated_idx").on(t.updatedAt),
    index("assistant_conversations_created_idx").on(t.createdAt),
  ],
);

/** One line of a conversation: the visitor's words (intent, locality, whether it was answered) or the reply. */
export const assistantMessages = sqliteTable(
  "assistant_messages",
  {
    id: text("id").primaryKey(),
    conversationId: belongsTo("conversation_id", () => assistantConversations.id),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    text: text("text").notNull(),
    intent: text("intent"),
    locality: text("locality"),
    answered: integer("answered").notNull().default(1),
    resultCount: integer("result_count"),
    filters: text("filters", { mode: "json" }).$type<Record<string, unknown>>(),
    sources: text("sources", { mode: "json" }).$type<{ title: string; url: string }[]>(),
    /** How a visitor's line changed the search: fresh, refine, remove (a chip), or none. */
    turn: text("turn"),
    /** The constraints the line took away ("price", "place", "extras", …). */
    removed: text("removed", { mode: "json" }).$type<string[]>(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("assistant_messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("assistant_messages_created_idx").on(t.createdAt),
    index("assistant_messages_role_created_idx").on(t.role, t.createdAt),
  ],
);
