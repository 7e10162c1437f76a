/** Messaging: conversations and messages in D1, pushed to PartyKit rooms after each write. */
export { startConversation, sendMessage } from "./send";
export { listConversations, getConversation, listMessages, totalUnread, assertParticipant } from "./read";
export { markRead, reportConversation } from "./receipts";
export { createAttachmentUpload, receiveAttachment, readAttachment } from "./attachments";
export { listReviewableConversations, adminReadConversation, clearConversationReview } from "./admin";
export { contactDetailsIn } from "./scam";
export { issueRoomTicket } from "./tickets";
