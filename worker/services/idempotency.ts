import { createMiddleware } from "hono/factory";
import { MONEY_MESSAGES } from "../contracts/money";
import { ApiError } from "../lib/errors";
import { sha256Hex } from "../lib/crypto";
import type { AppEnv } from "../lib/app-env";
import type { ServiceCtx } from "../lib/context";

/** A first request that died without answering frees its key after this long. */
const STALE_IN_FLIGHT_MS = 60_000;
/** Keys are remembered this long (housekeeping prunes older ones). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

const KEY = /^[\x21-\x7e]{8,255}$/;

type Stored = { request_hash: string; status: string; response_status: number | null; response_body: string | null; created_at: number };

/** Claims (user, key) for this request in one statement: a new key, or a stale in-flight one, is ours. */
async function claim(ctx: ServiceCtx, userId: string, key: string, hash: string) {
  const claimed = await ctx.env.DB.prepare(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, status, created_at) VALUES (?, ?, ?, 'in_flight', ?)
     ON CONFLICT (user_id, key) DO UPDATE SET created_at = excluded.created_at
       WHERE idempotency_keys.status = 'in_flight' AND idempotency_keys.request_hash = excluded.request_hash AND idempotency_keys.created_at < ?
     RETURNING 1 AS ok`,
  )
    .bind(userId, key, hash, ctx.now, ctx.now - STALE_IN_FLIGHT_MS)
    .first<{ ok: number }>();
  if (claimed) return null;
  return ctx.env.DB.prepare("SELECT request_hash, status, response_status, response_body, created_at FROM idempotency_keys WHERE user_id = ? AND key = ?").bind(userId, key).first<Stored>();
}

/**
 * `Idempotency-Key` for a signed-in POST: the same key with the same body gets the first answer again
 * (header `Idempotent-Replayed: true`); the same key with another body is a 422; while the first request is
 * still running, a 409. A server error frees the key so a retry runs again: that is safe because every
 * money write under it is itself keyed (a D1 error does not prove the write failed).
 */
export const idempotent = (opts: { required: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header("idempotency-key")?.trim();
    const user = c.var.user;
    if (!key || !user) {
      if (opts.required) throw new ApiError(400, MONEY_MESSAGES.idempotencyMissing, [{ field: "Idempotency-Key", message: MONEY_MESSAGES.idempotencyMissing }]);
      return next();
    }
    if (!KEY.test(key)) throw new ApiError(400, "The Idempotency-Key must be 8 to 255 visible characters.", [{ field: "Idempotency-Key", message: "Use 8 to 255 visible characters, e.g. a UUID." }]);
    c.set("idempotencyKey", key);
    const ctx = c.var.ctx;
    const hash = await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
    const existing = await claim(ctx, user.id, key, hash);
    if (existing) {
      if (existing.request_hash !== hash) throw new ApiError(422, MONEY_MESSAGES.idempotencyMismatch, [{ field: "Idempotency-Key", message: MONEY_MESSAGES.idempotencyMismatch }]);
      if (existing.status !== "done") throw new ApiError(409, MONEY_MESSAGES.idempotencyInFlight, undefined, { "Retry-After": "2" });
      return new Response(existing.response_body, { status: existing.response_status ?? 200, headers: { "content-type": "application/json", "idempotent-replayed": "true" } });
    }
    await next();
    const status = c.res.status;
    if (status >= 500) {
      await ctx.env.DB.prepare("DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND status = 'in_flight'").bind(user.id, key).run();
      return;
    }
    const body = await c.res.clone().text();
    await ctx.env.DB.prepare("UPDATE idempotency_keys SET status = 'done', response_status = ?, response_body = ? WHERE user_id = ? AND key = ?").bind(status, body, user.id, key).run();
  });

/** Housekeeping: forget keys older than a day. */
export async function pruneIdempotencyKeys(ctx: ServiceCtx) {
  await ctx.env.DB.prepare("DELETE FROM idempotency_keys WHERE created_at < ?").bind(ctx.now - IDEMPOTENCY_TTL_MS).run();
}
