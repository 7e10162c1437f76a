import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";

/** A first request that died without answering frees its key after this long. */
const STALE_IN_FLIGHT_MS = 60_000;
/** Keys are remembered this long (housekeeping prunes older ones). */
const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

const Stored = z.object({
  request_hash: z.string(),
  status: z.string(),
  response_status: z.number().nullable(),
  response_body: z.string().nullable(),
  created_at: z.number(),
});
type Stored = z.infer<typeof Stored>;

/**
 * Claims (user, key) for a request in one statement (a new key, or a stale in-flight one, is ours):
 * null when it is ours to run, else what the first request stored.
 */
export async function claimIdempotencyKey(ctx: ServiceCtx, userId: string, key: string, hash: string) {
  const claimed = await first(
    q(
      ctx,
      `INSERT INTO idempotency_keys (user_id, key, request_hash, status, created_at) VALUES (?, ?, ?, 'in_flight', ?)
     ON CONFLICT (user_id, key) DO UPDATE SET created_at = excluded.created_at
       WHERE idempotency_keys.status = 'in_flight' AND idempotency_keys.request_hash = excluded.request_hash AND idempotency_keys.created_at < ?
     RETURNING 1 AS ok`,
      userId,
      key,
      hash,
      ctx.now,
      ctx.now - STALE_IN_FLIGHT_MS,
    ),
    z.object({ ok: z.number() }),
  );
  if (claimed) return null;
  return first(
    q(
      ctx,
      "SELECT request_hash, status, response_status, response_body, created_at FROM idempotency_keys WHERE user_id = ? AND key = ?",
      userId,
      key,
    ),
    Stored,
  );
}

/** A server error frees the key so a retry runs again. */
export async function releaseIdempotencyKey(ctx: ServiceCtx, userId: string, key: string) {
  await q(
    ctx,
    "DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND status = 'in_flight'",
    userId,
    key,
  ).run();
}

/** Keeps the first answer for replays. */
export async function storeIdempotentAnswer(
  ctx: ServiceCtx,
  userId: string,
  key: string,
  status: number,
  body: string,
) {
  await q(
    ctx,
    "UPDATE idempotency_keys SET status = 'done', response_status = ?, response_body = ? WHERE user_id = ? AND key = ?",
    status,
    body,
    userId,
    key,
  ).run();
}

/** Housekeeping: forget keys older than a day. */
export async function pruneIdempotencyKeys(ctx: ServiceCtx) {
  await q(ctx, "DELETE FROM idempotency_keys WHERE created_at < ?", ctx.now - IDEMPOTENCY_TTL_MS).run();
}
