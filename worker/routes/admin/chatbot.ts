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

const TAGS = ["Admin"];
const guard = requirePermission("CAN_VIEW_DASHBOARD_REPORTS");

/** SPEC §7 "chatbot analytics, messages, conversations and users" (§9: 50, 20 and 20 a page). */
export const adminChatbotRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/chatbot/analytics",
      tags: TAGS,
      secure: true,
      summary: __API_DOCS__
        ? "The property assistant: messages per day, top intents and localities, unanswered questions, hand-overs, conversions"
        : "",
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
      tags: TAGS,
      secure: true,
      summary: __API_DOCS__ ? "The assistant's messages, newest first (50 a page)" : "",
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
      tags: TAGS,
      secure: true,
      summary: __API_DOCS__ ? "The assistant's conversations, latest first (20 a page)" : "",
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
      tags: TAGS,
      secure: true,
      summary: __API_DOCS__ ? "One conversation with the assistant, every message" : "",
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
      tags: TAGS,
      secure: true,
      summary: __API_DOCS__ ? "Who talks to the assistant: accounts and anonymous browsers (20 a page)" : "",
      query: chatbotListQuery(PAGE_SIZES.chatbotUsers),
      response: chatbotUserPage,
    }),
    byQuery(listChatbotUsers),
  );
