// Worker-only; named with .openapi(), which @hono/zod-openapi adds to zod (drizzle-zod builds on the same zod).
import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { websiteContent } from "../db/schema/system";
import { articleCategories, articles, websiteContentVersions } from "../db/schema/content";
import { asNumber } from "./table-rows";
import { pageOf } from "./paging";

/** Site content (terms of use, privacy policy, ...), answered as the table holds it: derived with drizzle-zod. */
export const websiteContentItem = createSelectSchema(websiteContent).openapi("WebsiteContent");

export { articleInput, categoryInput, contentCreateInput, contentInput } from "./articles";

const categoryFields = createSelectSchema(articleCategories).pick({ id: true, name: true, slug: true });
export const articleCategory = categoryFields.openapi("ArticleCategory");
// Inline where it may be null: a named component wrapped in nullable() would make the component itself nullable.
const maybeCategory = categoryFields.nullable();
export const articleCategoryList = z.object({ data: z.array(articleCategory) });

/** One right-sized copy of a picture: its pixel width and URL (a `srcset` entry). */
export const pictureSize = z.object({ width: z.number().int(), url: z.string() }).openapi("PictureSize");

const author = z.object({ id: z.string(), name: z.string() }).nullable();

/** What every article answer carries beside its row: the cover picture and its category and tags. */
const coverAndLabels = {
  coverImageUrl: z.string().nullable(),
  /** The cover's copies for `srcset`, narrowest first (the original last when wider); empty: show coverImageUrl. */
  coverImageSizes: z.array(pictureSize),
  coverImageWidth: z.number().int().nullable(),
  coverImageHeight: z.number().int().nullable(),
  category: maybeCategory,
  tags: z.array(z.string()),
};

const articleRow = createSelectSchema(articles, { publishedAt: asNumber, createdAt: asNumber, updatedAt: asNumber });

/** An article as the public reads it (published only, so it always has its publishing time). */
export const publicArticleCard = articleRow
  .pick({ id: true, slug: true, title: true, excerpt: true })
  .extend({
    ...coverAndLabels,
    publishedAt: z.number(),
    authorName: z.string().nullable(),
  })
  .openapi("ArticleCard");
export const publicArticle = publicArticleCard.extend({ body: z.string(), updatedAt: z.number() }).openapi("Article");
export const publicArticlePage = pageOf(publicArticleCard);

/** An article as staff see it: every status, and the effective one (a scheduled article whose time passed is published). */
export const adminArticle = articleRow
  .pick({
    id: true,
    slug: true,
    title: true,
    excerpt: true,
    body: true,
    status: true,
    publishedAt: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    ...coverAndLabels,
    author,
  })
  .openapi("AdminArticle");
export const adminArticleAnswer = z.object({ data: adminArticle });
export const adminArticlePage = pageOf(adminArticle.omit({ body: true }));

export const contentSummary = createSelectSchema(websiteContent, { updatedAt: asNumber })
  .pick({ key: true, title: true, updatedAt: true })
  .openapi("WebsiteContentSummary");
export const contentList = z.object({ data: z.array(contentSummary) });
export const contentVersion = createSelectSchema(websiteContentVersions, { createdAt: asNumber })
  .pick({ id: true, contentKey: true, title: true, content: true, restoredFrom: true, createdAt: true })
  .extend({ author })
  .openapi("WebsiteContentVersion");
export const contentVersionPage = pageOf(contentVersion.omit({ content: true }));
/** A signed link per right-sized copy (320, 640, 960, 1280): PUT each copy the browser made; all optional. */
export const sizeUploads = z.array(z.object({ width: z.number().int(), uploadUrl: z.string() }));
export const uploadTicketAnswer = z
  .object({ uploadUrl: z.string(), url: z.string(), expiresAt: z.number(), sizeUploads })
  .openapi("ArticleImageTicket");
export const articleImageRequest = z.object({
  contentType: z.enum(["image/jpeg", "image/png", "image/webp"], { message: "Upload a JPEG, PNG or WebP picture." }),
  sizeBytes: z
    .number()
    .int()
    .positive()
    .max(5 * 1024 * 1024, "A picture can be at most 5 MB."),
});
