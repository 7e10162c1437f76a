import type { Row } from "./types";

/** Admin moderation routes (listings issue). */
export const moderationRows: Row[] = [];
