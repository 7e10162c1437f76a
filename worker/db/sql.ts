import type { SQLWrapper } from "drizzle-orm";
import type { z } from "zod";
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
 *   6. A Drizzle `sql\`…\`` template run raw (`ctx.db.all` / `ctx.db.get`) goes through `sqlAll(ctx.db, query, Schema)` /
 *      `sqlGet(ctx.db, query, Schema)`: the same parse.
 *   A type argument on a read (`.first<T>()`, `.all<T>()`, `.raw<T>()`, `.get<T>()`) outside this file fails lint
 *   (test/lint/typed-sql.test.ts).
 *
 * WHY: D1 answers untyped objects; a cast is a promise nobody checks. One parse per read is cheap next to
 * the round trip, and it is the only place a newcomer needs to look to trust a row's shape.
 */
export type Stmt = D1PreparedStatement;

/** A bound prepared statement over the request's D1. */
export const q = (ctx: Pick<ServiceCtx, "env">, text: string, ...params: unknown[]): Stmt =>
  ctx.env.DB.prepare(text).bind(...params);

/** The first row, parsed; null when there is none. */
export async function first<S extends z.ZodTypeAny>(stmt: Stmt, schema: S): Promise<z.output<S> | null> {
  const row = await stmt.first();
  return row == null ? null : (schema.parse(row) as z.output<S>);
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
