import { sql, type SQL } from "drizzle-orm";
import { fromJsonToken, jsonToken } from "../../lib/crypto";
import { MOVE_IN_EXPR, properties } from "../../db/schema";
import type { SORTS } from "../../contracts/listings";
import { ApiError } from "../../lib/errors";

/** Keyset paging of a search: the index key each sort walks (KEYS), the cursor after a page's last card and the seek past it. */

/** A search's sort: relevance (keywords) or one of KEYS. */
export type Sort = (typeof SORTS)[number];

/**
 * Every sort is served by an index of migrations/*_search_indexes.sql: boosted (Sponsored) listings first,
 * then the sort key, then the id so the order is total (which keyset paging needs). Descending sorts scan
 * an ascending index backwards; price low-high and move-in low-high have their own indexes with premium_listing DESC.
 */
export const KEYS = {
  latest: { col: properties.createdAt, dir: "desc" },
  most_viewed: { col: properties.viewCount, dir: "desc" },
  price_desc: { col: properties.priceKobo, dir: "desc" },
  price_asc: { col: properties.priceKobo, dir: "asc" },
  // The move-in total as the move-in indexes hold it (migrations/0069): the same expression, so they serve the order.
  move_in_asc: { col: sql.raw(MOVE_IN_EXPR), dir: "asc" },
} as const;
export type KeyedSort = keyof typeof KEYS;

/** Keyset position after the last card of a page: [premium 0|1, sort key, id]. */
export type Cursor = [number, number, string];

export const encodeCursor = (c: Cursor) => jsonToken(c);

export function decodeCursor(raw: string): Cursor {
  try {
    const v = fromJsonToken(raw);
    if (
      Array.isArray(v) &&
      v.length === 3 &&
      (v[0] === 0 || v[0] === 1) &&
      Number.isFinite(v[1]) &&
      typeof v[2] === "string" &&
      v[2].length <= 120
    )
      return v as Cursor;
  } catch {
    // fall through
  }
  throw new ApiError(400, "cursor: use the nextCursor of the previous page.", [
    { field: "cursor", message: "Use the nextCursor of the previous page." },
  ]);
}

/**
 * Rows after the cursor in the sort's order, as one range the index can seek to. Descending sorts are one
 * row value over (premium, key, id); price low-high (premium DESC, key ASC) is a single range once past the
 * boosted group, and an OR only while inside it.
 */
export function afterCursor(sort: KeyedSort, c: Cursor): SQL {
  const { col, dir } = KEYS[sort];
  if (dir === "desc")
    return sql`(${properties.premiumListing}, ${col}, ${properties.id}) < (${c[0]}, ${c[1]}, ${c[2]})`;
  const rest = sql`(${col}, ${properties.id}) > (${c[1]}, ${c[2]})`;
  return c[0] === 1
    ? sql`(${properties.premiumListing} = 0 or (${properties.premiumListing} = 1 and ${rest}))`
    : sql`(${properties.premiumListing} = 0 and ${rest})`;
}
