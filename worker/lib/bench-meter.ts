import { z } from "zod";
import { all } from "../db/sql";
/**
 * `npm run bench:search` only (BENCH=1 and the x-bench-rows header, app.ts): a D1 binding that notes D1's rows_read
 * of every statement a request runs, so the benchmark reports what the whole request read, not one query.
 * `first` and `raw` carry no meta in D1, so the meter runs the statement once more with `all` to read it.
 */
export type Metered = { sql: string; rows: number; params?: unknown[] };

const REAL = Symbol("real statement");
const SQL = Symbol("statement text");

export function meteredDb(db: D1Database, log: Metered[]): D1Database {
  const wrap = (stmt: D1PreparedStatement, sql: string, params?: unknown[]): D1PreparedStatement => {
    const note = (_sql: string, r: { meta?: { rows_read?: number } }) =>
      log.push({ sql, rows: r.meta?.rows_read ?? 0, params });
    return new Proxy(stmt, {
      get(target, prop) {
        if (prop === REAL) return target;
        if (prop === SQL) return sql;
        if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values), sql, values);
        if (prop === "all" || prop === "run")
          return async () => {
            const r = await target.all();
            note(sql, r);
            return r;
          };
        if (prop === "first")
          return async (column?: string) => {
            const r = await target.all();
            note(sql, r);
            // Instrumentation: D1's own first() answers the row as it comes; the caller parses it.
            const row = (r.results[0] ?? null) as Record<string, unknown> | null;
            return column === undefined ? row : row ? row[column] : null;
          };
        if (prop === "raw")
          return async (options?: { columnNames?: boolean }) => {
            note(sql, await target.all());
            return options?.columnNames ? target.raw({ columnNames: true }) : target.raw();
          };
        const v = Reflect.get(target, prop) as unknown;
        return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  };
  const note = (sql: string, r: { meta?: { rows_read?: number } }) => log.push({ sql, rows: r.meta?.rows_read ?? 0 });
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === "batch")
        return async (stmts: D1PreparedStatement[]) => {
          const tagged = stmts as unknown as Record<symbol, unknown>[];
          const results = await target.batch(
            tagged.map((s, i) => (s[REAL] as D1PreparedStatement | undefined) ?? stmts[i]!),
          );
          results.forEach((r, i) => note(String(tagged[i]![SQL] ?? "batch"), r));
          return results;
        };
      const v = Reflect.get(target, prop) as unknown;
      return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/**
 * A request's rows_read split into the page query (its statement selects `page_key`), the total (`search_total`
 * or the live counts), the cards' fair-price bands and everything else (cards: rows, lister, names, photos,
 * favourites, ratings).
 */
export function benchParts(log: Metered[]) {
  const part = (m: Metered) =>
    /page_key|page_beds/.test(m.sql)
      ? "search"
      : /search_total|0 as capped|live_listing_counts|listing_facet_counts|listing_extra_counts|listings_fts_terms|listings_fts_words/.test(
            m.sql,
          )
        ? "total"
        : /price_band_hist/.test(m.sql)
          ? "bands"
          : "cards";
  const sum = (p: string) => log.filter((m) => part(m) === p).reduce((n, m) => n + m.rows, 0);
  return {
    search: sum("search"),
    cards: sum("cards"),
    total: sum("total"),
    bands: sum("bands"),
    statements: log.map((m) => `${part(m)}:${m.rows}`),
  };
}

export const benchHeader = (log: Metered[]) => {
  const r = benchParts(log);
  return `search=${r.search};cards=${r.cards};total=${r.total};bands=${r.bands};statements=${r.statements.join(",")}`;
};

/**
 * With `x-bench-plan: 1` as well: EXPLAIN QUERY PLAN of the request's page and total statements (as bound), for the
 * search plans in docs/search.md (`npm run bench:search -- --plans`). One line per plan step, statements separated by " || ".
 */
export async function benchPlans(db: D1Database, log: Metered[]) {
  const out: string[] = [];
  for (const m of log) {
    const part = /page_key|page_beds/.test(m.sql)
      ? "page"
      : /search_total|0 as capped|live_listing_counts|listing_facet_counts|listing_extra_counts|listings_fts_terms|listings_fts_words/.test(
            m.sql,
          )
        ? "total"
        : null;
    if (!part) continue;
    const results = await all(
      db.prepare(`EXPLAIN QUERY PLAN ${m.sql}`).bind(...(m.params ?? [])),
      z.object({ detail: z.string() }),
    );
    out.push(`${part}: ${results.map((r) => r.detail).join(" | ")}`);
  }
  return out.join(" || ");
}
