import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Daily counters of what no table records: searches, listing views and the localities searched.
 * `day` is the Lagos calendar date (YYYY-MM-DD); `key` is '' for a plain count, or what the count is by (a locality
 * id for `search_locality`). One row per (metric, day, key), bumped by `INSERT ... ON CONFLICT DO UPDATE SET n = n + 1`
 * after the answer (ctx.defer), so the search and listing routes never wait for it nor fail because of it. The
 * dashboard reads a metric's days by the primary key: at most 366 rows per plain metric.
 */
export const dailyMetrics = sqliteTable(
  "daily_metrics",
  {
    metric: text("metric").notNull(),
    day: text("day").notNull(),
    key: text("key").notNull().default(""),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.key] })],
);
