import type { Row } from "./types";

/** Dashboard home: any signed-in user reads their own. */
export const dashboardRows: Row[] = [{ method: "GET", path: "/v1/secure/dashboard/user/me", kind: "user" }];
