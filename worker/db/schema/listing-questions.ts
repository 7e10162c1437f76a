import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { properties } from "./listings";
import { conversations } from "./messaging";
import { belongsTo } from "./columns";

/**
 * "Ask this listing" (migrations/0055): each question a visitor asked on a listing page, answered from the
 * listing's fields (`topic`, `answeredFromListing`) or handed to the lister as a message (`conversationId`), and
 * the lister's answer, published on the listing or not. `listerId` is the listing's owner (it never changes).
 */
export const listingQuestions = sqliteTable(
  "listing_questions",
  {
    id: text("id").primaryKey(),
    propertyId: belongsTo("property_id", () => properties.id),
    listerId: text("lister_id")
      .notNull()
      .references(() => users.id),
    askerId: text("asker_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    /** What the listing answered it with; null when it was handed over. */
    topic: text("topic"),
    answeredFromListing: integer("answered_from_listing").notNull().default(0),
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    answer: text("answer"),
    published: integer("published").notNull().default(0),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    answeredAt: integer("answered_at", { mode: "number" }),
    publishedAt: integer("published_at", { mode: "number" }),
  },
  (t) => [
    index("listing_questions_property_idx").on(t.propertyId, t.published, t.publishedAt, t.id),
    index("listing_questions_lister_idx")
      .on(t.listerId, t.createdAt, t.id)
      .where(sql`${t.conversationId} IS NOT NULL`),
    index("listing_questions_lister_open_idx")
      .on(t.listerId, t.createdAt, t.id)
      .where(sql`${t.conversationId} IS NOT NULL AND ${t.answeredAt} IS NULL`),
  ],
);
