import { is, SQL, type SQLWrapper } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { ServiceCtx } from "../lib/context";

/**
 * Raw SQL, typed — the one idiom.
 *
 * WHEN: Drizzle (`ctx.db`) is the default for reads and simple writes. Raw SQL is for the guarded money and
 * booking writes, where the invariant is a SQL condition read by the same statement that writes (a
 * conditional INSERT … SELECT … WHERE, `changes()`, `EXISTS (journal entry)`), all in one `DB.batch`.
 *
 * HOW:
 *   1. Build statements with `q(ctx, sql, ...params)`; always bind, never interpolate a value.
 *   2. Read rows through `first(stmt, Schema)` / `all(stmt, Schema)` with a zod schema of the selected
 *      columns. The row is parsed, not cast: a renamed column or a NULL where the code expects a number
 *      fails loudly at the read, not three calls later. (Never `.first<T>()` / `.all<T>()` in new code.)
 *   3. Write the schema next to the query, in snake_case as SQLite answers, and derive the type from it:
 *        const Row = z.object({ id: z.string(), status: z.enum(INSPECTION_STATUSES), fee_kobo: z.number().int() });
 *        const b = await first(q(ctx, "SELECT id, status, fee_kobo FROM inspection_bookings WHERE id = ?", id), Row);
 *   4. Status columns are `z.enum(...)` of the same tuple the Drizzle schema's `text({ enum })` uses.
 *   5. Batches: `ctx.env.DB.batch([...])`; the result rows of a batch statement go through `rows(result, Schema)`.
 *   5b. A Drizzle `sql\`…\`` template or query builder joins such a batch through `prepared(ctx, query)`;
 *      `batchRows(ctx, queries)` runs a whole batch of them and answers each statement's rows.
 *   6. A Drizzle `sql\`…\`` template run raw (`ctx.db.all` / `ctx.db.get`) goes through `sqlAll(ctx.db, query, Schema)` /
 *      `sqlGet(ctx.db, query, Schema)`: the same parse.
 *   A type argument on a read (`.first<T>()`, `.all<T>()`, `.raw<T>()`, `.get<T>()`) outside this file fails lint
 *   (test/lint/typed-sql.test.ts).
 *
 * WHY: D1 answers untyped objects; a cast is a promise nobody checks. One parse per read is cheap next to
 * the round trip, and it is the only place a newcomer needs to look to trust a row's shape.
 */
export type Stmt = D1PreparedStatement;

/** Which page of a list, from 1, and how many rows a page holds. */
export type Paging = { page: number; perPage: number };

/**
 * A page of a list read with LIMIT perPage + 1 OFFSET (page - 1) * perPage: the extra row only tells that
 * another page follows, so it is cut off before the rows are shaped.
 */
export function pageOfRows<R, T = R>(rows: R[], p: Paging, toRow: (row: R, index: number) => T = (r) => r as never) {
  return {
    data: rows.slice(0, p.perPage).map(toRow),
    page: p.page,
    perPage: p.perPage,
    hasMore: rows.length > p.perPage,
  };
}

/** A bound prepared statement over the request's D1. */
export const q = (ctx: Pick<ServiceCtx, "env">, text: string, ...params: unknown[]): Stmt =>
  ctx.env.DB.prepare(text).bind(...params);

const dialect = new SQLiteSyncDialect();
/** A Drizzle query builder (insert, update, select …) before it runs. */
type Built = { toSQL(): { sql: string; params: unknown[] } };
export type Query = SQL | Built;

/**
 * A Drizzle `sql\`…\`` template or query builder as a bound D1 statement, so it can sit in a `DB.batch` beside
 * `q` statements: Drizzle's own batch cannot take raw SQL with parameters.
 */
export function prepared(ctx: Pick<ServiceCtx, "env">, query: Query): Stmt {
  const { sql, params } = is(query, SQL) ? dialect.sqlToQuery(query) : (query as Built).toSQL();
  return ctx.env.DB.prepare(sql).bind(...params);
}

/** One atomic D1 batch of Drizzle queries, answering each statement's rows as D1 returns them (column names). */
export async function batchRows(ctx: Pick<ServiceCtx, "env">, queries: Query[]): Promise<Record<string, unknown>[][]> {
  const results = await ctx.env.DB.batch(queries.map((query) => prepared(ctx, query)));
  return results.map((r) => (r.results ?? []) as Record<string, unknown>[]);
}

/** The first row, parsed; null when there is none. */
export async function first<S extends z.ZodTypeAny>(stmt: Stmt, schema: S): Promise<z.output<S> | null> {
  const row = await stmt.first();
  return row == null ? null : (schema.parse(row) as z.output<S>);
}

const Count = z.object({ n: z.number().int() });
/** The n of a `SELECT COUNT(*) AS n …` statement (such a statement always answers its one row). */
export async function countRows(stmt: Stmt): Promise<number> {
  return (await first(stmt, Count))?.n ?? 0;
}

/** Every row, parsed. */
export async function all<S extends z.ZodTypeAny>(stmt: Stmt, schema: S): Promise<z.output<S>[]> {
  const { results } = await stmt.all();
  return rows({ results }, schema);
}

/** The rows of one result of a `DB.batch`, parsed. */
export function rows<S extends z.ZodTypeAny>(result: { results?: unknown[] } | undefined, schema: S): z.output<S>[] {
  return (result?.results ?? []).map((r) => schema.parse(r) as z.output<S>);
}

/** Every row of a D1 `.all()`, parsed, in D1's own `{ results }` shape (for callers that destructure it). */
export async function allResults<S extends z.ZodTypeAny>(stmt: Stmt, schema: S): Promise<{ results: z.output<S>[] }> {
  return { results: await all(stmt, schema) };
}

/** A Drizzle raw query's rows (`db.all(sql\`…\`)`), parsed. */
export async function sqlAll<S extends z.ZodTypeAny>(
  db: { all: (query: SQLWrapper) => Promise<unknown[]> },
  query: SQLWrapper,
  schema: S,
): Promise<z.output<S>[]> {
  return (await db.all(query)).map((r) => schema.parse(r) as z.output<S>);
}

/** A Drizzle raw query's first row (`db.get(sql\`…\`)`), parsed; undefined when there is none, as Drizzle answers. */
export async function sqlGet<S extends z.ZodTypeAny>(
  db: { get: (query: SQLWrapper) => Promise<unknown> },
  query: SQLWrapper,
  schema: S,
): Promise<z.output<S> | undefined> {
  const row = await db.get(query);
  return row == null ? undefined : (schema.parse(row) as z.output<S>);
}

/**
 * The named figures of an aggregate row (counts, sums), each 0 where there is no row or the figure is NULL: a SUM
 * over no rows. Keys come out in the order given, which is the order the answer shows them.
 */
export const figuresOf = <K extends string>(
  row: Partial<Record<K, number | null>> | null | undefined,
  keys: readonly K[],
) => Object.fromEntries(keys.map((k) => [k, row?.[k] ?? 0])) as Record<K, number>;

/** One aggregate statement's named figures (its columns named as the answer names them), by `figuresOf`. */
export async function figures<K extends string>(stmt: Stmt, keys: readonly K[]): Promise<Record<K, number>> {
  const row = await first(stmt, z.record(z.string(), z.number().nullable()));
  return figuresOf(row as Partial<Record<K, number | null>> | null, keys);
}
