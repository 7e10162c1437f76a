import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { adminReadConversation, clearConversationReview, listReviewableConversations } from "../../services/messaging";
import { reviewClearInput, reviewCleared, reviewConversation, reviewConversationPage } from "../../contracts/messaging";
import { byQuery } from "../steps";

/**
 * Reported or flagged conversations only, for staff with CAN_VIEW_DASHBOARD_REPORTS (SPEC.md §6: reports).
 * Every read and every dismissal is in the activity log.
 */
const guard = requirePermission("CAN_VIEW_DASHBOARD_REPORTS");
const id = z.object({ id: z.string().trim().min(1).max(120) });

export const adminMessagingRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/messaging/conversations",
      secure: true,
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(100).default(20),
      }),
      response: reviewConversationPage,
    }),
    byQuery(listReviewableConversations),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/messaging/conversations/{id}",
      secure: true,
      params: id,
      query: z.object({
        perPage: z.coerce.number().int().min(1).max(100).default(50),
        before: z.coerce.number().int().min(0).optional(),
      }),
      response: reviewConversation,
    }),
    async (c) => c.json(await adminReadConversation(c.var.ctx, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/messaging/conversations/{id}/clear",
      errors: { 409: "The conversation was already cleared" },
      secure: true,
      params: id,
      body: reviewClearInput,
      response: reviewCleared,
    }),
    async (c) =>
      c.json(await clearConversationReview(c.var.ctx, c.req.valid("param").id, c.req.valid("json").note), 200),
  );
