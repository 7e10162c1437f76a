import type { Row } from "./types";

/** Trust before money moves: the moderator's approval of a listing waiting for review. The id names nothing: 404 past the guard. */
export const payTrustRows: Row[] = [
  {
    method: "POST",
    path: "/admin/api/listings/00000000-0000-4000-8000-000000000000/approve",
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/listings/00000000-0000-4000-8000-000000000000/decline",
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { reason: "Photos belong to another listing." },
    okStatus: 404,
  },
];
