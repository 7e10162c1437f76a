import { z } from "zod";
import {
  LISTING_QUESTION_MESSAGES as M,
  LISTING_QUESTION_RULES as R,
  LISTING_TOPICS,
  QUESTION_FILTERS,
} from "./listing-question-rules";
import { pageOf } from "./paging";

/** "Ask this listing": the API's bodies and answers (SPA, mobile apps, worker). Limits and words: listing-question-rules.ts. */
export * from "./listing-question-rules";

/** POST /v1/properties/{id}/questions. */
export const askInput = z.strictObject({
  text: z.string({ error: M.textRequired }).trim().min(1, M.textRequired).max(R.maxTextLength, M.textTooLong),
});

/** One listing field an answer rests on: its API name, the label the page shows, and the value as shown. */
export const listingQuote = z.object({ field: z.string(), label: z.string(), value: z.string() });

export const askResult = z.object({
  /** The listing's own fields answered it (`quotes` says which). */
  answered: z.boolean(),
  /** The listing does not say, and the question went to the lister as a message from the visitor. */
  handedOver: z.boolean(),
  reply: z.string(),
  topic: z.enum(LISTING_TOPICS).nullable(),
  quotes: z.array(listingQuote).optional(),
  questionId: z.string(),
  /** The messaging conversation the question went to (handed over only). */
  conversationId: z.string().optional(),
  /** Where the answer will arrive (handed over only). */
  messagesUrl: z.string().optional(),
  /** An anonymous visitor's way to hand the question over: sign in, then come back to the listing. */
  signInUrl: z.string().optional(),
});
export type AskResult = z.infer<typeof askResult>;

/** A question and the lister's answer as the listing page shows them (no asker). */
export const publishedQuestion = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  answeredAt: z.number(),
  publishedAt: z.number(),
});
export const publishedQuestionPage = pageOf(publishedQuestion);

/** A handed-over question as its lister (or staff) sees it. */
export const listerQuestion = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.number(),
  answeredAt: z.number().nullable(),
  publishedAt: z.number().nullable(),
  conversationId: z.string().nullable(),
  property: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  /** First name only: the rest of the conversation is in Messages. */
  askerName: z.string().nullable(),
});
export type ListerQuestion = z.infer<typeof listerQuestion>;
export const listerQuestionPage = pageOf(listerQuestion);

export const questionFilter = z.enum(QUESTION_FILTERS);

/** POST /v1/secure/listing-questions/{id}/answer. */
export const answerInput = z.strictObject({
  answer: z.string({ error: M.answerRequired }).trim().min(1, M.answerRequired).max(R.maxAnswerLength, M.answerTooLong),
  /** Show the question and this answer on the listing page. */
  publish: z.boolean({ error: "publish: say true or false." }).default(false),
});
