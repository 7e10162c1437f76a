import { jsonRoute, router, z } from "../../../lib/openapi";
import { signedPictureUpload } from "../../signed-upload";
import { messageBody } from "../../../contracts/auth";
import { ARTICLE_MESSAGES, ARTICLE_PAGE_SIZES, CONTENT_CACHE_CONTROL } from "../../../contracts/articles";
import {
  articleCategoryList,
  contentList,
  publicArticle,
  publicArticlePage,
  websiteContentItem,
} from "../../../contracts/content";
import {
  getArticlePublic,
  getPublicContent,
  listArticlesPublic,
  listCategories,
  listContent,
  receiveArticleImage,
  receiveArticleImageCopy,
  sendContactMessage,
} from "../../../services/content";
import { COPY_VARIANTS } from "../../../contracts/listing-media";
import { CONTACT_MESSAGES, contactInput } from "../../../contracts/contact";
import { orNotFound } from "../../steps";

// Fixed paths first: /content/articles and /content/categories are not content keys.
export const contentRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/content", response: contentList }), async (c) => {
    c.header("Cache-Control", CONTENT_CACHE_CONTROL);
    return c.json(await listContent(c.var.ctx), 200);
  })
  .openapi(
    jsonRoute({
      method: "get",
      path: "/content/articles",
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(50).default(ARTICLE_PAGE_SIZES.public),
        category: z.string().trim().min(1).max(60).optional(),
      }),
      response: publicArticlePage,
    }),
    async (c) => {
      c.header("Cache-Control", CONTENT_CACHE_CONTROL);
      return c.json(await listArticlesPublic(c.var.ctx, c.req.valid("query")), 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/content/articles/{id}",
      params: z.object({ id: z.string().trim().min(1).max(120) }),
      errors: { 404: ARTICLE_MESSAGES.notFound },
      response: publicArticle,
    }),
    async (c) => {
      const data = await getArticlePublic(c.var.ctx, c.req.valid("param").id);
      c.header("Cache-Control", CONTENT_CACHE_CONTROL);
      return c.json(data, 200);
    },
  )
  .openapi(jsonRoute({ method: "get", path: "/content/categories", response: articleCategoryList }), async (c) => {
    c.header("Cache-Control", CONTENT_CACHE_CONTROL);
    return c.json(await listCategories(c.var.ctx), 200);
  })
  .openapi(
    jsonRoute({
      method: "get",
      path: "/content/{id}",
      params: z.object({ id: z.string().min(1).max(64) }),
      errors: { 404: ARTICLE_MESSAGES.contentNotFound },
      response: websiteContentItem,
    }),
    async (c) => {
      const row = orNotFound(
        await getPublicContent(c.var.ctx, c.req.valid("param").id),
        ARTICLE_MESSAGES.contentNotFound,
      );
      c.header("Cache-Control", CONTENT_CACHE_CONTROL);
      return c.json(row, 200);
    },
  );

const articleImageParams = z.object({ objectId: z.string().uuid("Unknown upload.") });
const articleImageResult = z.object({ url: z.string() });

signedPictureUpload(contentRoutes, {
  path: "/media/upload/article/{objectId}",
  params: articleImageParams,
  receive: receiveArticleImage,
  result: articleImageResult,
  strip: true,
  errorSchema: messageBody,
  errors: { 409: "The link was already used" },
});

signedPictureUpload(contentRoutes, {
  path: "/media/upload/article/{objectId}/{variant}",
  params: articleImageParams.extend({ variant: z.enum(COPY_VARIANTS, { message: "Unknown picture size." }) }),
  receive: receiveArticleImageCopy,
  result: articleImageResult.extend({ width: z.number().int() }),
  strip: true,
  errorSchema: messageBody,
  errors: { 409: "The link was already used" },
});

// The /contact page's form: public, limited per IP, with a spam trap (`website`, never shown to people).
// Registered after the article uploads: that is the order of its path in the API document.
contentRoutes.openapi(
  jsonRoute({
    method: "post",
    path: "/contact",
    body: contactInput.openapi("ContactMessageInput"),
    response: messageBody,
    status: 201,
  }),
  async (c) => {
    await sendContactMessage(c.var.ctx, c.req.valid("json"));
    return c.json({ message: CONTACT_MESSAGES.sent }, 201);
  },
);
