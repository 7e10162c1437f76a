import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { AuthUser } from "../../contracts/auth";
import {
  LISTING_QUESTION_MESSAGES as M,
  type ListerQuestion,
  type QuestionFilter,
} from "../../contracts/listing-questions";
import { listingQuestions, properties, users } from "../../db/schema";
import { pageOfRows, type Paging } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { canModerate } from "../listings";
import { sendMessage } from "../messaging";
import { activityStatement } from "../platform/activity";

const columns = {
  id: listingQuestions.id,
  question: listingQuestions.text,
  answer: listingQuestions.answer,
  published: listingQuestions.published,
  createdAt: listingQuestions.createdAt,
  answeredAt: listingQuestions.answeredAt,
  publishedAt: listingQuestions.publishedAt,
  conversationId: listingQuestions.conversationId,
  listerId: listingQuestions.listerId,
  propertyId: properties.id,
  slug: properties.slug,
  title: properties.title,
  askerName: users.firstName,
};

type Row = Awaited<ReturnType<typeof questionFor>>;

const toQuestion = (r: Row): ListerQuestion => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  published: r.published === 1,
  createdAt: r.createdAt,
  answeredAt: r.answeredAt,
  publishedAt: r.publishedAt,
  conversationId: r.conversationId,
  property: { id: r.propertyId, slug: r.slug, title: r.title },
  askerName: r.askerName,
});

/** Only handed-over questions are the lister's to answer: the rest the listing answered, or nobody can be told. */
const handedOver = isNotNull(listingQuestions.conversationId);

const select = (ctx: ServiceCtx) =>
  ctx.db
    .select(columns)
    .from(listingQuestions)
    .innerJoin(properties, eq(properties.id, listingQuestions.propertyId))
    .leftJoin(users, eq(users.id, listingQuestions.askerId));

/** GET /v1/secure/listing-questions: the questions the caller's listings could not answer, newest first. */
export async function listListerQuestions(
  ctx: ServiceCtx,
  user: AuthUser,
  q: Paging & { filter: QuestionFilter },
): Promise<{ data: ListerQuestion[]; page: number; perPage: number; hasMore: boolean }> {
  const rows = await select(ctx)
    .where(
      and(
        eq(listingQuestions.listerId, user.id),
        handedOver,
        q.filter === "unanswered" ? isNull(listingQuestions.answeredAt) : undefined,
      ),
    )
    .orderBy(desc(listingQuestions.createdAt), desc(listingQuestions.id))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage);
  return pageOfRows(rows, q, toQuestion);
}

/**
 * One handed-over question the caller may answer: their own listing's, or any for staff with the listings
 * permission (SPEC §6 CAN_VIEW_LISTING). Anyone else gets the same 404 as for a question that does not exist.
 */
async function questionFor(ctx: ServiceCtx, user: AuthUser, id: string) {
  const [row] = await select(ctx)
    .where(and(eq(listingQuestions.id, id), handedOver))
    .limit(1);
  if (!row || (row.listerId !== user.id && !canModerate(user))) throw new ApiError(404, M.notFound);
  return row;
}

/** The lister's own answers and staff's are both allowed; only staff's go to the activity log (SPEC §6). */
const staffLog = (ctx: ServiceCtx, user: AuthUser, row: Row, action: string, details: Record<string, unknown>) =>
  row.listerId === user.id ? [] : [activityStatement(ctx, action, { type: "listing_question", id: row.id }, details)];

/**
 * POST /v1/secure/listing-questions/{id}/answer: the answer is kept, published on the listing or not. The
 * lister's answer also goes to the asker as a message in the question's conversation (messaging's sendMessage,
 * with its limits and notifications) when it is new or changed; staff are not in that conversation.
 */
export async function answerQuestion(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { answer: string; publish: boolean },
): Promise<ListerQuestion> {
  const row = await questionFor(ctx, user, id);
  if (row.listerId === user.id && row.conversationId && row.answer !== input.answer)
    await sendMessage(ctx, user, row.conversationId, { message: input.answer, attachments: [] });
  const publish = input.publish ? 1 : 0;
  await ctx.db.batch([
    ctx.db
      .update(listingQuestions)
      .set({
        answer: input.answer,
        answeredAt: sql`COALESCE(${listingQuestions.answeredAt}, ${ctx.now})`,
        published: publish,
        publishedAt: input.publish ? sql`COALESCE(${listingQuestions.publishedAt}, ${ctx.now})` : null,
      })
      .where(eq(listingQuestions.id, row.id)),
    ...staffLog(ctx, user, row, "listing_question.answer", {
      before: { answer: row.answer, published: row.published === 1 },
      after: { answer: input.answer, published: input.publish },
    }),
  ]);
  return toQuestion(await questionFor(ctx, user, id));
}

/** POST /v1/secure/listing-questions/{id}/unpublish: off the listing page; the answer stays in Messages. */
export async function unpublishQuestion(ctx: ServiceCtx, user: AuthUser, id: string): Promise<ListerQuestion> {
  const row = await questionFor(ctx, user, id);
  await ctx.db.batch([
    ctx.db.update(listingQuestions).set({ published: 0, publishedAt: null }).where(eq(listingQuestions.id, row.id)),
    ...staffLog(ctx, user, row, "listing_question.unpublish", { before: { published: row.published === 1 } }),
  ]);
  return toQuestion(await questionFor(ctx, user, id));
}
