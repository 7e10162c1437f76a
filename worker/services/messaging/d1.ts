import { is, SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { ServiceCtx } from "../../lib/context";

const dialect = new SQLiteSyncDialect();
type Built = { toSQL(): { sql: string; params: unknown[] } };
export type Stmt = SQL | Built;

/**
 * One atomic D1 batch of raw SQL (and query builders), answering each statement's rows as D1 returns
 * them (column names). Drizzle's own batch cannot take raw SQL with parameters, and the guarded
 * INSERT ... SELECT / UPSERT ... RETURNING statements of messaging are clearest as SQL.
 */
export async function d1Batch(ctx: ServiceCtx, stmts: Stmt[]): Promise<Record<string, unknown>[][]> {
  const prepared = stmts.map((s) => {
    const q = is(s, SQL) ? dialect.sqlToQuery(s) : (s as Built).toSQL();
    return ctx.env.DB.prepare(q.sql).bind(...q.params);
  });
  const results = await ctx.env.DB.batch(prepared);
  return results.map((r) => (r.results ?? []) as Record<string, unknown>[]);
}
