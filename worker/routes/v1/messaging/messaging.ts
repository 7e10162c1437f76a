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

/** SPEC.md §7 Messaging. Every route needs a bearer token (app.ts guards /v1/messaging/*). */
const TAGS = ["Messaging"];
const id = z.object({ id: z.string().trim().min(1).max(120) });
const seq = z.coerce.number().int().min(0).max(1e9);

export const messagingRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/agent/{id}",
      tags: TAGS,
      secure: true,
      status: 201,
      params: id,
      body: messageAgentInput,
      response: sendResult,
      summary: __API_DOCS__ ? "Message a listing's lister (id = the lister's user id)" : "",
      description: __API_DOCS__
        ? "Opens the conversation (one per seeker, lister and listing) or adds to it. A first message with a phone number or email to an unverified lister is flagged for staff, not blocked. Only brokerages, companies, agents and developers take enquiries (422 otherwise)."
        : "",
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
      tags: TAGS,
      secure: true,
      status: 201,
      body: messageRequestInput,
      response: sendResult,
      summary: __API_DOCS__ ? "Send a request to a lister by agentId (optionally about a listing)" : "",
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
      tags: TAGS,
      secure: true,
      response: conversationList,
      summary: __API_DOCS__
        ? "My conversations: unread first, then most recent; search by name, listing or last message"
        : "",
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
  .openapi(
    jsonRoute({
      method: "get",
      path: "/messaging/unread",
      tags: TAGS,
      secure: true,
      response: unreadCount,
      summary: __API_DOCS__ ? "Unread messages across my conversations" : "",
    }),
    async (c) => c.json({ unread: await totalUnread(c.var.ctx, currentUser(c).id) }, 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/messaging/conversations/{id}",
      tags: TAGS,
      secure: true,
      params: id,
      response: conversationSummary,
      summary: __API_DOCS__ ? "One conversation with the listing it is about (participants only)" : "",
    }),
    async (c) => c.json(await getConversation(c.var.ctx, currentUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/messaging/conversations/{id}/messages",
      tags: TAGS,
      secure: true,
      params: id,
      response: messagePage,
      summary: __API_DOCS__ ? "Messages, newest last" : "",
      description: __API_DOCS__
        ? "Without cursors: the latest page. `before=seq` pages back (hasMore = older exist). `after=seq` is the catch-up after a reconnect (hasMore = newer remain)."
        : "",
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
      tags: TAGS,
      secure: true,
      status: 201,
      params: id,
      body: sendMessageInput,
      response: sendResult,
      summary: __API_DOCS__ ? "Send a message (text and/or picture tokens from the attachments call)" : "",
    }),
    async (c) =>
      c.json(await sendMessage(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/conversations/{id}/read",
      tags: TAGS,
      secure: true,
      params: id,
      body: readInput,
      response: readReceipt,
      summary: __API_DOCS__ ? "Mark read up to seq (default: everything); the other participant sees the receipt" : "",
    }),
    async (c) =>
      c.json(await markRead(c.var.ctx, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").seq), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/messaging/conversations/{id}/report",
      tags: TAGS,
      secure: true,
      params: id,
      body: reportConversationInput,
      response: conversationReported,
      summary: __API_DOCS__ ? "Report abuse: staff may then read this conversation" : "",
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
      tags: TAGS,
      secure: true,
      status: 201,
      params: id,
      body: attachmentUploadInput,
      response: attachmentTicket,
      summary: __API_DOCS__ ? "A signed URL to PUT one picture to; send its token in the message's attachments" : "",
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
      tags: TAGS,
      secure: true,
      body: channelAuthInput,
      response: roomTicket,
      summary: __API_DOCS__ ? "Realtime channel auth: a one-minute ticket for conversation-{id} or user-{id}" : "",
      description: __API_DOCS__
        ? "Connect to /parties/{party}/{room}?_pk={socket_id}&ticket={auth} (the `url` field). Another room, an expired or a missing ticket is refused."
        : "",
    }),
    userWithBody(200, issueRoomTicket),
  );
