import type { z } from "zod";
import {
  MESSAGING_RULES,
  type ChatMessage,
  type ConversationSummary,
  type NotificationItem,
  type messagePage,
  type notificationPage,
} from "@contracts/messaging";
import { PAGE_SIZES, imageTypeOf } from "@contracts/constants";
import { client, unwrap, queryOptions } from "../../lib/client";

export type { ChatMessage, ConversationSummary, NotificationItem };
export type MessagePage = z.infer<typeof messagePage>;
export type NotificationPage = z.infer<typeof notificationPage>;

/** Query keys: everything messaging lives under ["messaging"], notifications under ["notifications"]. */
export const conversationsQuery = (search: string) =>
  queryOptions({
    queryKey: ["messaging", "conversations", search] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      unwrap(
        client.GET("/v1/messaging/conversations", {
          signal,
          params: { query: { search, perPage: MESSAGING_RULES.maxConversationsPerPage } },
        }),
        { silent: true },
      ),
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: ["messaging", "conversation", id] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      unwrap(client.GET("/v1/messaging/conversations/{id}", { signal, params: { path: { id } } })),
  });

export const unreadQuery = () =>
  queryOptions({
    queryKey: ["messaging", "unread"] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      unwrap(client.GET("/v1/messaging/unread", { signal }), { silent: true }),
  });

export const messagesKey = (id: string) => ["messaging", "messages", id] as const;
export const fetchMessages = (
  id: string,
  q: { before?: number; after?: number; perPage?: number } = {},
  signal?: AbortSignal,
) =>
  unwrap(client.GET("/v1/messaging/conversations/{id}/messages", { signal, params: { path: { id }, query: q } }), {
    silent: true,
  });

export const sendMessage = (id: string, body: { message: string; attachments?: string[] }) =>
  unwrap(client.POST("/v1/messaging/conversations/{id}/messages", { params: { path: { id } }, body }));

export const messageAgent = (agentId: string, body: { message: string; propertyId?: string }) =>
  unwrap(client.POST("/v1/messaging/agent/{id}", { params: { path: { id: agentId } }, body }), { silent: true });

export const messageRequest = (body: { agentId: string; message: string }) =>
  unwrap(client.POST("/v1/messaging/request", { body }), { silent: true });

export const markRead = (id: string) =>
  unwrap(client.POST("/v1/messaging/conversations/{id}/read", { params: { path: { id } }, body: {} }), {
    silent: true,
  });

export const channelTicket = (socketId: string, channel: string) =>
  unwrap(client.POST("/v1/messaging/pusher/auth", { body: { socket_id: socketId, channel_name: channel } }), {
    silent: true,
  });

/** Signed upload of one chat picture; resolves to the token a message carries. */
export async function uploadPicture(conversationId: string, file: File) {
  const type = imageTypeOf(file);
  const ticket = await unwrap(
    client.POST("/v1/messaging/conversations/{id}/attachments", {
      params: { path: { id: conversationId } },
      body: { contentType: type, sizeBytes: file.size },
    }),
  );
  const res = await fetch(ticket.uploadUrl, { method: "PUT", body: file, headers: { "content-type": type } });
  if (!res.ok) {
    const err = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(err?.message ?? "The picture could not be uploaded.");
  }
  return ticket.token;
}

/** SPEC.md §7/§9: the bell reads page 1, size 15, `results`. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: ["notifications", "bell"] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      unwrap(
        client.GET("/v1/secure/notification", {
          signal,
          params: { query: { page: 1, perPage: PAGE_SIZES.notifications } },
        }),
        { silent: true },
      ),
  });

export const readNotification = (id: string) =>
  unwrap(client.PATCH("/v1/secure/user/notification/{id}/read", { params: { path: { id } } }), { silent: true });
export const readAllNotifications = () =>
  unwrap(client.POST("/v1/secure/user/notification/read-all"), { silent: true });
export const deleteNotification = (id: string) =>
  unwrap(client.DELETE("/v1/secure/user/notification/{id}", { params: { path: { id } } }), { silent: true });
