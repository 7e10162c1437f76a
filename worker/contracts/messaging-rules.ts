/** Messaging limits shared by the worker and the SPA, without zod (public pages import them). */
export const MESSAGING_RULES = {
  maxMessageChars: 2000,
  conversationsPerPage: 20,
  /** The most one page of conversations may hold (the SPA's contact list asks for this many). */
  maxConversationsPerPage: 50,
  messagesPerPage: 30,
  maxAttachments: 4,
  maxAttachmentBytes: 8 * 1024 * 1024,
  uploadUrlTtlMs: 10 * 60_000,
  viewUrlTtlMs: 60 * 60_000,
  /** Room tickets are for connecting, not for staying: a reconnect asks for a new one. */
  ticketTtlMs: 60_000,
  /** Messages a sender may send per minute (all conversations together). */
  sendLimit: 30,
  sendWindowMs: 60_000,
  /** New conversations a user may open per hour. */
  startLimit: 20,
  startWindowMs: 3600_000,
  /** Picture upload links a user may ask for per hour (each can hold 8 MB). */
  attachmentLimit: 60,
  attachmentWindowMs: 3600_000,
  /** A message still unread this long gets an email (batched per conversation). */
  unreadEmailAfterMs: 5 * 60_000,
} as const;
