/** Publications and website content: constants, words and functions without zod (route files of the SPA import them, and they stay out of the home page's JavaScript). */

export const ARTICLE_STATUSES = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_LIMITS = {
  title: 160,
  slug: 120,
  excerpt: 300,
  bodyBytes: 200_000,
  tags: 10,
  tag: 40,
  categoryName: 60,
  contentTitle: 120,
  contentKey: 64,
} as const;
export const ARTICLE_PAGE_SIZES = { admin: 20, public: 12, versions: 20 } as const;
/** The public articles' and content pages' browser/CDN cache, like other public reads. */
export const CONTENT_CACHE_CONTROL = "public, max-age=300";

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_KEY_RE = SLUG_RE;
/** A picture of our own /media (an article upload, or a listing photo): no scheme, no host, no "..", no "//". */
export const COVER_IMAGE_RE = /^(?!.*\.\.)(?!.*\/\/)\/media\/[A-Za-z0-9._/-]{1,300}$/;

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
  bodyEmpty: "Write the article's text.",
  contentEmpty: "Write the page's text.",
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

/** The keys the site reads (the footer's pages); staff may add others. */
export const KNOWN_CONTENT_KEYS = [
  "terms-of-use",
  "privacy-policy",
  "about",
  "help",
  "data-deletion",
  "sell-guide",
] as const;

/**
 * Whether an editor's HTML says anything: text once the markup and non-breaking spaces are taken away, or a picture.
 * "<p></p>", "<p><br></p>" and "<p>&nbsp;</p>" are an empty article or page; the API refuses them as the editors do.
 */
export const hasText = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/gi, " ")
    .trim().length > 0;
