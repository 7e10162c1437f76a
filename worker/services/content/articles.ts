import { and, desc, eq, isNotNull, isNull, lte, gt, or, sql, type SQL } from "drizzle-orm";
import { articleCategories, articles, users } from "../../db/schema";
import { ARTICLE_MESSAGES, slugify, type ArticleInput, type ArticleStatus } from "../../contracts/articles";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { plainText, sanitizeHtml, saysSomething } from "./sanitize";
import { pageOfRows } from "../../db/sql";
import { coverFields, lazyPictures, pictureCopies, sizeBodyPictures } from "./picture-sizes";
import { fullName } from "../../contracts/names";

/**
 * Publications. An article is public when `published_at <= now`: publishing sets it to now, scheduling to
 * the chosen time, a draft has none. The decision is made at read time by an indexed filter, so a scheduled
 * article appears the moment its time passes, with no cron.
 */
const visible = (now: number) => and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now))!;

const slugTaken = () =>
  new ApiError(409, ARTICLE_MESSAGES.slugTaken, [{ field: "slug", message: ARTICLE_MESSAGES.slugTaken }]);
const unknownCategory = () =>
  new ApiError(422, ARTICLE_MESSAGES.categoryUnknown, [
    { field: "categoryId", message: ARTICLE_MESSAGES.categoryUnknown },
  ]);
const notFound = () => new ApiError(404, ARTICLE_MESSAGES.notFound);

const columns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  coverImage: articles.coverImage,
  coverImageSizes: articles.coverImageSizes,
  tags: articles.tags,
  status: articles.status,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  categoryId: articleCategories.id,
  categoryName: articleCategories.name,
  categorySlug: articleCategories.slug,
  authorId: users.id,
  authorFirst: users.firstName,
  authorLast: users.lastName,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null } & {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  status: ArticleStatus;
  createdAt: number;
  updatedAt: number;
};

const withBody = { ...columns, body: articles.body };

function baseQuery(ctx: ServiceCtx, cols: typeof columns | typeof withBody) {
  return ctx.db
    .select(cols as typeof withBody)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(users, eq(users.id, articles.authorId));
}

/** The status staff see: a scheduled article whose time has come is published. */
const effectiveStatus = (status: ArticleStatus, publishedAt: number | null, now: number): ArticleStatus =>
  status === "scheduled" && publishedAt !== null && publishedAt <= now ? "published" : status;

function shape(r: Row, now: number) {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    coverImageUrl: r.coverImage ?? null,
    ...coverFields(r.coverImage ?? null, r.coverImageSizes),
    category: r.categoryId ? { id: r.categoryId, name: r.categoryName!, slug: r.categorySlug! } : null,
    tags: r.tags ?? [],
    status: effectiveStatus(r.status, r.publishedAt ?? null, now),
    publishedAt: r.publishedAt ?? null,
    author: r.authorId ? { id: r.authorId, name: fullName(r.authorFirst, r.authorLast) } : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

function publicShape(r: Row) {
  const { status: _s, author, createdAt: _c, ...rest } = shape(r, 0);
  return { ...rest, publishedAt: r.publishedAt!, authorName: author?.name ?? null };
}

export async function listArticlesAdmin(
  ctx: ServiceCtx,
  q: { page: number; perPage: number; search?: string; status?: ArticleStatus; categoryId?: string },
) {
  const conds: SQL[] = [];
  if (q.status === "draft") conds.push(isNull(articles.publishedAt));
  if (q.status === "scheduled") conds.push(gt(articles.publishedAt, ctx.now));
  if (q.status === "published") conds.push(visible(ctx.now));
  if (q.categoryId) conds.push(eq(articles.categoryId, q.categoryId));
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes.
  if (q.search)
    conds.push(
      or(
        sql`instr(lower(${articles.title}), ${q.search.toLowerCase()}) > 0`,
        sql`instr(${articles.slug}, ${q.search.toLowerCase()}) > 0`,
      )!,
    );
  const rows = (await baseQuery(ctx, columns)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage)
    .all()) as Row[];
  return pageOfRows(rows, q, (r) => shape(r, ctx.now));
}

export async function getArticleAdmin(ctx: ServiceCtx, id: string) {
  const r = (await baseQuery(ctx, withBody).where(eq(articles.id, id)).get()) as (Row & { body: string }) | undefined;
  if (!r) throw notFound();
  return { ...shape(r, ctx.now), body: r.body };
}

export async function listArticlesPublic(ctx: ServiceCtx, q: { page: number; perPage: number; category?: string }) {
  const conds = [visible(ctx.now)];
  if (q.category) conds.push(or(eq(articleCategories.slug, q.category), eq(articleCategories.id, q.category))!);
  const rows = (await baseQuery(ctx, columns)
    .where(and(...conds))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage)
    .all()) as Row[];
  return pageOfRows(rows, q, publicShape);
}

export async function getArticlePublic(ctx: ServiceCtx, idOrSlug: string) {
  const r = (await baseQuery(ctx, withBody)
    .where(and(or(eq(articles.id, idOrSlug), eq(articles.slug, idOrSlug)), visible(ctx.now)))
    .get()) as (Row & { body: string }) | undefined;
  if (!r) throw notFound();
  return { ...publicShape(r), body: lazyPictures(r.body), updatedAt: r.updatedAt };
}

/** What an input stores: sanitised body, slug and excerpt filled in, the publish moment decided. */
function prepare(ctx: ServiceCtx, input: ArticleInput, id: string) {
  const body = sanitizeHtml(input.body);
  const text = plainText(body);
  if (!saysSomething(body))
    throw new ApiError(400, ARTICLE_MESSAGES.bodyEmpty, [{ field: "body", message: ARTICLE_MESSAGES.bodyEmpty }]);
  const slug = input.slug ?? (slugify(input.title) || `article-${id.slice(0, 8)}`);
  const excerpt = input.excerpt || (text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, "")}…` : text);
  let publishedAt: number | SQL | null = null;
  if (input.status === "scheduled") {
    if (input.publishAt === null)
      throw new ApiError(400, ARTICLE_MESSAGES.publishAtRequired, [
        { field: "publishAt", message: ARTICLE_MESSAGES.publishAtRequired },
      ]);
    if (input.publishAt <= ctx.now)
      throw new ApiError(422, ARTICLE_MESSAGES.publishAtPast, [
        { field: "publishAt", message: ARTICLE_MESSAGES.publishAtPast },
      ]);
    publishedAt = input.publishAt;
  } else if (input.status === "published") {
    publishedAt = ctx.now;
  }
  const tags = [...new Set(input.tags.map((t) => t.toLowerCase()))];
  return { body, slug, excerpt, publishedAt, tags };
}

/** Keeps the first publication time of an article that is already public. */
const keepPublishedAt = (now: number) =>
  sql`case when ${articles.publishedAt} is not null and ${articles.publishedAt} <= ${now} then ${articles.publishedAt} else ${now} end`;

/** An activity row written only if the article exists when the batch runs: it records what the batch really did. */
function articleActivity(ctx: ServiceCtx, action: string, id: string, details: Record<string, unknown>) {
  return activityStatement(ctx, action, { type: "article", id: sql`${articles.id}` }, details, undefined, {
    from: sql`${articles}`,
    where: sql`${articles.id} = ${id}`,
  });
}

function mapWriteError(e: unknown): never {
  if (isUniqueViolation(e, "articles", "slug")) throw slugTaken();
  if (
    /FOREIGN KEY constraint failed/.test(
      `${String((e as Error)?.message)} ${String((e as { cause?: Error })?.cause?.message ?? "")}`,
    )
  )
    throw unknownCategory();
  throw e;
}

async function assertCategory(ctx: ServiceCtx, categoryId: string | null) {
  if (!categoryId) return;
  const found = await ctx.db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, categoryId))
    .get();
  if (!found) throw unknownCategory();
}

const summary = (a: {
  title: string;
  slug: string;
  status: string;
  publishedAt: number | SQL | null;
  categoryId?: string | null;
}) => ({
  title: a.title,
  slug: a.slug,
  status: a.status,
  publishedAt: typeof a.publishedAt === "number" || a.publishedAt === null ? a.publishedAt : "now",
  categoryId: a.categoryId ?? null,
});

/**
 * The columns the article form sets, on create and on every save alike. The pictures' copies are looked up in the
 * bucket here, once per save, so reads never ask it.
 */
const formFields = async (ctx: ServiceCtx, input: ArticleInput, p: ReturnType<typeof prepare>) => ({
  title: input.title,
  excerpt: p.excerpt,
  body: await sizeBodyPictures(ctx, p.body),
  coverImage: input.coverImage,
  coverImageSizes: await pictureCopies(ctx, input.coverImage),
  categoryId: input.categoryId,
  tags: p.tags,
});

export async function createArticle(ctx: ServiceCtx, input: ArticleInput) {
  const id = newId();
  const p = prepare(ctx, input, id);
  await assertCategory(ctx, input.categoryId);
  const row = {
    id,
    slug: p.slug,
    ...(await formFields(ctx, input, p)),
    authorId: ctx.actor?.id ?? null,
    status: input.status,
    publishedAt: p.publishedAt as number | null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  // The slug's UNIQUE index decides between two creates with the same slug: one row, one 409.
  await ctx.db
    .batch([
      ctx.db.insert(articles).values(row),
      activityStatement(ctx, "article.create", { type: "article", id }, { after: summary(row) }),
    ])
    .catch(mapWriteError);
  return getArticleAdmin(ctx, id);
}

export async function updateArticle(ctx: ServiceCtx, id: string, input: ArticleInput) {
  const before = await getArticleAdmin(ctx, id);
  const p = prepare(ctx, input, id);
  await assertCategory(ctx, input.categoryId);
  const set = {
    slug: input.slug ?? before.slug,
    ...(await formFields(ctx, input, p)),
    status: input.status,
    publishedAt: input.status === "published" ? keepPublishedAt(ctx.now) : p.publishedAt,
    updatedAt: ctx.now,
  };
  const [updated] = await ctx.db
    .batch([
      ctx.db.update(articles).set(set).where(eq(articles.id, id)).returning({ id: articles.id }),
      articleActivity(ctx, "article.update", id, {
        before: summary({ ...before, categoryId: before.category?.id }),
        after: summary(set),
      }),
    ])
    .catch(mapWriteError);
  if (!updated.length) throw notFound();
  return getArticleAdmin(ctx, id);
}

export async function setArticlePublished(ctx: ServiceCtx, id: string, publish: boolean) {
  const before = await getArticleAdmin(ctx, id);
  const set = publish
    ? { status: "published" as const, publishedAt: keepPublishedAt(ctx.now), updatedAt: ctx.now }
    : { status: "draft" as const, publishedAt: null, updatedAt: ctx.now };
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(articles)
      .set(set)
      .where(eq(articles.id, id))
      .returning({ id: articles.id, publishedAt: articles.publishedAt }),
    articleActivity(ctx, publish ? "article.publish" : "article.unpublish", id, {
      before: { status: before.status, publishedAt: before.publishedAt },
      after: { status: set.status },
    }),
  ]);
  if (!updated.length) throw notFound();
  return getArticleAdmin(ctx, id);
}

export async function deleteArticle(ctx: ServiceCtx, id: string) {
  const before = await getArticleAdmin(ctx, id);
  // The activity row goes first: it is written only while the article still exists.
  const [, gone] = await ctx.db.batch([
    articleActivity(ctx, "article.delete", id, { before: summary({ ...before, categoryId: before.category?.id }) }),
    ctx.db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }),
  ]);
  if (!gone.length) throw notFound();
  return { message: "The article was deleted." };
}

export async function listCategories(ctx: ServiceCtx) {
  const data = await ctx.db
    .select({ id: articleCategories.id, name: articleCategories.name, slug: articleCategories.slug })
    .from(articleCategories)
    .orderBy(articleCategories.name)
    .all();
  return { data };
}

export async function createCategory(ctx: ServiceCtx, name: string) {
  const id = newId();
  const row = { id, name, slug: slugify(name) || `category-${id.slice(0, 8)}`, createdAt: ctx.now };
  await ctx.db
    .batch([
      ctx.db.insert(articleCategories).values(row),
      activityStatement(
        ctx,
        "article_category.create",
        { type: "article_category", id },
        { after: { name: row.name, slug: row.slug } },
      ),
    ])
    .catch((e) => {
      if (isUniqueViolation(e, "article_categories"))
        throw new ApiError(409, ARTICLE_MESSAGES.categoryTaken, [
          { field: "name", message: ARTICLE_MESSAGES.categoryTaken },
        ]);
      throw e;
    });
  return { id, name: row.name, slug: row.slug };
}
