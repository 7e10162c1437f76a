import { and, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { apiLogRow } from "../../contracts/admin";
import { sqlAll, sqlGet } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { fromJsonToken, jsonToken } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";

export type ApiLogQuery = {
  routePrefix?: string;
  statusClass?: "2xx" | "3xx" | "4xx" | "5xx";
  from?: number;
  to?: number;
  errorsFirst?: boolean;
  cursor?: string;
  perPage: number;
};
type Phase = "e" | "r" | "a";
type Cursor = { p: Phase; t: number; id: string } | { p: Phase; t: null; id: null };

function decode(s: string): Cursor {
  try {
    const c = fromJsonToken(s) as Cursor;
    if (!["e", "r", "a"].includes(c.p) || (c.t !== null && (typeof c.t !== "number" || typeof c.id !== "string")))
      throw new Error("shape");
    return c;
  } catch {
    throw new ApiError(400, "cursor: not a cursor this list gave.", [
      { field: "cursor", message: "Not a cursor this list gave." },
    ]);
  }
}

/**
 * A filter of the log with an index of its own, (path, created_at) or (status, created_at): the values it takes lie in
 * [lo, hi) of `column`. `seek` reads the index's range; `walk` is the same test written so SQLite does not take that
 * index (unary +), to test each row of another index's walk.
 */
type Narrow = { column: "path" | "status"; lo: string | number; hi: string | number; seek: SQL; walk: SQL };
const pathPrefix = (prefix: string): Narrow => {
  const hi = `${prefix}\uffff`;
  return {
    column: "path",
    lo: prefix,
    hi,
    seek: sql`path >= ${prefix} and path < ${hi}`,
    walk: sql`+path >= ${prefix} and +path < ${hi}`,
  };
};
const statusRange = (lo: number, hi: number): Narrow => ({
  column: "status",
  lo,
  hi: hi + 1,
  seek: sql`status between ${lo} and ${hi}`,
  walk: sql`+status between ${lo} and ${hi}`,
});

/** A filter holding at most this many rows (in the time range) is read from its index and sorted; more, and walked. */
export const API_LOG_SEEK_MAX = 2_000;
/** The most distinct values (paths or statuses) a filter may hold for its page to merge one stream per value. */
export const API_LOG_MAX_STREAMS = 25;

const COLUMNS = sql.raw(
  "id, request_id as requestId, method, path, status, duration_ms as durationMs, user_id as userId, created_at as createdAt",
);
const NEWEST_FIRST = sql.raw("order by created_at desc, id desc");
/** The same order over rows already named as COLUMNS names them (a merge of streams). */
const MERGED_NEWEST_FIRST = sql.raw("order by createdAt desc, id desc");

/**
 * GET /admin/api/api-logs: the sampled request log, newest first, by keyset (created_at, id). With errorsFirst,
 * the 4xx/5xx rows come first (phase e), then the others (phase r); the cursor says which phase and where.
 *
 * The log grows without end, and no one plan suits every filter at tens of millions of rows. A filter that holds
 * few distinct values (a route's few paths, the statuses of a class) is read as one newest-first stream per value on
 * its own (value, created_at) index, merged: about a page of rows per value, however rare or common the value and
 * however deep the cursor. Otherwise each filter's rows are counted first, at most API_LOG_SEEK_MAX + 1 entries of its
 * covering index: a rare one is read from its index and sorted, a common one by walking the newest rows until the
 * page is full.
 */
export async function listApiLogs(ctx: ServiceCtx, q: ApiLogQuery) {
  const time: SQL[] = [];
  if (q.from !== undefined) time.push(sql`created_at >= ${q.from}`);
  if (q.to !== undefined) time.push(sql`created_at <= ${q.to}`);
  const filters: Narrow[] = [];
  if (q.routePrefix) filters.push(pathPrefix(q.routePrefix));
  if (q.statusClass) {
    const lo = Number(q.statusClass[0]) * 100;
    filters.push(statusRange(lo, lo + 99));
  }
  const phases: Phase[] = q.errorsFirst ? ["e", "r"] : ["a"];
  let cursor: Cursor = q.cursor ? decode(q.cursor) : { p: phases[0]!, t: null, id: null };
  if (!phases.includes(cursor.p)) cursor = { p: phases[0]!, t: null, id: null };
  const rows: z.output<typeof apiLogRow>[] = [];
  let next: Cursor | null = null;
  for (const phase of phases.slice(phases.indexOf(cursor.p))) {
    const want = q.perPage - rows.length;
    // Written as a range of created_at (then the tie on id), so each stream seeks to the cursor instead of reading
    // the rows before it.
    const after =
      cursor.p === phase && cursor.t !== null
        ? sql`created_at <= ${cursor.t} and (created_at < ${cursor.t} or id < ${cursor.id})`
        : undefined;
    const narrows =
      phase === "e" ? [...filters, statusRange(400, 999)] : phase === "r" ? [...filters, statusRange(0, 399)] : filters;
    const got = await phasePage(ctx, narrows, time, after, want + 1);
    rows.push(...got.slice(0, want));
    if (got.length > want) {
      const last = rows[rows.length - 1]!;
      next = { p: phase, t: last.createdAt, id: last.id };
      break;
    }
    const following = phases[phases.indexOf(phase) + 1];
    if (rows.length === q.perPage && following) {
      next = { p: following, t: null, id: null };
      break;
    }
  }
  return { data: rows, nextCursor: next ? jsonToken(next) : null };
}

/**
 * `limit` rows of one phase, newest first. One filter: merged streams when it holds few values, else a seek or the walk.
 * Several (a route and a status class): a seek of one that holds few rows, else merged streams of one that holds few
 * values with the others checked per row, else the walk.
 */
async function phasePage(ctx: ServiceCtx, narrows: Narrow[], time: SQL[], after: SQL | undefined, limit: number) {
  // One statement: `seek`'s index range (none: the newest-first walk), every other filter checked per row.
  const page = (seek: Narrow | null) => {
    const where = and(...time, ...narrows.map((n) => (n === seek ? n.seek : n.walk)), after) ?? sql`1`;
    return sqlAll(
      ctx.db,
      sql`select ${COLUMNS} from api_logs where ${where} ${NEWEST_FIRST} limit ${limit}`,
      apiLogRow,
    );
  };
  if (narrows.length > 1) {
    const seek = await narrowest(ctx, narrows, time);
    if (seek) return page(seek);
  }
  for (const n of narrows) {
    const values = await distinctValues(ctx, n);
    if (!values) continue;
    if (!values.length) return [];
    const where = (v: string | number) =>
      and(sql`${sql.raw(n.column)} = ${v}`, ...time, ...narrows.filter((m) => m !== n).map((m) => m.walk), after);
    const streams = values.map(
      (v) => sql`select * from (select ${COLUMNS} from api_logs where ${where(v)} ${NEWEST_FIRST} limit ${limit})`,
    );
    return sqlAll(ctx.db, merged(streams, limit), apiLogRow);
  }
  return page(narrows.length === 1 ? await narrowest(ctx, narrows, time) : null);
}

/**
 * The distinct values of a filter's column, one index entry each (each step asks the index for the next value up), or
 * null when there are more than API_LOG_MAX_STREAMS.
 */
async function distinctValues(ctx: ServiceCtx, n: Narrow) {
  const column = sql.raw(n.column);
  const found = await sqlAll(
    ctx.db,
    sql`with recursive v(x) as (
      select (select min(${column}) from api_logs where ${column} >= ${n.lo} and ${column} < ${n.hi})
      union all
      select (select min(${column}) from api_logs where ${column} > v.x and ${column} < ${n.hi}) from v where v.x is not null
      limit ${API_LOG_MAX_STREAMS + 2}
    ) select x from v where x is not null`,
    z.object({ x: z.union([z.string(), z.number()]) }),
  );
  return found.length > API_LOG_MAX_STREAMS ? null : found.map((r) => r.x);
}

/** Streams merged under one newest-first LIMIT, at most 5 to a compound SELECT (D1's limit), groups of 5 merged again. */
function merged(streams: SQL[], limit: number): SQL {
  if (streams.length <= 5) return sql`${sql.join(streams, sql` union all `)} ${MERGED_NEWEST_FIRST} limit ${limit}`;
  const groups: SQL[] = [];
  for (let i = 0; i < streams.length; i += 5)
    groups.push(sql`select * from (${merged(streams.slice(i, i + 5), limit)})`);
  return merged(groups, limit);
}

/** The filter holding the fewest rows in the time range, when it holds at most API_LOG_SEEK_MAX; else none (walk). */
async function narrowest(ctx: ServiceCtx, narrows: Narrow[], time: SQL[]) {
  let best: { n: Narrow; rows: number } | null = null;
  for (const n of narrows) {
    const row = await sqlGet(
      ctx.db,
      sql`select count(*) as c from (select 1 from api_logs where ${and(n.seek, ...time)} limit ${API_LOG_SEEK_MAX + 1})`,
      z.object({ c: z.number() }),
    );
    const c = row?.c ?? 0;
    if (c <= API_LOG_SEEK_MAX && (!best || c < best.rows)) best = { n, rows: c };
  }
  return best?.n ?? null;
}
