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
const guard = requirePermission("CAN_VIEW_ARTICLES");
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
/** Every route here: behind the guard, with a bearer token; those of one article or page name it. */
const articleRoute = jsonRoutes({ middleware: [guard], secure: true });
const oneArticleRoute = jsonRoutes({
  middleware: [guard],
  secure: true,
  params: id,
  errors: { 404: writeErrors[404] },
});
const pageRoute = jsonRoutes({ middleware: [guard], secure: true });
const onePageRoute = jsonRoutes({ middleware: [guard], secure: true, params: key, errors: { 404: "No such page" } });

export const adminContentRoutes = router()
  .openapi(
    articleRoute({
      method: "get",
      path: "/publications",
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
      body: articleInput,
      status: 201,
      errors: { 409: writeErrors[409], 422: writeErrors[422] },
      response: adminArticleAnswer,
    }),
    async (c) => c.json({ data: await createArticle(c.var.ctx, c.req.valid("json")) }, 201),
  )
  .openapi(
    articleRoute({ method: "get", path: "/publications/categories", response: articleCategoryList }),
    async (c) => c.json(await listCategories(c.var.ctx), 200),
  )
  .openapi(
    articleRoute({
      method: "post",
      path: "/publications/categories",
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
      body: articleImageRequest,
      status: 201,
      errors: { 413: "Too large" },
      response: uploadTicketAnswer,
    }),
    async (c) => c.json(await createArticleImageUpload(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(oneArticleRoute({ method: "get", path: "/publications/{id}", response: adminArticleAnswer }), async (c) =>
    c.json({ data: await getArticleAdmin(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .openapi(
    oneArticleRoute({
      method: "put",
      path: "/publications/{id}",
      body: articleInput,
      errors: writeErrors,
      response: adminArticleAnswer,
    }),
    async (c) => c.json({ data: await updateArticle(c.var.ctx, c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(
    oneArticleRoute({ method: "delete", path: "/publications/{id}", response: messageBody }),
    byId(deleteArticle),
  )
  .openapi(
    oneArticleRoute({ method: "post", path: "/publications/{id}/publish", response: adminArticleAnswer }),
    async (c) => c.json({ data: await setArticlePublished(c.var.ctx, c.req.valid("param").id, true) }, 200),
  )
  .openapi(
    oneArticleRoute({ method: "post", path: "/publications/{id}/unpublish", response: adminArticleAnswer }),
    async (c) => c.json({ data: await setArticlePublished(c.var.ctx, c.req.valid("param").id, false) }, 200),
  )
  .openapi(pageRoute({ method: "get", path: "/content", response: contentList }), async (c) =>
    c.json(await listContent(c.var.ctx), 200),
  )
  .openapi(
    pageRoute({
      method: "post",
      path: "/content",
      body: contentCreateInput,
      status: 201,
      errors: { 409: "A page with this key exists" },
      response: websiteContentItem,
    }),
    async (c) => c.json(await createContent(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(onePageRoute({ method: "get", path: "/content/{key}", response: websiteContentItem }), async (c) =>
    c.json(orNotFound(await getContent(c.var.ctx, c.req.valid("param").key), ARTICLE_MESSAGES.contentNotFound), 200),
  )
  .openapi(
    onePageRoute({ method: "put", path: "/content/{key}", body: contentInput, response: websiteContentItem }),
    async (c) => c.json(await updateContent(c.var.ctx, c.req.valid("param").key, c.req.valid("json")), 200),
  )
  .openapi(onePageRoute({ method: "delete", path: "/content/{key}", response: messageBody }), async (c) =>
    c.json(await deleteContent(c.var.ctx, c.req.valid("param").key), 200),
  )
  .openapi(
    onePageRoute({
      method: "get",
      path: "/content/{key}/versions",
      query: z.object(paging(ARTICLE_PAGE_SIZES.versions)),
      response: contentVersionPage,
    }),
    async (c) => c.json(await listContentVersions(c.var.ctx, c.req.valid("param").key, c.req.valid("query")), 200),
  )
  .openapi(
    pageRoute({
      method: "get",
      path: "/content/{key}/versions/{versionId}",
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
      params: key.extend({ versionId: z.string().trim().min(1).max(60) }),
      errors: { 404: "No such page or version" },
      response: websiteContentItem,
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json(await restoreContentVersion(c.var.ctx, p.key, p.versionId), 200);
    },
  );
