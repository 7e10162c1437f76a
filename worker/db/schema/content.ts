import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import type { StoredCopies } from "../../contracts/listing-media";

/** Article categories (Market news, Guides, ...): staff add them; an article keeps its category. */
export const articleCategories = sqliteTable("article_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  createdAt: integer("created_at", { mode: "number" }).notNull(),
});

/**
 * Publications. `published_at` is the moment an article becomes public: null for a draft, the publish time
 * for a published one, the chosen time for a scheduled one. Readers decide at read time with
 * `published_at <= now` (indexed), so a scheduled article appears when its time passes without a cron.
 * `body` is stored sanitised (allow-list) on every write.
 */
export const articles = sqliteTable(
  "articles",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    coverImage: text("cover_image"),
    /** The cover's right-sized copies as the bucket held them when the article was saved (migration 0058); null: none. */
    coverImageSizes: text("cover_image_sizes", { mode: "json" }).$type<StoredCopies>(),
    categoryId: text("category_id").references(() => articleCategories.id),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    authorId: text("author_id").references(() => users.id),
    status: text("status", { enum: ["draft", "scheduled", "published"] }).notNull(),
    publishedAt: integer("published_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("articles_published_idx").on(t.publishedAt),
    index("articles_category_published_idx").on(t.categoryId, t.publishedAt),
    index("articles_updated_idx").on(t.updatedAt),
  ],
);

/** Every save of a website content page keeps a version (who, when, the HTML); a restore is a new version. */
export const websiteContentVersions = sqliteTable(
  "website_content_versions",
  {
    id: text("id").primaryKey(),
    contentKey: text("content_key").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    authorId: text("author_id").references(() => users.id),
    restoredFrom: text("restored_from"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("website_content_versions_key_idx").on(t.contentKey, t.createdAt)],
);
