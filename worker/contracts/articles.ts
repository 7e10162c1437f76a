import { z } from "zod";
import {
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  ARTICLE_STATUSES,
  COVER_IMAGE_RE,
  CONTENT_KEY_RE,
  SLUG_RE,
} from "./article-rules";

export * from "./article-rules";

/** Publications and website content: shapes, limits and words shared with the SPA. */

const title = z
  .string()
  .trim()
  .min(3, "Give the article a title (3 characters at least).")
  .max(ARTICLE_LIMITS.title, `Keep the title under ${ARTICLE_LIMITS.title} characters.`);
const slug = z
  .string()
  .trim()
  .min(3, "The slug needs 3 characters at least.")
  .max(ARTICLE_LIMITS.slug)
  .regex(SLUG_RE, "Use lower-case letters, digits and single hyphens in the slug.");
const html = z.string().max(ARTICLE_LIMITS.bodyBytes, ARTICLE_MESSAGES.bodyTooLong);

/** Create / update an article. `publishAt` (ms) is required when scheduling, ignored otherwise. */
export const articleInput = z.object({
  title,
  slug: slug.optional(),
  excerpt: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.excerpt, `Keep the excerpt under ${ARTICLE_LIMITS.excerpt} characters.`)
    .default(""),
  body: html.min(1, ARTICLE_MESSAGES.bodyEmpty),
  coverImage: z
    .string()
    .regex(COVER_IMAGE_RE, "Upload the cover picture with the upload button (pictures come from our own /media).")
    .nullable()
    .default(null),
  categoryId: z.string().trim().min(1).max(60).nullable().default(null),
  tags: z
    .array(z.string().trim().min(1).max(ARTICLE_LIMITS.tag))
    .max(ARTICLE_LIMITS.tags, `At most ${ARTICLE_LIMITS.tags} tags.`)
    .default([]),
  status: z.enum(ARTICLE_STATUSES).default("draft"),
  publishAt: z.number().int().positive().nullable().default(null),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const categoryInput = z.object({
  name: z.string().trim().min(2, "Name the category (2 characters at least).").max(ARTICLE_LIMITS.categoryName),
});

export const contentInput = z.object({
  title: z.string().trim().min(2, "Give the page a title.").max(ARTICLE_LIMITS.contentTitle),
  content: html.min(1, ARTICLE_MESSAGES.contentEmpty),
});
export const contentCreateInput = contentInput.extend({
  key: z
    .string()
    .trim()
    .min(2)
    .max(ARTICLE_LIMITS.contentKey)
    .regex(CONTENT_KEY_RE, "Use lower-case letters, digits and single hyphens in the key."),
});
