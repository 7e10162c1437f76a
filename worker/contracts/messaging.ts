import { z } from "zod";
import { IMAGE_TYPES } from "./constants";
import { agentContactInfo } from "./listings";
import { MESSAGING_RULES } from "./messaging-rules";
import { pageOf } from "./paging";

/** Messaging (SPEC.md §7 Messaging): shapes shared by the worker, the SPA and the mobile apps. */
export { MESSAGING_RULES };

export const MESSAGING_MESSAGES = {
  empty: "Type a message.",
  tooLong: `A message can be at most ${MESSAGING_RULES.maxMessageChars} characters.`,
  notParticipant: "You are not allowed to perform this action.",
  selfMessage: "You cannot message yourself.",
  agentNotFound: "This lister is no longer on PropertyNG.",
  notALister:
    "Only listers, agents and developers take enquiries: message them from one of their listings or projects.",
  listingNotFound: "This listing is no longer available.",
  listingNotTheirs: "This listing belongs to another lister.",
  attachmentMissing: "This picture was not uploaded. Please choose it again.",
  badChannel: "channel_name must be conversation-{id} or user-{id} (optionally prefixed with private-).",
  scamWarning: "Contact details in a first message to an unverified lister: never pay anything outside PropertyNG.",
} as const;

const text = z
  .string({ error: MESSAGING_MESSAGES.empty })
  .trim()
  .min(1, MESSAGING_MESSAGES.empty)
  .max(MESSAGING_RULES.maxMessageChars, MESSAGING_MESSAGES.tooLong);
const attachmentTokens = z
  .array(z.string().min(1).max(200))
  .max(MESSAGING_RULES.maxAttachments, `At most ${MESSAGING_RULES.maxAttachments} pictures per message.`);

/** POST /v1/messaging/agent/{id}: a seeker writes to a listing's lister. */
export const messageAgentInput = z.strictObject({
  message: text,
  propertyId: z.string().trim().min(1).max(120).optional(),
});

/** POST /v1/messaging/request: a request to a lister without a listing (SPEC.md "create request with agentId"). */
export const messageRequestInput = z.strictObject({
  agentId: z.string().trim().min(1, "Choose who to write to.").max(120),
  message: text,
  propertyId: z.string().trim().min(1).max(120).optional(),
});

/** POST /v1/messaging/conversations/{id}/messages. A message may be only pictures. */
export const sendMessageInput = z
  .strictObject({
    message: z.string().trim().max(MESSAGING_RULES.maxMessageChars, MESSAGING_MESSAGES.tooLong).default(""),
    attachments: attachmentTokens.default([]),
  })
  .refine((v) => v.message.length > 0 || v.attachments.length > 0, {
    message: MESSAGING_MESSAGES.empty,
    path: ["message"],
  });

export const readInput = z.strictObject({ seq: z.number().int().min(0).optional() });
export const reportConversationInput = z.strictObject({
  reason: z.string().trim().min(5, "Tell us what happened (at least 5 characters).").max(500),
});
export const attachmentUploadInput = z.strictObject({
  contentType: z.enum(IMAGE_TYPES, { error: "Send a JPEG, PNG or WebP picture." }),
  sizeBytes: z.number().int().min(1).max(MESSAGING_RULES.maxAttachmentBytes, "A picture can be at most 8 MB."),
});

/** SPEC.md §3 "Realtime channel auth": socket_id, channel_name. */
export const channelAuthInput = z.strictObject({
  socket_id: z.string().trim().min(1).max(100),
  channel_name: z.string().trim().min(1).max(200),
});

/** The other side of a conversation: the listing's agent contact card without the phone. */
export const participant = agentContactInfo.omit({ phone: true });

export const conversationProperty = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  address: z.string(),
  priceKobo: z.number().int(),
  listingType: z.string(),
  thumbnailMdUrl: z.string().nullable(),
});

export const conversationSummary = z.object({
  id: z.string(),
  role: z.enum(["seeker", "agent"]),
  otherUser: participant,
  property: conversationProperty.nullable(),
  lastSeq: z.number().int(),
  lastReadSeq: z.number().int(),
  /** The other participant's last read message: read receipts. */
  otherLastReadSeq: z.number().int(),
  unread: z.number().int(),
  lastMessageAt: z.number(),
  lastMessagePreview: z.string(),
  flagged: z.boolean(),
  createdAt: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const chatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int(),
  senderId: z.string(),
  message: z.string(),
  attachments: z.array(z.object({ url: z.string() })),
  flagged: z.boolean(),
  createdAt: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationList = z.object({
  data: z.array(conversationSummary),
  page: z.number().int(),
  perPage: z.number().int(),
  hasMore: z.boolean(),
  totalUnread: z.number().int(),
});

export const messagePage = z.object({
  data: z.array(chatMessage),
  /** More, older messages exist before the first one returned (page back with `before`). */
  hasMore: z.boolean(),
});

export const sendResult = z.object({ conversation: conversationSummary, message: chatMessage });

/** What the rooms send to browsers. */
export type RoomEvent =
  | { type: "message"; data: ChatMessage }
  | { type: "read"; data: { conversationId: string; userId: string; seq: number } }
  | { type: "typing"; data: { userId: string; typing: boolean } }
  | {
      type: "conversation";
      data: { id: string; lastSeq: number; lastMessageAt: number; lastMessagePreview: string; senderId: string };
    }
  | { type: "notification"; data: NotificationItem }
  | { type: "pong" };

/** SPEC.md §3 notification types; `none` means a plain message (account, listing and KYC news). */
export const NOTIFICATION_TYPES = [
  "review",
  "favorite",
  "agent_review",
  "inspection_booking",
  "chat",
  "announcement",
  "none",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  property_slug: z.string().nullable(),
  property_title: z.string().nullable(),
  message: z.string(),
  message_id: z.string().nullable(),
  conversation_id: z.string().nullable(),
  user_conversation_id: z.string().nullable(),
  /** Where opening it leads (a listing, a chat, the dashboard). */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.number(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationPage = z.object({
  results: z.array(notificationItem),
  page: z.number().int(),
  perPage: z.number().int(),
  hasMore: z.boolean(),
  /** SPEC.md §9: the badge counts unread items of the last day. */
  unreadRecent: z.number().int(),
});

export const BADGE_WINDOW_MS = 24 * 3600_000;

/** Staff review of reported or flagged conversations (routes/admin/messaging.ts). */
export const reviewConversationRow = z.object({
  id: z.string(),
  seeker: z.object({ id: z.string(), fullName: z.string() }),
  agent: z.object({ id: z.string(), fullName: z.string(), kycVerified: z.boolean() }),
  propertyId: z.string().nullable(),
  messages: z.number().int(),
  lastMessageAt: z.number(),
  flaggedAt: z.number().nullable(),
  flagReason: z.string().nullable(),
  reportedAt: z.number().nullable(),
  reportedBy: z.string().nullable(),
  reportReason: z.string().nullable(),
  createdAt: z.number(),
});
export const reviewConversationPage = pageOf(reviewConversationRow);
export const reviewConversation = z.object({
  conversation: reviewConversationRow,
  messages: z.array(chatMessage),
  hasMore: z.boolean(),
});
export const reviewClearInput = z.strictObject({
  note: z.string().trim().min(3, "Say why the review is closed.").max(500),
});
export const reviewCleared = z.object({ id: z.string(), cleared: z.literal(true) });

/** Unread messages across my conversations. */
export const unreadCount = z.object({ unread: z.number().int() });
/** Answer of POST .../read. */
export const readReceipt = z.object({
  conversationId: z.string(),
  lastReadSeq: z.number().int(),
  unread: z.number().int(),
});
/** Answer of POST .../report. */
export const conversationReported = z.object({ id: z.string(), reported: z.literal(true) });
/** Signed upload of one chat picture. */
export const attachmentTicket = z.object({ token: z.string(), uploadUrl: z.string(), expiresAt: z.number() });
/** A ticket for one realtime room (POST /v1/messaging/pusher/auth). */
export const roomTicket = z.object({
  auth: z.string(),
  channel_name: z.string(),
  party: z.enum(["conversation", "user"]),
  room: z.string(),
  expiresAt: z.number(),
  url: z.string(),
});
/** DELETE /v1/secure/user/notification/{id}. */
export const notificationDeleted = z.object({ id: z.string(), deleted: z.literal(true) });
/** "Mark all read": how many of your notifications this call marked (0 when all were read already). */
export const notificationsMarkedRead = z.object({ marked: z.number().int().nonnegative() });
