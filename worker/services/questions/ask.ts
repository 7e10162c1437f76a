import type { AuthUser } from "../../contracts/auth";
import { answerFromListing } from "../../contracts/listing-answers";
import {
  handOverMessage,
  LISTING_QUESTION_MESSAGES as M,
  LISTING_QUESTION_RULES as R,
  type AskResult,
} from "../../contracts/listing-questions";
import { listingQuestions } from "../../db/schema";
import { newId } from "../../lib/crypto";
import { fieldError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { getPublicProperty } from "../listings";
import { startConversation } from "../messaging";
import { consumeLimits } from "../platform/rate-limit";

/** The sign-in page, coming back to the listing afterwards (the SPA's `?redirect=` takes same-site paths only). */
const signInUrl = (slug: string) => `/login?redirect=${encodeURIComponent(`/properties/property/${slug}`)}`;

/**
 * "Ask this listing" (POST /v1/properties/{id}/questions, and the assistant's hand-over): a question answered
 * from the listing's fields, or, when the listing does not say, sent to the lister as a message from the
 * visitor through messaging's own startConversation (its rules, notifications and limits). Anonymous visitors
 * are told to sign in first; every question is kept in listing_questions.
 *
 * Spent first, before the listing is read: one unit of the visitor's budget (the account, or the IP address when
 * anonymous) and one of the IP address's, decided by the limiter's own write, so parallel asks cannot slip
 * through.
 */
export async function askListing(
  ctx: ServiceCtx,
  user: AuthUser | null,
  propertyId: string,
  text: string,
): Promise<AskResult> {
  const question = text.trim().slice(0, R.maxTextLength);
  if (!question) throw fieldError("text", M.textRequired);
  const ip = ctx.ip ?? "unknown";
  await consumeLimits(ctx, [
    { key: `ask:${user ? `u:${user.id}` : `ip:${ip}`}`, limit: R.perVisitorPerMinute, windowMs: 60_000 },
    { key: `ask-ip:${ip}`, limit: R.perIpPerMinute, windowMs: 60_000 },
  ]);
  // Hidden and deleted listings are a 404 here as on their page; the owner and moderators still see theirs.
  const { detail } = await getPublicProperty(ctx, user, propertyId);
  const listerId = detail.agentContactInfo.id;
  const row = {
    id: newId(),
    propertyId: detail.id,
    listerId,
    askerId: user?.id ?? null,
    text: question,
    createdAt: ctx.now,
  };

  const answer = answerFromListing(detail, question, ctx.now);
  if (answer) {
    await ctx.db
      .insert(listingQuestions)
      .values({ ...row, topic: answer.topic, answeredFromListing: 1 })
      .run();
    return { answered: true, handedOver: false, ...answer, questionId: row.id };
  }
  const notHandedOver = async (reply: string, extra: Partial<AskResult> = {}): Promise<AskResult> => {
    await ctx.db.insert(listingQuestions).values(row).run();
    return { answered: false, handedOver: false, reply, topic: null, questionId: row.id, ...extra };
  };
  if (!user) return notHandedOver(M.signInToAsk, { signInUrl: signInUrl(detail.slug) });
  if (user.id === listerId) return notHandedOver(M.ownListing);

  // The message is written first: if it is refused (the visitor's message limit, a lister who no longer takes
  // enquiries) nothing says the question was handed over.
  const sent = await startConversation(ctx, user, {
    agentId: listerId,
    message: handOverMessage(question),
    propertyId: detail.id,
  });
  const conversationId = sent.conversation.id;
  await ctx.db
    .insert(listingQuestions)
    .values({ ...row, conversationId })
    .run();
  return {
    answered: false,
    handedOver: true,
    reply: M.handedOver,
    topic: null,
    questionId: row.id,
    conversationId,
    messagesUrl: `/dashboard/messages?cid=${conversationId}`,
  };
}
