import { z } from "zod";

/** Publications and website content (issue 22, items 4–5): shapes, limits and words shared with the SPA. */

export const ARTICLE_STATUSES = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_LIMITS = { title: 160, slug: 120, excerpt: 300, bodyBytes: 200_000, tags: 10, tag: 40, categoryName: 60, contentTitle: 120, contentKey: 64 } as const;
export const ARTICLE_PAGE_SIZES = { admin: 20, public: 12, versions: 20 } as const;
/** The public articles' and content pages' browser/CDN cache, like other public reads. */
export const CONTENT_CACHE_CONTROL = "public, max-age=300";

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_KEY_RE = SLUG_RE;
export const COVER_IMAGE_RE = /^\/media\/articles\/[A-Za-z0-9-]{8,64}$/;

export const ARTICLE_MESSAGES = {
  slugTaken: "Another article already uses this slug. Choose another one.",
  categoryTaken: "A category with this name already exists.",
  categoryUnknown: "Choose one of the categories.",
  notFound: "No article with that id or slug.",
  contentNotFound: "No content with that key.",
  versionNotFound: "No such version of this page.",
  contentKeyTaken: "A page with this key already exists.",
  publishAtPast: "Choose a time in the future to schedule this article.",
  publishAtRequired: "Choose when this article should be published.",
  bodyTooLong: "The article is too long (200 KB of text at most).",
} as const;

/** A URL slug from any title: lower case ASCII words joined by '-'. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ARTICLE_LIMITS.slug)
    .replace(/-+$/g, "");
}

const title = z.string().trim().min(3, "Give the article a title (3 characters at least).").max(ARTICLE_LIMITS.title, `Keep the title under ${ARTICLE_LIMITS.title} characters.`);
const slug = z.string().trim().min(3, "The slug needs 3 characters at least.").max(ARTICLE_LIMITS.slug).regex(SLUG_RE, "Use lower-case letters, digits and single hyphens in the slug.");
const html = z.string().max(ARTICLE_LIMITS.bodyBytes, ARTICLE_MESSAGES.bodyTooLong);

/** Create / update an article. `publishAt` (ms) is required when scheduling, ignored otherwise. */
export const articleInput = z.object({
  title,
  slug: slug.optional(),
  excerpt: z.string().trim().max(ARTICLE_LIMITS.excerpt, `Keep the excerpt under ${ARTICLE_LIMITS.excerpt} characters.`).default(""),
  body: html.min(1, "Write the article's text."),
  coverImage: z.string().regex(COVER_IMAGE_RE, "Upload the cover picture with the upload button.").nullable().default(null),
  categoryId: z.string().trim().min(1).max(60).nullable().default(null),
  tags: z.array(z.string().trim().min(1).max(ARTICLE_LIMITS.tag)).max(ARTICLE_LIMITS.tags, `At most ${ARTICLE_LIMITS.tags} tags.`).default([]),
  status: z.enum(ARTICLE_STATUSES).default("draft"),
  publishAt: z.number().int().positive().nullable().default(null),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const categoryInput = z.object({ name: z.string().trim().min(2, "Name the category (2 characters at least).").max(ARTICLE_LIMITS.categoryName) });

export const contentInput = z.object({
  title: z.string().trim().min(2, "Give the page a title.").max(ARTICLE_LIMITS.contentTitle),
  content: html.min(1, "Write the page's text."),
});
export const contentCreateInput = contentInput.extend({
  key: z.string().trim().min(2).max(ARTICLE_LIMITS.contentKey).regex(CONTENT_KEY_RE, "Use lower-case letters, digits and single hyphens in the key."),
});

/** The keys the site reads (the footer's pages); staff may add others. */
export const KNOWN_CONTENT_KEYS = ["terms-of-use", "privacy-policy", "about", "help", "data-deletion", "sell-guide"] as const;
