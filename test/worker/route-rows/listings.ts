import type { Row } from "./types";

/** Listings routes (listings issue). */
export const listingRows: Row[] = [];
