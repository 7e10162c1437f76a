import type { Row } from "./types";

/** SPEC §7 paths outside /v1/secure that still need a signed-in user. */
export const spineRows: Row[] = [{ method: "GET", path: "/v1/favorite/favorites", kind: "user" }];
