import type { Row } from "./types";

const NOBODY = "00000000-0000-4000-8000-000000000000";
const LISTERS = ["brokerage", "company", "agent"];

/**
 * "Ask this listing", the lister's side: listers only (staff with CAN_VIEW_LISTING too, in
 * test/worker/listing-questions.test.ts). An unknown question is a 404 past the guard.
 */
export const listingQuestionRows: Row[] = [
  { method: "GET", path: "/v1/secure/listing-questions", kind: "accountType", allowed: LISTERS },
  {
    method: "POST",
    path: `/v1/secure/listing-questions/${NOBODY}/answer`,
    kind: "accountType",
    allowed: LISTERS,
    body: { answer: "Yes, small pets are fine.", publish: true },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/v1/secure/listing-questions/${NOBODY}/unpublish`,
    kind: "accountType",
    allowed: LISTERS,
    okStatus: 404,
  },
];
