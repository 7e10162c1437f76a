import type { Row } from "./types";

export const profileRows: Row[] = [
  { method: "GET", path: "/v1/secure/user/profile", kind: "user" },
  { method: "PUT", path: "/v1/secure/user/profile", kind: "user", body: { smsNotifications: false } },
  {
    method: "POST",
    path: "/v1/secure/user/email-change",
    kind: "user",
    body: { newEmail: "route-table-change@example.ng", password: "secret123" },
  },
  {
    method: "POST",
    path: "/v1/secure/user/profile-images",
    kind: "user",
    body: { kind: "banner", contentType: "image/webp", sizeBytes: 2000 },
    okStatus: 201,
  },
  {
    method: "DELETE",
    path: "/v1/secure/user/account",
    kind: "user",
    body: { password: "secret123", confirm: "DELETE" },
  },
];
