import type { Row } from "./types";

/** The contact inbox: CAN_VIEW_DASHBOARD_REPORTS. POST /v1/contact is public (public-pages.test.ts). */
const NOBODY = "00000000-0000-4000-8000-000000000000";
const P = "CAN_VIEW_DASHBOARD_REPORTS";

export const publicPagesRows: Row[] = [
  { method: "GET", path: "/admin/api/contact-messages", kind: "admin", permission: P },
  {
    method: "POST",
    path: `/admin/api/contact-messages/${NOBODY}/handled`,
    kind: "admin",
    permission: P,
    okStatus: 404,
  },
];
