import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { assistantConversations, assistantMessages } from "../db/schema/assistant";
import { asNumber } from "./table-rows";
import { propertyCard, searchFilter } from "./listings";
import { listingQuote } from "./listing-questions";

/** The assistant's limits: what a visitor types is capped before anything reads it. */
export const ASSISTANT_RULES = {
  maxTextLength: 500,
  maxListings: 6,
  /** Messages a browser id may send a minute, and an IP address (several phones behind one carrier NAT). */
  perBrowserPerMinute: 20,
  perIpPerMinute: 60,
  /** The optional Workers AI provider answers within this or the parser's answer is used. */
  llmTimeoutMs: 1500,
  /** A conversation's history page. */
  historyLimit: 100,
} as const;

export const BROWSER_ID_HEADER = "x-browser-id";
const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const browserIdSchema = z
  .string()
  .regex(BROWSER_ID, "x-browser-id: send the random id this browser keeps (16–64 letters, digits, - or _).");

export const ASSISTANT_MESSAGES = {
  needBrowserId: "x-browser-id: send the random id this browser keeps (16–64 letters, digits, - or _).",
  notFound: "No such conversation for this browser or account.",
  conflict: "This conversation changed while you were sending (another tab?). Send your message again.",
} as const;

export const assistantMessageInput = z
  .strictObject({
    conversationId: z.string().trim().min(1).max(64).optional(),
    /** The listing page the visitor is on (its id or slug): a question about it is answered from its own fields, or handed to its lister. */
    listing: z.string().trim().min(1).max(200).optional(),
    text: z
      .string({ error: "text: write what you are looking for." })
      .trim()
      .min(1, "text: write what you are looking for.")
      .max(ASSISTANT_RULES.maxTextLength, `text: keep it under ${ASSISTANT_RULES.maxTextLength} characters.`),
  })
  .openapi("AssistantMessageInput");

export const assistantSource = z
  .object({ title: z.string(), url: z.string(), quote: z.string() })
  .openapi("AssistantSource");
export const assistantAction = z
  .object({
    kind: z.enum([
      "search",
      "relax",
      "save_search",
      "property_request",
      "contact",
      "support_email",
      "messages",
      "sign_in",
    ]),
    label: z.string(),
    href: z.string(),
  })
  .openapi("AssistantAction");

export const ASSISTANT_INTENTS = [
  "search",
  "help",
  "handover",
  "greeting",
  "thanks",
  "refused",
  "listing",
  "price",
  "unknown",
] as const;

/** A filter of the conversation's search, shown as a chip; `key` is what POST …/remove takes ("price", "amenities:6"). */
export const assistantChip = z.object({ key: z.string(), label: z.string() }).openapi("AssistantChip");
const CHIP =
  /^(place|type|beds|price|furnishing|extras|purpose|verified|(amenities|power|water|titleDocuments):[a-z0-9_]{1,40})$/;
export const assistantRemoveInput = z
  .strictObject({
    filter: z
      .string({ error: "filter: name the chip to remove (its key)." })
      .regex(CHIP, "filter: name the chip to remove (its key, e.g. price or amenities:6)."),
  })
  .openapi("AssistantRemoveInput");
/** The platform's rule behind a refusal: a search never sorts people. */
export const FAIR_DEALING_RULE =
  "PropertyNG lists homes for everyone: no search, listing or agent may filter, rank or refuse people by tribe, ethnicity, religion, marital status or gender, and listings that do are removed.";

export const assistantReply = z
  .object({
    conversationId: z.string(),
    reply: z.string(),
    intent: z.enum(ASSISTANT_INTENTS),
    /** The conversation's whole search after this message, as the search's own filter (the body of POST /v1/properties/search); no listingType when it looks at rent and sale both. */
    filters: searchFilter.optional(),
    /** What the search does not filter on, read from the words: a period, stay dates (yyyy-mm-dd), guests. */
    stay: z
      .object({
        period: z.enum(["per_year", "per_month", "per_night"]).optional(),
        checkIn: z.string().optional(),
        checkOut: z.string().optional(),
        guests: z.number().int().optional(),
      })
      .optional(),
    /** How this message changed the conversation's search: a new search, a refinement, or none (a question). */
    turn: z.enum(["fresh", "refine", "remove", "none"]).optional(),
    /** The conversation's search as removable chips (POST /v1/assistant/conversations/{id}/remove). */
    chips: z.array(assistantChip).optional(),
    /** Live matches as the search's cards (at most 6), with the search's freshness rules. */
    listings: z.array(propertyCard).optional(),
    total: z.number().int().optional(),
    searchUrl: z.string().optional(),
    sources: z.array(assistantSource).optional(),
    /** A listing question answered from the listing's own fields: the fields quoted. */
    quotes: z.array(listingQuote).optional(),
    actions: z.array(assistantAction).optional(),
  })
  .openapi("AssistantReply");
export type AssistantReply = z.infer<typeof assistantReply>;

/**
 * A line of the assistant's log (drizzle-zod). `answered` is 0 or 1 in the table and a boolean in the answers; the
 * JSON `sources` column has no shape in the table, so the answers state it.
 */
const messageRow = createSelectSchema(assistantMessages, { resultCount: asNumber, createdAt: asNumber });
const sources = z.array(z.object({ title: z.string(), url: z.string() })).nullable();

export const assistantHistoryMessage = messageRow
  .pick({ id: true, role: true, text: true, intent: true, createdAt: true })
  .extend({ searchUrl: z.string().nullable(), sources });
/** A conversation's columns (drizzle-zod); `handed_over` is 0 or 1 in the table and a boolean in the answers. */
const conversationRow = createSelectSchema(assistantConversations, {
  messageCount: asNumber,
  createdAt: asNumber,
  updatedAt: asNumber,
});

export const assistantConversation = conversationRow
  .pick({ id: true, createdAt: true, updatedAt: true })
  .extend({ messages: z.array(assistantHistoryMessage) })
  .openapi("AssistantConversation");

// ---- Admin: chatbot analytics (SPEC §2, §7, §9: messages 50, conversations 20, users 20 a page) ----
export const chatbotAnalyticsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const chatbotAnalytics = z
  .object({
    days: z.number(),
    totals: z.object({
      conversations: z.number(),
      messages: z.number(),
      visitors: z.number(),
      unanswered: z.number(),
      handOvers: z.number(),
      enquiries: z.number(),
      bookings: z.number(),
    }),
    /** How conversations go: turns, refinements and fresh searches, refusals, dead ends (last search found nothing). */
    conversation: z.object({
      turnsPerConversation: z.number(),
      refinements: z.number(),
      searches: z.number(),
      refusals: z.number(),
      deadEnds: z.number(),
      /** Questions asked about the listing on screen, and those handed to its lister (the listing did not say). */
      listingQuestions: z.number(),
      handedToListers: z.number(),
    }),
    /** The newest listing questions that went to listers: what listings should say and do not. */
    handedQuestions: z.array(
      z.object({ id: z.string(), conversationId: z.string(), text: z.string(), createdAt: z.number() }),
    ),
    /** The constraints visitors take away most ("price", "place", "amenities:6", …): where searches are too narrow. */
    topRemoved: z.array(z.object({ constraint: z.string(), count: z.number() })),
    perDay: z.array(z.object({ day: z.string(), messages: z.number(), conversations: z.number() })),
    topIntents: z.array(z.object({ intent: z.string(), count: z.number() })),
    topLocalities: z.array(z.object({ locality: z.string(), count: z.number() })),
    unanswered: z.array(
      z.object({ id: z.string(), conversationId: z.string(), text: z.string(), createdAt: z.number() }),
    ),
  })
  .openapi("ChatbotAnalytics");

const pageMeta = { page: z.number(), perPage: z.number(), total: z.number() };
export const chatbotMessageRow = messageRow
  .pick({
    id: true,
    conversationId: true,
    role: true,
    text: true,
    intent: true,
    locality: true,
    resultCount: true,
    createdAt: true,
  })
  .extend({ answered: z.boolean() });
export const chatbotMessagePage = z
  .object({ data: z.array(chatbotMessageRow), ...pageMeta })
  .openapi("ChatbotMessagePage");
export const chatbotConversationRow = conversationRow
  .pick({ id: true, messageCount: true, createdAt: true, updatedAt: true })
  .extend({
    visitor: z.string(),
    user: z.object({ id: z.string(), name: z.string() }).nullable(),
    handedOver: z.boolean(),
    firstText: z.string().nullable(),
  });
export const chatbotConversationPage = z
  .object({ data: z.array(chatbotConversationRow), ...pageMeta })
  .openapi("ChatbotConversationPage");
export const chatbotConversationDetail = chatbotConversationRow
  .extend({ messages: z.array(chatbotMessageRow) })
  .openapi("ChatbotConversationDetail");
export const chatbotUserRow = z.object({
  key: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  conversations: z.number(),
  messages: z.number(),
  lastSeenAt: z.number(),
});
export const chatbotUserPage = z.object({ data: z.array(chatbotUserRow), ...pageMeta }).openapi("ChatbotUserPage");
export const chatbotListQuery = (perPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(perPage),
    search: z.string().trim().max(100).optional(),
  });
