import { and, desc, eq, isNotNull, ne, or } from "drizzle-orm";
import type { AuthUser } from "../../contracts/auth";
import { listingQuestions, properties } from "../../db/schema";
import { pageOfRows, type Paging } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { LISTING_MESSAGES } from "../../contracts/listing-rules";
import { ApiError } from "../../lib/errors";
import { canModerate } from "../listings";

/**
 * GET /v1/properties/{id}/questions: the questions and answers the lister published on the listing, newest
 * first. The listing is looked up by id or slug with the same visibility as its page (a hidden listing is a 404).
 */
export async function listPublishedQuestions(ctx: ServiceCtx, viewer: AuthUser | null, idOrSlug: string, q: Paging) {
  const listing = await ctx.db
    .select({ id: properties.id, status: properties.status, ownerId: properties.ownerId })
    .from(properties)
    .where(and(or(eq(properties.id, idOrSlug), eq(properties.slug, idOrSlug)), ne(properties.status, "deleted")))
    .get();
  // The listing page's rule: active listings are public, the owner and moderators also see their hidden ones.
  if (!listing || (listing.status !== "active" && listing.ownerId !== viewer?.id && !canModerate(viewer)))
    throw new ApiError(404, LISTING_MESSAGES.notFound);
  const rows = await ctx.db
    .select({
      id: listingQuestions.id,
      question: listingQuestions.text,
      answer: listingQuestions.answer,
      answeredAt: listingQuestions.answeredAt,
      publishedAt: listingQuestions.publishedAt,
    })
    .from(listingQuestions)
    .where(
      and(
        eq(listingQuestions.propertyId, listing.id),
        eq(listingQuestions.published, 1),
        isNotNull(listingQuestions.answer),
      ),
    )
    .orderBy(desc(listingQuestions.publishedAt), desc(listingQuestions.id))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage);
  return pageOfRows(rows, q, (r) => ({
    id: r.id,
    question: r.question,
    answer: r.answer ?? "",
    answeredAt: r.answeredAt ?? r.publishedAt ?? 0,
    publishedAt: r.publishedAt ?? 0,
  }));
}
