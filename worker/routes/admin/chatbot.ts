import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { PAGE_SIZES } from "../../contracts/constants";
import {
  chatbotAnalytics,
  chatbotAnalyticsQuery,
  chatbotConversationDetail,
  chatbotConversationPage,
  chatbotListQuery,
  chatbotMessagePage,
  chatbotUserPage,
} from "../../contracts/assistant";
import {
  chatbotAnalytics as analytics,
  getChatbotConversation,
  listChatbotConversations,
  listChatbotMessages,
  listChatbotUsers,
} from "../../services/assistant/admin";
import { byId, byQuery } from "../steps";
const guard = requirePermission("CAN_VIEW_DASHBOARD_REPORTS");

/** SPEC §7 "chatbot analytics, messages, conversations and users" (§9: 50, 20 and 20 a page). */
export const adminChatbotRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/chatbot/analytics",
      secure: true,
      query: chatbotAnalyticsQuery,
      response: chatbotAnalytics,
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await analytics(c.var.ctx, c.req.valid("query").days), 200);
    },
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/chatbot/messages",
      secure: true,
      query: chatbotListQuery(PAGE_SIZES.chatbotMessages),
      response: chatbotMessagePage,
    }),
    byQuery(listChatbotMessages),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/chatbot/conversations",
      secure: true,
      query: chatbotListQuery(PAGE_SIZES.chatbotConversations),
      response: chatbotConversationPage,
    }),
    byQuery(listChatbotConversations),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/chatbot/conversations/{id}",
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(64) }),
      response: chatbotConversationDetail,
      errors: { 404: "No such conversation." },
    }),
    byId(getChatbotConversation),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/chatbot/users",
      secure: true,
      query: chatbotListQuery(PAGE_SIZES.chatbotUsers),
      response: chatbotUserPage,
    }),
    byQuery(listChatbotUsers),
  );
