import type { Row } from "./types";

const NOBODY = "00000000-0000-4000-8000-000000000000";

/**
 * Messaging and notifications. Any signed-in user may call them; a conversation or
 * notification that is not theirs answers 404/403 (messaging.test.ts, notifications.test.ts).
 */
export const messagingRows: Row[] = [
  { method: "GET", path: "/v1/messaging/conversations", kind: "user" },
  { method: "GET", path: "/v1/messaging/unread", kind: "user" },
  { method: "GET", path: `/v1/messaging/conversations/${NOBODY}`, kind: "user", okStatus: 404 },
  { method: "GET", path: `/v1/messaging/conversations/${NOBODY}/messages`, kind: "user", okStatus: 404 },
  {
    method: "POST",
    path: `/v1/messaging/conversations/${NOBODY}/messages`,
    kind: "user",
    body: { message: "hello" },
    okStatus: 404,
  },
  { method: "POST", path: `/v1/messaging/conversations/${NOBODY}/read`, kind: "user", body: {}, okStatus: 404 },
  {
    method: "POST",
    path: `/v1/messaging/conversations/${NOBODY}/report`,
    kind: "user",
    body: { reason: "spam spam" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/v1/messaging/conversations/${NOBODY}/attachments`,
    kind: "user",
    body: { contentType: "image/png", sizeBytes: 10 },
    okStatus: 404,
  },
  { method: "POST", path: `/v1/messaging/agent/${NOBODY}`, kind: "user", body: { message: "hello" }, okStatus: 404 },
  {
    method: "POST",
    path: "/v1/messaging/request",
    kind: "user",
    body: { agentId: NOBODY, message: "hello" },
    okStatus: 404,
  },
  // A user room other than your own is 403; a malformed channel is a 400 that proves the caller got past the guard.
  {
    method: "POST",
    path: "/v1/messaging/pusher/auth",
    kind: "user",
    body: { socket_id: "s1", channel_name: "nonsense" },
    okStatus: 400,
  },
  { method: "GET", path: "/v1/secure/notification", kind: "user" },
  { method: "POST", path: "/v1/secure/user/notification/read-all", kind: "user" },
  { method: "PATCH", path: `/v1/secure/user/notification/${NOBODY}/read`, kind: "user", okStatus: 404 },
  { method: "DELETE", path: `/v1/secure/user/notification/${NOBODY}`, kind: "user", okStatus: 404 },
  {
    method: "GET",
    path: "/admin/api/messaging/conversations",
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
  },
  {
    method: "GET",
    path: `/admin/api/messaging/conversations/${NOBODY}`,
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/messaging/conversations/${NOBODY}/clear`,
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    body: { note: "checked" },
    okStatus: 404,
  },
];
