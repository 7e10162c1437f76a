import { and, desc, eq, sql } from "drizzle-orm";
import { users, websiteContent, websiteContentVersions } from "../../db/schema";
import { ARTICLE_MESSAGES } from "../../contracts/articles";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { sanitizeHtml, saysSomething } from "./sanitize";
import { lazyPictures, sizeBodyPictures } from "./picture-sizes";
import { readPage } from "../platform/paging";
import { fullName } from "../../contracts/names";

/**
 * Website content (terms of use, privacy policy, about, help, ...). Every save keeps a version row (who,
 * when, the HTML); a restore copies a version back and is itself a new version. Each write is one batch
 * whose version and activity rows are inserted only when the page row exists at that moment.
 */
export const getContent = (ctx: ServiceCtx, key: string) =>
  ctx.db.select().from(websiteContent).where(eq(websiteContent.key, key)).get();

/** A page as the public reads it: text saved before pictures were sized still loads its pictures lazily. */
export async function getPublicContent(ctx: ServiceCtx, key: string) {
  const row = await getContent(ctx, key);
  return row && { ...row, content: lazyPictures(row.content) };
}

export async function listContent(ctx: ServiceCtx) {
  const data = await ctx.db
    .select({ key: websiteContent.key, title: websiteContent.title, updatedAt: websiteContent.updatedAt })
    .from(websiteContent)
    .orderBy(websiteContent.key)
    .all();
  return { data };
}

const notFound = () => new ApiError(404, ARTICLE_MESSAGES.contentNotFound);

/** A version of the page as it is now, written only if the page exists (columns in the table's order). */
function versionOfCurrent(ctx: ServiceCtx, key: string, versionId: string, restoredFrom: string | null) {
  return ctx.db
    .insert(websiteContentVersions)
    .select(
      sql`SELECT ${versionId}, ${websiteContent.key}, ${websiteContent.title}, ${websiteContent.content}, ${ctx.actor?.id ?? null}, ${restoredFrom}, ${ctx.now} FROM ${websiteContent} WHERE ${websiteContent.key} = ${key}`,
    );
}

/** An activity row, written only if the page exists when the batch runs. */
function contentActivity(ctx: ServiceCtx, action: string, key: string, details: Record<string, unknown>) {
  return activityStatement(ctx, action, { type: "website_content", id: key }, details, undefined, {
    from: sql`${websiteContent}`,
    where: sql`${websiteContent.key} = ${key}`,
  });
}

/** The page's HTML as kept: sanitised, and refused (400, beside the text) when nothing is left, as an article's body is. */
async function safePageHtml(ctx: ServiceCtx, html: string) {
  const content = sanitizeHtml(html);
  if (!saysSomething(content))
    throw new ApiError(400, ARTICLE_MESSAGES.contentEmpty, [
      { field: "content", message: ARTICLE_MESSAGES.contentEmpty },
    ]);
  return sizeBodyPictures(ctx, content);
}

export async function createContent(ctx: ServiceCtx, input: { key: string; title: string; content: string }) {
  const versionId = newId();
  const content = await safePageHtml(ctx, input.content);
  await ctx.db
    .batch([
      ctx.db.insert(websiteContent).values({ key: input.key, title: input.title, content, updatedAt: ctx.now }),
      versionOfCurrent(ctx, input.key, versionId, null),
      contentActivity(ctx, "content.create", input.key, { after: { title: input.title, versionId } }),
    ])
    .catch((e) => {
      if (isUniqueViolation(e, "website_content"))
        throw new ApiError(409, ARTICLE_MESSAGES.contentKeyTaken, [
          { field: "key", message: ARTICLE_MESSAGES.contentKeyTaken },
        ]);
      throw e;
    });
  return (await getContent(ctx, input.key))!;
}

export async function updateContent(ctx: ServiceCtx, key: string, input: { title: string; content: string }) {
  const before = await getContent(ctx, key);
  if (!before) throw notFound();
  const versionId = newId();
  const content = await safePageHtml(ctx, input.content);
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(websiteContent)
      .set({ title: input.title, content, updatedAt: ctx.now })
      .where(eq(websiteContent.key, key))
      .returning({ key: websiteContent.key }),
    versionOfCurrent(ctx, key, versionId, null),
    contentActivity(ctx, "content.update", key, {
      before: { title: before.title, length: before.content.length },
      after: { title: input.title, length: content.length, versionId },
    }),
  ]);
  if (!updated.length) throw notFound();
  return (await getContent(ctx, key))!;
}

/** Restores a version: the page takes its title and HTML, and that is a new version naming the one restored. */
export async function restoreContentVersion(ctx: ServiceCtx, key: string, versionId: string) {
  const source = await ctx.db
    .select({ id: websiteContentVersions.id })
    .from(websiteContentVersions)
    .where(and(eq(websiteContentVersions.id, versionId), eq(websiteContentVersions.contentKey, key)))
    .get();
  if (!source) throw new ApiError(404, ARTICLE_MESSAGES.versionNotFound);
  const newVersionId = newId();
  const v = websiteContentVersions;
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(websiteContent)
      .set({
        title: sql`(select ${v.title} from ${v} where ${v.id} = ${versionId})`,
        content: sql`(select ${v.content} from ${v} where ${v.id} = ${versionId})`,
        updatedAt: ctx.now,
      })
      .where(
        and(
          eq(websiteContent.key, key),
          sql`exists (select 1 from ${v} where ${v.id} = ${versionId} and ${v.contentKey} = ${key})`,
        ),
      )
      .returning({ key: websiteContent.key }),
    versionOfCurrent(ctx, key, newVersionId, versionId),
    contentActivity(ctx, "content.restore", key, { restoredFrom: versionId, after: { versionId: newVersionId } }),
  ]);
  if (!updated.length) throw notFound();
  return (await getContent(ctx, key))!;
}

export async function deleteContent(ctx: ServiceCtx, key: string) {
  const before = await getContent(ctx, key);
  if (!before) throw notFound();
  // The activity row goes first: it needs the page to exist. Versions stay as the page's history.
  const [, gone] = await ctx.db.batch([
    contentActivity(ctx, "content.delete", key, { before: { title: before.title, length: before.content.length } }),
    ctx.db.delete(websiteContent).where(eq(websiteContent.key, key)).returning({ key: websiteContent.key }),
  ]);
  if (!gone.length) throw notFound();
  return { message: "The page was deleted." };
}

const versionColumns = {
  id: websiteContentVersions.id,
  contentKey: websiteContentVersions.contentKey,
  title: websiteContentVersions.title,
  restoredFrom: websiteContentVersions.restoredFrom,
  createdAt: websiteContentVersions.createdAt,
  authorId: users.id,
  authorFirst: users.firstName,
  authorLast: users.lastName,
};

type VersionRow = {
  id: string;
  contentKey: string;
  title: string;
  restoredFrom: string | null;
  createdAt: number;
  authorId: string | null;
  authorFirst: string | null;
  authorLast: string | null;
};
const shapeVersion = <R extends VersionRow>({ authorId, authorFirst, authorLast, ...r }: R) => ({
  ...r,
  author: authorId ? { id: authorId, name: fullName(authorFirst, authorLast) } : null,
});

export async function listContentVersions(ctx: ServiceCtx, key: string, q: { page: number; perPage: number }) {
  if (!(await getContent(ctx, key))) throw notFound();
  return readPage(
    ctx.db
      .select(versionColumns)
      .from(websiteContentVersions)
      .leftJoin(users, eq(users.id, websiteContentVersions.authorId))
      .where(eq(websiteContentVersions.contentKey, key))
      .orderBy(desc(websiteContentVersions.createdAt), desc(websiteContentVersions.id)),
    q,
    shapeVersion,
  );
}

export async function getContentVersion(ctx: ServiceCtx, key: string, versionId: string) {
  const r = await ctx.db
    .select({ ...versionColumns, content: websiteContentVersions.content })
    .from(websiteContentVersions)
    .leftJoin(users, eq(users.id, websiteContentVersions.authorId))
    .where(and(eq(websiteContentVersions.id, versionId), eq(websiteContentVersions.contentKey, key)))
    .get();
  if (!r) throw new ApiError(404, ARTICLE_MESSAGES.versionNotFound);
  return shapeVersion(r);
}
