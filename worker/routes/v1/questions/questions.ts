import { jsonRoute, router, z } from "../../../lib/openapi";
import {
  askInput,
  askResult,
  LISTING_QUESTION_RULES as R,
  publishedQuestionPage,
} from "../../../contracts/listing-questions";
import { askListing, listPublishedQuestions } from "../../../services/questions";
import { paging } from "../../params";

const TAGS = ["Listing questions"];
const listing = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(160)
    .openapi({ description: __API_DOCS__ ? "The listing's id or slug" : "" }),
});

/** "Ask this listing" on a listing page: anyone may ask (signed in to hand a question over) and read the answers. */
export const questionPublicRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/properties/{id}/questions",
      tags: TAGS,
      params: listing,
      body: askInput,
      response: askResult,
      summary: __API_DOCS__
        ? "Ask a listing a question (English or Pidgin): answered from its fields, or handed to the lister"
        : "",
      description: __API_DOCS__
        ? `The listing's own fields answer what they can (price, fees and the total to move in, title documents, amenities, power and water, furnishing, rooms, size, inspection, availability), quoting each field in \`quotes\`. What the listing does not say goes to the lister as a message from the visitor (\`handedOver\`, \`conversationId\`); anonymous visitors get \`signInUrl\` instead. Rate-limited per visitor (${R.perVisitorPerMinute} a minute) and per IP (${R.perIpPerMinute}); text at most ${R.maxTextLength} characters; handing over also counts against the messaging limits.`
        : "",
      errors: {
        404: "No such listing (or not visible to this visitor)",
        422: "The listing's lister does not take enquiries",
      },
    }),
    async (c) =>
      c.json(await askListing(c.var.ctx, c.var.user ?? null, c.req.valid("param").id, c.req.valid("json").text), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/properties/{id}/questions",
      tags: TAGS,
      params: listing,
      query: z.object(paging(R.publishedPerPage)),
      response: publishedQuestionPage,
      summary: __API_DOCS__ ? "The questions and answers the lister published on a listing, newest first" : "",
      errors: { 404: "No such listing (or not visible to this visitor)" },
    }),
    async (c) =>
      c.json(
        await listPublishedQuestions(c.var.ctx, c.var.user ?? null, c.req.valid("param").id, c.req.valid("query")),
        200,
      ),
  );
