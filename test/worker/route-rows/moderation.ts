import type { Row } from "./types";

/** Admin moderation routes. */
export const moderationRows: Row[] = [
  { method: "GET", path: "/admin/api/listings", kind: "admin", permission: "CAN_VIEW_LISTING" },
  { method: "GET", path: "/admin/api/listings/reports", kind: "admin", permission: "CAN_VIEW_LISTING" },
  { method: "GET", path: "/admin/api/listings/duplicates", kind: "admin", permission: "CAN_VIEW_LISTING" },
  // The permission check passes for the allowed caller, who then learns the listing does not exist.
  {
    method: "GET",
    path: "/admin/api/listings/no-such-listing",
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    okStatus: 404,
  },
  {
    method: "PATCH",
    path: "/admin/api/listings/no-such-listing",
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { reason: "Scam phone number", title: "A corrected listing title" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/listings/no-such-listing/media/no-such-photo/remove",
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { reason: "Stolen photo" },
    okStatus: 404,
  },
];
