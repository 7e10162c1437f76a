import type { QuestionFilter } from "@contracts/listing-question-rules";
import { client, queryOptions, unwrap } from "../../lib/client";

/**
 * "Ask this listing" as the SPA calls it. Query keys: ["questions", "published", listingId, page] (the listing
 * page's Q&A) and ["questions", "mine", filter, page] (the lister's); an answer or unpublish invalidates
 * ["questions"].
 */
export const publishedQuestionsQuery = (listingId: string, page = 1) =>
  queryOptions({
    queryKey: ["questions", "published", listingId, page] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/properties/{id}/questions", { params: { path: { id: listingId }, query: { page } } }), {
        silent: true,
      }),
  });

export const myQuestionsQuery = (filter: QuestionFilter, page: number) =>
  queryOptions({
    queryKey: ["questions", "mine", filter, page] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/listing-questions", { params: { query: { filter, page } } })),
  });

/** Errors are shown in place by the ask box, so no toast. */
export const askListing = (listingId: string, text: string) =>
  unwrap(client.POST("/v1/properties/{id}/questions", { params: { path: { id: listingId } }, body: { text } }), {
    silent: true,
  });

export const answerQuestion = (id: string, body: { answer: string; publish: boolean }) =>
  unwrap(client.POST("/v1/secure/listing-questions/{id}/answer", { params: { path: { id } }, body }), { silent: true });

export const unpublishQuestion = (id: string) =>
  unwrap(client.POST("/v1/secure/listing-questions/{id}/unpublish", { params: { path: { id } } }));
