import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import {
  attachmentUploadInput,
  channelAuthInput,
  conversationList,
  conversationSummary,
  messageAgentInput,
  messagePage,
  messageRequestInput,
  MESSAGING_RULES,
  readInput,
  reportConversationInput,
  sendMessageInput,
  sendResult,
  unreadCount,
  readReceipt,
  conversationReported,
  attachmentTicket,
  roomTicket,
} from "../../../contracts/messaging";
import {
  createAttachmentUpload,
  getConversation,
  issueRoomTicket,
  listConversations,
  listMessages,
  markRead,
  reportConversation,
  sendMessage,
  startConversation,
  assertParticipant,
  totalUnread,
} from "../../../services/messaging";
import { userWithBody } from "../../steps";
const id = z.object({ id: z.string().trim().min(1).max(120) });
const seq = z.coerce.number().int().min(0).max(1e9);

export const messagingRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/agent/{id}",
      secure: true,
      status: 201,
      params: id,
      body: messageAgentInput,
      response: sendResult,
      errors: { 422: "This account does not take enquiries (not a lister, agent or developer)" },
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(
        await startConversation(c.var.ctx, currentUser(c), {
          agentId: c.req.valid("param").id,
          message: body.message,
          propertyId: body.propertyId,
        }),
        201,
      );
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/request",
      secure: true,
      status: 201,
      body: messageRequestInput,
      response: sendResult,
      errors: {
        404: "No such agent or listing",
        422: "This account does not take enquiries (not a lister, agent or developer)",
      },
    }),
    userWithBody(201, startConversation),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/messaging/conversations",
      secure: true,
      response: conversationList,
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce
          .number()
          .int()
          .min(1)
          .max(MESSAGING_RULES.maxConversationsPerPage)
          .default(MESSAGING_RULES.conversationsPerPage),
        search: z.string().trim().max(100).optional(),
      }),
    }),
    async (c) => c.json(await listConversations(c.var.ctx, currentUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(jsonRoute({ method: "get", path: "/messaging/unread", secure: true, response: unreadCount }), async (c) =>
    c.json({ unread: await totalUnread(c.var.ctx, currentUser(c).id) }, 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/messaging/conversations/{id}",
      secure: true,
      params: id,
      response: conversationSummary,
    }),
    async (c) => c.json(await getConversation(c.var.ctx, currentUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/messaging/conversations/{id}/messages",
      secure: true,
      params: id,
      response: messagePage,
      query: z.object({
        perPage: z.coerce.number().int().min(1).max(100).default(MESSAGING_RULES.messagesPerPage),
        before: seq.optional(),
        after: seq.optional(),
      }),
    }),
    async (c) =>
      c.json(await listMessages(c.var.ctx, currentUser(c).id, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/conversations/{id}/messages",
      secure: true,
      status: 201,
      params: id,
      body: sendMessageInput,
      response: sendResult,
    }),
    async (c) =>
      c.json(await sendMessage(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/conversations/{id}/read",
      secure: true,
      params: id,
      body: readInput,
      response: readReceipt,
    }),
    async (c) =>
      c.json(await markRead(c.var.ctx, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").seq), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/conversations/{id}/report",
      secure: true,
      params: id,
      body: reportConversationInput,
      response: conversationReported,
    }),
    async (c) =>
      c.json(
        await reportConversation(c.var.ctx, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").reason),
        200,
      ),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/conversations/{id}/attachments",
      secure: true,
      status: 201,
      params: id,
      body: attachmentUploadInput,
      response: attachmentTicket,
    }),
    async (c) => {
      const user = currentUser(c);
      const convId = c.req.valid("param").id;
      await assertParticipant(c.var.ctx, user.id, convId);
      return c.json(await createAttachmentUpload(c.var.ctx, user.id, convId, c.req.valid("json")), 201);
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/pusher/auth",
      secure: true,
      body: channelAuthInput,
      response: roomTicket,
    }),
    userWithBody(200, issueRoomTicket),
  );
