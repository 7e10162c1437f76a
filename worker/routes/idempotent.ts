import { createMiddleware } from "hono/factory";
import { MONEY_MESSAGES } from "../contracts/money";
import { ApiError } from "../lib/errors";
import { sha256Hex } from "../lib/crypto";
import type { AppEnv } from "../lib/app-env";
import { documentsErrors, z } from "../lib/openapi";
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from "../services/platform";

// The HTTP half of Idempotency-Key (headers, replayed answers); services/idempotency.ts keeps the rows.

const KEY = /^[\x21-\x7e]{8,255}$/;

/**
 * `Idempotency-Key` for a signed-in POST: the same key with the same body gets the first answer again
 * (header `Idempotent-Replayed: true`); the same key with another body is a 422; while the first request is
 * still running, a 409. A server error frees the key so a retry runs again: that is safe because every
 * money write under it is itself keyed (a D1 error does not prove the write failed).
 */
export const idempotent = (opts: { required: boolean }) =>
  documentsErrors(
    createMiddleware<AppEnv>(async (c, next) => {
      const key = c.req.header("idempotency-key")?.trim();
      const user = c.var.user;
      if (!key || !user) {
        if (opts.required)
          throw new ApiError(400, MONEY_MESSAGES.idempotencyMissing, [
            { field: "Idempotency-Key", message: MONEY_MESSAGES.idempotencyMissing },
          ]);
        return next();
      }
      if (!KEY.test(key))
        throw new ApiError(400, "The Idempotency-Key must be 8 to 255 visible characters.", [
          { field: "Idempotency-Key", message: "Use 8 to 255 visible characters, e.g. a UUID." },
        ]);
      c.set("idempotencyKey", key);
      const ctx = c.var.ctx;
      const hash = await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
      const existing = await claimIdempotencyKey(ctx, user.id, key, hash);
      if (existing) {
        if (existing.request_hash !== hash)
          throw new ApiError(422, MONEY_MESSAGES.idempotencyMismatch, [
            { field: "Idempotency-Key", message: MONEY_MESSAGES.idempotencyMismatch },
          ]);
        if (existing.status !== "done")
          throw new ApiError(409, MONEY_MESSAGES.idempotencyInFlight, undefined, { "Retry-After": "2" });
        return new Response(existing.response_body, {
          status: existing.response_status ?? 200,
          headers: { "content-type": "application/json", "idempotent-replayed": "true" },
        });
      }
      await next();
      const status = c.res.status;
      if (status >= 500) {
        await releaseIdempotencyKey(ctx, user.id, key);
        return;
      }
      const body = await c.res.clone().text();
      await storeIdempotentAnswer(ctx, user.id, key, status, body);
    }),
    {
      409: "The first request with this Idempotency-Key is still running: retry in a moment",
      422: "This Idempotency-Key was used with another body",
    },
    { "Idempotency-Key": idempotencyHeader(opts.required) },
  );

/** The header as the document declares it (the middleware above checks it first, with its own messages). */
function idempotencyHeader(required: boolean) {
  const schema = z
    .string()
    .regex(KEY)
    .openapi({
      description: __API_DOCS__
        ? "A key you make per payment attempt (a UUID): retrying with the same key and body gets the first answer again, never a second charge."
        : "",
      example: "3f1c2a9e-5b7d-4e0a-9c61-2f8d7e4b1a90",
    });
  return required ? schema : schema.optional();
}
