import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The home page's "popular locations" (issue 10 item 4): the top localities and states by live listing count,
 * recomputed by the half-hourly cron (one GROUP BY over the live listings) so a page view reads ~20 rows, never
 * the listings. `kind` is "locality", "state" or "refreshed" (one marker row: when the answer was computed).
 */
export const popularLocations = sqliteTable(
  "popular_locations",
  {
    kind: text("kind").notNull(),
    rank: integer("rank").notNull(),
    stateId: integer("state_id"),
    localityId: integer("locality_id"),
    listings: integer("listings").notNull().default(0),
    rent: integer("rent").notNull().default(0),
    sale: integer("sale").notNull().default(0),
    stay: integer("stay").notNull().default(0),
    refreshedAt: integer("refreshed_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.rank] })],
);
