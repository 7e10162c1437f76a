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
      middleware: [visitor],
      params: z.object({ id: z.string().trim().min(1).max(64) }),
      response: assistantConversation,
      errors: { 404: ASSISTANT_MESSAGES.notFound },
    }),
    async (c) => c.json(await getAssistantConversation(c.var.ctx, visitorOf(c), c.req.valid("param").id), 200),
  );
