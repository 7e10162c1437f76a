import type { Row } from "./types";

const NOBODY = "00000000-0000-4000-8000-000000000000";
const review = { rating: 4, review: "Route table review" };

/** Reviews and the directory. An unknown subject or review is a 404 past the guard. */
export const reviewRows: Row[] = [
  ...(["property", "agent", "project", "guest"] as const).flatMap((type): Row[] => [
    { method: "POST", path: `/v1/secure/${type}/review/${NOBODY}`, kind: "user", body: review, okStatus: 404 },
    { method: "GET", path: `/v1/secure/${type}/review/${NOBODY}/eligibility`, kind: "user" },
  ]),
  { method: "GET", path: "/v1/secure/user/reviews", kind: "user" },
  // SPEC §7 project review paths without /v1: any signed-in user may post (404 for an unknown project) or read.
  { method: "POST", path: `/secure/project/review/${NOBODY}`, kind: "user", body: review, okStatus: 404 },
  { method: "GET", path: `/secure/project/review/${NOBODY}`, kind: "user" },
  { method: "GET", path: "/projects/reviews", kind: "accountType", allowed: ["developer"] },
  {
    method: "POST",
    path: `/v1/secure/reviews/${NOBODY}/reply`,
    kind: "user",
    body: { reply: "Thank you" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/v1/secure/reviews/${NOBODY}/report`,
    kind: "user",
    body: { reason: "Abusive words" },
    okStatus: 404,
  },
  { method: "GET", path: "/v1/secure/user/localities-of-focus", kind: "user" },
  {
    method: "PUT",
    path: "/v1/secure/user/localities-of-focus",
    kind: "accountType",
    allowed: ["brokerage", "company", "developer", "agent"],
    body: { localityIds: [] },
  },
  { method: "GET", path: "/admin/api/reviews/reports", kind: "admin", permission: "CAN_VIEW_LISTING" },
  {
    method: "POST",
    path: `/admin/api/reviews/${NOBODY}/hide`,
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { reason: "route table" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/reviews/${NOBODY}/restore`,
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/reviews/${NOBODY}/dismiss`,
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    okStatus: 404,
  },
];
