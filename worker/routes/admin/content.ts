import { jsonRoutes, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { messageBody } from "../../contracts/auth";
import { ARTICLE_PAGE_SIZES, ARTICLE_STATUSES } from "../../contracts/articles";
import {
  adminArticleAnswer,
  adminArticlePage,
  articleCategory,
  articleCategoryList,
  articleImageRequest,
  articleInput,
  categoryInput,
  contentCreateInput,
  contentInput,
  contentList,
  contentVersion,
  contentVersionPage,
  uploadTicketAnswer,
  websiteContentItem,
} from "../../contracts/content";
import {
  createArticle,
  createArticleImageUpload,
  createCategory,
  createContent,
  deleteArticle,
  deleteContent,
  getArticleAdmin,
  getContent,
  getContentVersion,
  listArticlesAdmin,
  listCategories,
  listContent,
  listContentVersions,
  restoreContentVersion,
  setArticlePublished,
  updateArticle,
  updateContent,
} from "../../services/content";
import { ARTICLE_MESSAGES } from "../../contracts/articles";
import { byId, byQuery, orNotFound } from "../steps";

// SPEC §6: CAN_VIEW_ARTICLES gives publications; website content is edited by the same people.
const PAGE_HTML =
  "The HTML is sanitised with an allow-list before it is stored. HTML that says nothing once sanitised (no text, no picture: `<p></p>`, `<p>&nbsp;</p>`) is refused (400, field `content`).";
const guard = requirePermission("CAN_VIEW_ARTICLES");
const PUB = ["Admin: publications"];
const CONTENT = ["Admin: website content"];
const id = z.object({ id: z.string().trim().min(1).max(60) });
const key = z.object({ key: z.string().trim().min(1).max(64) });
const paging = (perPage: number) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(perPage),
});
const writeErrors = {
  404: "No such article",
  409: "Another article uses this slug",
  422: "Unknown category, or a schedule time in the past",
};
/** Every route here: behind the guard, with a bearer token, in its tag; those of one article or page name it. */
const articleRoute = jsonRoutes({ middleware: [guard], tags: PUB, secure: true });
const oneArticleRoute = jsonRoutes({
  middleware: [guard],
  tags: PUB,
  secure: true,
  params: id,
  errors: { 404: writeErrors[404] },
});
const pageRoute = jsonRoutes({ middleware: [guard], tags: CONTENT, secure: true });
const onePageRoute = jsonRoutes({
  middleware: [guard],
  tags: CONTENT,
  secure: true,
  params: key,
  errors: { 404: "No such page" },
});

export const adminContentRoutes = router()
  .openapi(
    articleRoute({
      method: "get",
      path: "/publications",
      summary: __API_DOCS__ ? "Articles, last edited first (search, status and category filters)" : "",
      query: z.object({
        ...paging(ARTICLE_PAGE_SIZES.admin),
        search: z.string().trim().max(100).optional(),
        status: z.enum(ARTICLE_STATUSES).optional(),
        categoryId: z.string().trim().max(60).optional(),
      }),
      response: adminArticlePage,
    }),
    byQuery(listArticlesAdmin),
  )
  .openapi(
    articleRoute({
      method: "post",
      path: "/publications",
      summary: __API_DOCS__ ? "Write an article (draft, scheduled or published; logged)" : "",
      description: __API_DOCS__ ? "The body is sanitised with an allow-list before it is stored." : "",
      body: articleInput,
      status: 201,
      errors: { 409: writeErrors[409], 422: writeErrors[422] },
      response: adminArticleAnswer,
    }),
    async (c) => c.json({ data: await createArticle(c.var.ctx, c.req.valid("json")) }, 201),
  )
  .openapi(
    articleRoute({
      method: "get",
      path: "/publications/categories",
      summary: __API_DOCS__ ? "Article categories" : "",
      response: articleCategoryList,
    }),
    async (c) => c.json(await listCategories(c.var.ctx), 200),
  )
  .openapi(
    articleRoute({
      method: "post",
      path: "/publications/categories",
      summary: __API_DOCS__ ? "Add an article category (logged)" : "",
      body: categoryInput,
      status: 201,
      errors: { 409: "A category with this name exists" },
      response: articleCategory,
    }),
    async (c) => c.json(await createCategory(c.var.ctx, c.req.valid("json").name), 201),
  )
  .openapi(
    articleRoute({
      method: "post",
      path: "/publications/uploads",
      summary: __API_DOCS__ ? "Ask for a signed upload URL for an article picture (cover or in the text)" : "",
      description: __API_DOCS__
        ? "PUT the JPEG, PNG or WebP bytes (5 MB at most) to uploadUrl within 15 minutes; the picture is then served at url."
        : "",
      body: articleImageRequest,
      status: 201,
      errors: { 413: "Too large" },
      response: uploadTicketAnswer,
    }),
    async (c) => c.json(await createArticleImageUpload(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    oneArticleRoute({
      method: "get",
      path: "/publications/{id}",
      summary: __API_DOCS__ ? "One article, in any status" : "",
      response: adminArticleAnswer,
    }),
    async (c) => c.json({ data: await getArticleAdmin(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .openapi(
    oneArticleRoute({
      method: "put",
      path: "/publications/{id}",
      summary: __API_DOCS__ ? "Replace an article (logged)" : "",
      description: __API_DOCS__
        ? "The body is sanitised with an allow-list before it is stored. An article already public keeps its first publication time."
        : "",
      body: articleInput,
      errors: writeErrors,
      response: adminArticleAnswer,
    }),
    async (c) => c.json({ data: await updateArticle(c.var.ctx, c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(
    oneArticleRoute({
      method: "delete",
      path: "/publications/{id}",
      summary: __API_DOCS__ ? "Delete an article (logged)" : "",
      response: messageBody,
    }),
    byId(deleteArticle),
  )
  .openapi(
    oneArticleRoute({
      method: "post",
      path: "/publications/{id}/publish",
      summary: __API_DOCS__ ? "Publish an article now (logged)" : "",
      response: adminArticleAnswer,
    }),
    async (c) => c.json({ data: await setArticlePublished(c.var.ctx, c.req.valid("param").id, true) }, 200),
  )
  .openapi(
    oneArticleRoute({
      method: "post",
      path: "/publications/{id}/unpublish",
      summary: __API_DOCS__ ? "Take an article back to draft (logged)" : "",
      response: adminArticleAnswer,
    }),
    async (c) => c.json({ data: await setArticlePublished(c.var.ctx, c.req.valid("param").id, false) }, 200),
  )
  .openapi(
    pageRoute({
      method: "get",
      path: "/content",
      summary: __API_DOCS__ ? "Website content pages" : "",
      response: contentList,
    }),
    async (c) => c.json(await listContent(c.var.ctx), 200),
  )
  .openapi(
    pageRoute({
      method: "post",
      path: "/content",
      summary: __API_DOCS__ ? "Add a website content page (first version; logged)" : "",
      description: PAGE_HTML,
      body: contentCreateInput,
      status: 201,
      errors: { 409: "A page with this key exists" },
      response: websiteContentItem,
    }),
    async (c) => c.json(await createContent(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    onePageRoute({
      method: "get",
      path: "/content/{key}",
      summary: __API_DOCS__ ? "One website content page" : "",
      response: websiteContentItem,
    }),
    async (c) =>
      c.json(orNotFound(await getContent(c.var.ctx, c.req.valid("param").key), ARTICLE_MESSAGES.contentNotFound), 200),
  )
  .openapi(
    onePageRoute({
      method: "put",
      path: "/content/{key}",
      summary: __API_DOCS__ ? "Save a website content page: a new version (logged)" : "",
      description: PAGE_HTML,
      body: contentInput,
      response: websiteContentItem,
    }),
    async (c) => c.json(await updateContent(c.var.ctx, c.req.valid("param").key, c.req.valid("json")), 200),
  )
  .openapi(
    onePageRoute({
      method: "delete",
      path: "/content/{key}",
      summary: __API_DOCS__ ? "Delete a website content page (its versions are kept; logged)" : "",
      response: messageBody,
    }),
    async (c) => c.json(await deleteContent(c.var.ctx, c.req.valid("param").key), 200),
  )
  .openapi(
    onePageRoute({
      method: "get",
      path: "/content/{key}/versions",
      summary: __API_DOCS__ ? "A page's versions, newest first" : "",
      query: z.object(paging(ARTICLE_PAGE_SIZES.versions)),
      response: contentVersionPage,
    }),
    async (c) => c.json(await listContentVersions(c.var.ctx, c.req.valid("param").key, c.req.valid("query")), 200),
  )
  .openapi(
    pageRoute({
      method: "get",
      path: "/content/{key}/versions/{versionId}",
      summary: __API_DOCS__ ? "One version of a page, with its HTML" : "",
      params: key.extend({ versionId: z.string().trim().min(1).max(60) }),
      errors: { 404: "No such version" },
      response: contentVersion,
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json(await getContentVersion(c.var.ctx, p.key, p.versionId), 200);
    },
  )
  .openapi(
    pageRoute({
      method: "post",
      path: "/content/{key}/versions/{versionId}/restore",
      summary: __API_DOCS__ ? "Restore a version: the page takes it back, as a new version (logged)" : "",
      params: key.extend({ versionId: z.string().trim().min(1).max(60) }),
      errors: { 404: "No such page or version" },
      response: websiteContentItem,
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json(await restoreContentVersion(c.var.ctx, p.key, p.versionId), 200);
    },
  );
