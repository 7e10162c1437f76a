import type { z } from "zod";
import type { ChatMessage, ConversationSummary, NotificationItem, conversationList, messagePage, notificationPage, sendResult } from "@contracts/messaging";
import { PAGE_SIZES } from "@contracts/constants";
import { api } from "../../lib/api";

export type { ChatMessage, ConversationSummary, NotificationItem };
export type ConversationList = z.infer<typeof conversationList>;
export type MessagePage = z.infer<typeof messagePage>;
export type NotificationPage = z.infer<typeof notificationPage>;
export type SendResult = z.infer<typeof sendResult>;

/** Query keys: everything messaging lives under ["messaging"], notifications under ["notifications"]. */
export const conversationsQuery = (search: string) => ({
  queryKey: ["messaging", "conversations", search] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<ConversationList>("/v1/messaging/conversations", { signal, query: { search, perPage: 50 }, silent: true }),
});

export const conversationQuery = (id: string) => ({
  queryKey: ["messaging", "conversation", id] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<ConversationSummary>(`/v1/messaging/conversations/${encodeURIComponent(id)}`, { signal }),
});

export const unreadQuery = () => ({
  queryKey: ["messaging", "unread"] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<{ unread: number }>("/v1/messaging/unread", { signal, silent: true }),
});

export const messagesKey = (id: string) => ["messaging", "messages", id] as const;
export const fetchMessages = (id: string, q: { before?: number; after?: number; perPage?: number } = {}, signal?: AbortSignal) =>
  api<MessagePage>(`/v1/messaging/conversations/${encodeURIComponent(id)}/messages`, { signal, query: q, silent: true });

export const sendMessage = (id: string, body: { message: string; attachments?: string[] }) =>
  api<SendResult>(`/v1/messaging/conversations/${encodeURIComponent(id)}/messages`, { method: "POST", body });

export const messageAgent = (agentId: string, body: { message: string; propertyId?: string }) =>
  api<SendResult>(`/v1/messaging/agent/${encodeURIComponent(agentId)}`, { method: "POST", body, silent: true });

export const messageRequest = (body: { agentId: string; message: string }) => api<SendResult>("/v1/messaging/request", { method: "POST", body, silent: true });

export const markRead = (id: string) =>
  api<{ lastReadSeq: number; unread: number }>(`/v1/messaging/conversations/${encodeURIComponent(id)}/read`, { method: "POST", body: {}, silent: true });

export const channelTicket = (socketId: string, channel: string) =>
  api<{ auth: string; party: string; room: string }>("/v1/messaging/pusher/auth", { method: "POST", body: { socket_id: socketId, channel_name: channel }, silent: true });

/** Signed upload of one chat picture; resolves to the token a message carries. */
export async function uploadPicture(conversationId: string, file: File) {
  const type = file.type === "image/png" || file.type === "image/webp" ? file.type : "image/jpeg";
  const ticket = await api<{ token: string; uploadUrl: string }>(`/v1/messaging/conversations/${encodeURIComponent(conversationId)}/attachments`, {
    method: "POST",
    body: { contentType: type, sizeBytes: file.size },
  });
  const res = await fetch(ticket.uploadUrl, { method: "PUT", body: file, headers: { "content-type": type } });
  if (!res.ok) {
    const err = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(err?.message ?? "The picture could not be uploaded.");
  }
  return ticket.token;
}

/** SPEC.md §7/§9: the bell reads page 1, size 15, `results`. */
export const notificationsQuery = () => ({
  queryKey: ["notifications", "bell"] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<NotificationPage>("/v1/secure/notification", { signal, query: { page: 1, perPage: PAGE_SIZES.notifications }, silent: true }),
});

export const readNotification = (id: string) => api<NotificationItem>(`/v1/secure/user/notification/${encodeURIComponent(id)}/read`, { method: "PATCH", silent: true });
export const deleteNotification = (id: string) => api<{ id: string }>(`/v1/secure/user/notification/${encodeURIComponent(id)}`, { method: "DELETE", silent: true });
