import { createMiddleware } from "hono/factory";
import { documentsErrors, jsonRoute, router, z } from "../../../lib/openapi";
import type { AppEnv } from "../../../lib/app-env";
import { ApiError } from "../../../lib/errors";
import {
  ASSISTANT_MESSAGES,
  assistantConversation,
  assistantMessageInput,
  assistantRemoveInput,
  assistantReply,
  BROWSER_ID_HEADER,
  browserIdSchema,
} from "../../../contracts/assistant";
import {
  getAssistantConversation,
  removeAssistantFilter,
  sendAssistantMessage,
  type Visitor,
} from "../../../services/assistant";

const TAGS = ["Assistant"];

/**
 * Who is talking: a signed-in account, or an anonymous browser by the random id it keeps (x-browser-id). An
 * anonymous request without a well-formed id is refused before the body is read.
 */
const visitor = documentsErrors(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user) {
      const id = c.req.header(BROWSER_ID_HEADER);
      if (!id || !browserIdSchema.safeParse(id).success)
        throw new ApiError(400, ASSISTANT_MESSAGES.needBrowserId, [
          { field: BROWSER_ID_HEADER, message: ASSISTANT_MESSAGES.needBrowserId },
        ]);
    }
    await next();
  }),
  {},
  {
    [BROWSER_ID_HEADER]: browserIdSchema.optional().openapi({
      description: __API_DOCS__ ? "A random id this browser keeps (anonymous visitors); ignored when signed in." : "",
    }),
  },
);

const visitorOf = (c: { var: AppEnv["Variables"]; req: { header(name: string): string | undefined } }): Visitor => ({
  user: c.var.user ?? null,
  browserId: c.var.user ? null : (c.req.header(BROWSER_ID_HEADER) ?? null),
});

export const assistantRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/assistant/messages",
      tags: TAGS,
      summary: __API_DOCS__
        ? "Ask the property assistant (English or Pidgin): listings, answers from the help, or a hand-over"
        : "",
      description: __API_DOCS__
        ? "Words become the search's own filter (`filters`, the body of POST /v1/properties/search) and at most 6 live listings as the search's cards, with `searchUrl` for the full search; when nothing matches, `actions` say which filter to relax and offer to save the search or post a property request. Questions are answered by quoting the site's help (`sources`, with links). Anonymous visitors send `x-browser-id`. Rate-limited per browser and per IP; text at most 500 characters."
        : "",
      middleware: [visitor],
      body: assistantMessageInput,
      response: assistantReply,
      errors: { 404: ASSISTANT_MESSAGES.notFound, 409: ASSISTANT_MESSAGES.conflict },
    }),
    async (c) => c.json(await sendAssistantMessage(c.var.ctx, visitorOf(c), c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/assistant/conversations/{id}/remove",
      tags: TAGS,
      summary: __API_DOCS__ ? "Remove one filter (a chip) from the conversation's search and answer it again" : "",
      description: __API_DOCS__
        ? "`filter` is a chip's key from the last reply (`price`, `place`, `beds`, `amenities:6`, …). The conversation continues from the search without it; the reply is the same shape as a message's."
        : "",
      middleware: [visitor],
      params: z.object({ id: z.string().trim().min(1).max(64) }),
      body: assistantRemoveInput,
      response: assistantReply,
      errors: { 404: ASSISTANT_MESSAGES.notFound, 409: ASSISTANT_MESSAGES.conflict },
    }),
    async (c) =>
      c.json(
        await removeAssistantFilter(c.var.ctx, visitorOf(c), c.req.valid("param").id, c.req.valid("json").filter),
        200,
      ),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/assistant/conversations/{id}",
      tags: TAGS,
      summary: __API_DOCS__
        ? "My conversation with the assistant (this account's, or this browser's when anonymous)"
        : "",
      middleware: [visitor],
      params: z.object({ id: z.string().trim().min(1).max(64) }),
      response: assistantConversation,
      errors: { 404: ASSISTANT_MESSAGES.notFound },
    }),
    async (c) => c.json(await getAssistantConversation(c.var.ctx, visitorOf(c), c.req.valid("param").id), 200),
  );
