/**
 * "Ask this listing" without zod: the listing page's ask box imports its limits and words from here, so the
 * validation library stays out of the page's JavaScript. listing-questions.ts holds the API's schemas.
 */

import { canList } from "./constants";
import { LISTING_QUESTION_RULES } from "./listing-rules";

/** What a question can be about when the listing's own fields answer it (listing-answers.ts). */
export const LISTING_TOPICS = [
  "price",
  "service_charge",
  "agency_fee",
  "legal_fee",
  "caution_fee",
  "fees",
  "move_in_total",
  "title_documents",
  "amenities",
  "power",
  "water",
  "furnishing",
  "bedrooms",
  "bathrooms",
  "size",
  "inspection",
  "availability",
] as const;
export type ListingTopic = (typeof LISTING_TOPICS)[number];

// The limits live with the listing page's other rules (listing-rules.ts), which the page loads anyway.
export { LISTING_QUESTION_RULES };

/** The lister's list: only what still waits for an answer, or every handed-over question. */
export const QUESTION_FILTERS = ["unanswered", "all"] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

export const LISTING_QUESTION_MESSAGES = {
  handedOver: "I've asked the agent; you'll see the answer in Messages.",
  signInToAsk: "The listing doesn't say. Sign in and I'll ask the agent for you; you'll see the answer in Messages.",
  ownListing: "The listing doesn't say. This is your listing: add the answer to its details so every visitor sees it.",
  textRequired: "Write your question.",
  textTooLong: `Keep the question under ${LISTING_QUESTION_RULES.maxTextLength} characters.`,
  answerRequired: "Write the answer.",
  answerTooLong: `Keep the answer under ${LISTING_QUESTION_RULES.maxAnswerLength} characters.`,
  notFound: "No such question among your listings' questions.",
} as const;

/** The message the lister receives: the visitor's words, said to come from the listing's ask box. */
export const handOverMessage = (text: string) => `Question from your listing's page (the listing doesn't say): ${text}`;

/**
 * Who answers handed-over questions: listers (their own listings' questions; the service scopes by owner) and
 * staff with the listings permission (SPEC §6 CAN_VIEW_LISTING). Checked by the routes before the body is read.
 */
export const mayAnswerListingQuestions = (u: { accountType: string; adminAccess: boolean; permissions: string[] }) =>
  u.adminAccess ? u.permissions.includes("CAN_VIEW_LISTING") : canList(u);
