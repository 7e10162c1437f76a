/**
 * The sampled request log (api_logs, read by Admin › API logs), written off the request path in batches:
 * a request only appends its row to this isolate's buffer; the buffer is written by one
 * statement — `INSERT … SELECT … FROM json_each(?)`, any number of rows in one bound JSON parameter — inside
 * `waitUntil`, once `API_LOG_BATCH_ROWS` rows (default 25) or FLUSH_AFTER_MS have accumulated, or at once for
 * a server error. So a busy minute costs D1's single writer a few writes instead of one per sampled request.
 * Pruned by retention with the other logs (services/admin pruneLogs, Settings › Privacy).
 *
 * A row is best effort (it is sampled anyway): an isolate evicted with rows still buffered loses at most
 * FLUSH_AFTER_MS of them. Privacy holds at the flush: a row of a person whose account is being deleted is
 * written without its IP, and account deletion flushes this isolate's buffer before it scrubs the table.
 */
export type ApiLogRow = {
  id: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  userId: string | null;
  ip: string | null;
  createdAt: number;
};

const FLUSH_AFTER_MS = 2_000;
const DEFAULT_BATCH_ROWS = 25;

const buffer: ApiLogRow[] = [];
let timerSet = false;
/** Writes made and rows written by this isolate (tests and the services-status page's curiosity). */
export const apiLogWrites = { writes: 0, rows: 0 };
let overrides: { maxRows?: number; flushAfterMs?: number } = {};

/** Tests only: a bigger batch or a longer wait than the environment's. */
export function configureApiLogBuffer(o: { maxRows?: number; flushAfterMs?: number }) {
  overrides = o;
}

const batchRows = (env: Env) =>
  overrides.maxRows ??
  (Math.max(1, Math.floor(Number((env as { API_LOG_BATCH_ROWS?: string }).API_LOG_BATCH_ROWS ?? DEFAULT_BATCH_ROWS))) ||
    DEFAULT_BATCH_ROWS);

/** Appends a request's row; the write happens later, inside `waitUntil`. */
export function bufferApiLog(env: Env, row: ApiLogRow, waitUntil: (p: Promise<unknown>) => void) {
  buffer.push(row);
  if (row.status >= 500 || buffer.length >= batchRows(env)) {
    waitUntil(flushApiLogs(env));
    return;
  }
  if (timerSet) return;
  timerSet = true;
  // The request that starts a batch keeps the isolate up until the batch is written (at most FLUSH_AFTER_MS).
  waitUntil(new Promise((r) => setTimeout(r, overrides.flushAfterMs ?? FLUSH_AFTER_MS)).then(() => flushApiLogs(env)));
}

/** Writes every buffered row in one statement. Never throws (a log write must not fail anything). */
export async function flushApiLogs(env: Env) {
  timerSet = false;
  const rows = buffer.splice(0, buffer.length);
  if (!rows.length) return 0;
  const v = (k: string) => `json_extract(j.value, '$.${k}')`;
  try {
    await env.DB.prepare(
      `INSERT INTO api_logs (id, request_id, method, path, status, duration_ms, user_id, ip, created_at)
       SELECT ${v("id")}, ${v("requestId")}, ${v("method")}, ${v("path")}, ${v("status")}, ${v("durationMs")}, ${v("userId")},
              CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = ${v("userId")} AND u.status IN ('deleting', 'deleted')) THEN NULL ELSE ${v("ip")} END,
              ${v("createdAt")}
       FROM json_each(?) j`,
    )
      .bind(JSON.stringify(rows))
      .run();
    apiLogWrites.writes++;
    apiLogWrites.rows += rows.length;
  } catch {
    // Lost: the log is a sample, and D1 being down is on the status page already.
  }
  return rows.length;
}
