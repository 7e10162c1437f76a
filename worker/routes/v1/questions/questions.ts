import { jsonRoute, router, z } from "../../../lib/openapi";
import {
  askInput,
  askResult,
  LISTING_QUESTION_RULES as R,
  publishedQuestionPage,
} from "../../../contracts/listing-questions";
import { askListing, listPublishedQuestions } from "../../../services/questions";
import { paging } from "../../params";
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
      params: listing,
      body: askInput,
      response: askResult,
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
      params: listing,
      query: z.object(paging(R.publishedPerPage)),
      response: publishedQuestionPage,
      errors: { 404: "No such listing (or not visible to this visitor)" },
    }),
    async (c) =>
      c.json(
        await listPublishedQuestions(c.var.ctx, c.var.user ?? null, c.req.valid("param").id, c.req.valid("query")),
        200,
      ),
  );
