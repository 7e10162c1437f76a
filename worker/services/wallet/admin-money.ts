import { z } from "zod";
import { first, allResults, q } from "../../db/sql";
import { adminTransaction, REFUND_MESSAGES } from "../../contracts/money";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import { derivedHmacKey, sha256Hex, toBase64Url } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activity, SYSTEM_ACCOUNTS, post, walletAccount, walletBalance } from "./ledger";

const CONFIRM_TTL_MS = 10 * 60_000;
const enc = new TextEncoder();

/** HMAC of a refund confirmation, under a key of its own derived from JWT_SECRET (the money core signs its own tokens). */
async function signPurpose(env: Env, message: string) {
  const key = await derivedHmacKey(env, "propertyng:admin-refund:v1", ["sign"]);
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(message))));
}
const REFUNDABLE_KINDS = ["subscription", "boost"];

/** What is left to refund on a charge: what it took from the wallet minus refunds already made against it. */
const REFUNDABLE_SQL = `(COALESCE((SELECT -SUM(l.amount_kobo) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
    WHERE e.id = ? AND e.kind IN ('subscription', 'boost') AND l.account_id = ?), 0)
  - COALESCE((SELECT SUM(l.amount_kobo) FROM journal_entries r JOIN journal_lines l ON l.entry_id = r.id AND l.account_id = ? WHERE r.kind = 'refund' AND r.reference = ?), 0))`;

async function userRow(ctx: ServiceCtx, userId: string) {
  const u = await first(
    q(
      ctx,
      "SELECT id, first_name || COALESCE(' ' || last_name, '') AS name, email, account_type AS accountType FROM users WHERE id = ?",
      userId,
    ),
    z.object({ id: z.string(), name: z.string(), email: z.string(), accountType: z.string() }),
  );
  if (!u) throw new ApiError(404, MESSAGES.notFound);
  return u;
}

/** SPEC.md §7 admin "users … transactions": a user's wallet lines, newest first, each with what is left to refund. */
export async function userTransactions(ctx: ServiceCtx, userId: string, page: number, perPage: number) {
  const user = await userRow(ctx, userId);
  const account = walletAccount(userId);
  // What is left to refund is read per charge (a page is at most 100 rows).
  const rows = (
    await allResults(
      q(
        ctx,
        `SELECT l.id AS lineId, e.id AS entryId, e.kind, e.memo AS description, e.reference, l.amount_kobo AS amountKobo, l.balance_after_kobo AS balanceAfterKobo,
       l.created_at AS createdAt, e.actor_id AS actorId
     FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
     WHERE l.account_id = ? ORDER BY l.created_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
        account,
        perPage + 1,
        (page - 1) * perPage,
      ),
      adminTransaction.omit({ refundableKobo: true }),
    )
  ).results;
  const data = await Promise.all(
    rows.slice(0, perPage).map(async (r) => ({
      ...r,
      refundableKobo: REFUNDABLE_KINDS.includes(r.kind) ? await refundable(ctx, userId, r.entryId) : 0,
    })),
  );
  return { user, balanceKobo: await walletBalance(ctx, userId), data, page, perPage, hasMore: rows.length > perPage };
}

async function refundable(ctx: ServiceCtx, userId: string, entryId: string) {
  const a = walletAccount(userId);
  const r = await first(
    q(ctx, `SELECT ${REFUNDABLE_SQL} AS left`, entryId, a, a, entryId),
    z.object({ left: z.number() }),
  );
  return Math.max(0, r?.left ?? 0);
}

type RefundInput = { entryId: string; amountKobo: number; reason: string };
const confirmMessage = async (adminId: string, userId: string, i: RefundInput, exp: number) =>
  `refund-confirm|${adminId}|${userId}|${i.entryId}|${i.amountKobo}|${await sha256Hex(i.reason)}|${exp}`;

/** Step one of a refund: what would happen, and a short-lived token that confirms exactly this refund. */
export async function previewRefund(ctx: ServiceCtx, adminId: string, userId: string, input: RefundInput) {
  await userRow(ctx, userId);
  const left = await refundable(ctx, userId, input.entryId);
  if (left <= 0)
    throw new ApiError(422, REFUND_MESSAGES.notRefundable, [
      { field: "entryId", message: REFUND_MESSAGES.notRefundable },
    ]);
  if (input.amountKobo > left)
    throw new ApiError(422, REFUND_MESSAGES.tooMuch, [{ field: "amountKobo", message: REFUND_MESSAGES.tooMuch }]);
  const before = await walletBalance(ctx, userId);
  const expiresAt = ctx.now + CONFIRM_TTL_MS;
  const sig = await signPurpose(ctx.env, await confirmMessage(adminId, userId, input, expiresAt));
  return {
    confirmToken: `${expiresAt}.${sig}`,
    expiresAt,
    amountKobo: input.amountKobo,
    balanceBeforeKobo: before,
    balanceAfterKobo: before + input.amountKobo,
    refundableKobo: left,
  };
}

/**
 * Step two: the refund itself, only with the token of step one for the same admin, user, payment, amount
 * and reason. Revenue pays the wallet back in one entry whose SQL guard re-checks what is left to refund,
 * keyed by the admin's Idempotency-Key, with the activity-log row (before/after balance) in the same batch.
 */
export async function confirmRefund(
  ctx: ServiceCtx,
  adminId: string,
  userId: string,
  input: RefundInput & { confirmToken: string },
  idemKey: string,
) {
  const [expRaw, sig] = input.confirmToken.split(".");
  const exp = Number(expRaw);
  const expected = Number.isFinite(exp)
    ? await signPurpose(ctx.env, await confirmMessage(adminId, userId, input, exp))
    : "";
  if (!sig || sig !== expected || exp < ctx.now)
    throw new ApiError(422, REFUND_MESSAGES.badConfirmation, [
      { field: "confirmToken", message: REFUND_MESSAGES.badConfirmation },
    ]);
  const wallet = walletAccount(userId);
  const before = await walletBalance(ctx, userId);
  // The confirmation is spent by the refund's own entry: the entry is written only while no row marks this token
  // spent, and the mark is written in the same batch only when the entry was. D1 runs batches one at a time, so of
  // any number of confirmations sent at once exactly one entry lands. The mark lives with the admin's
  // Idempotency-Key records (pruned after a day, long after the token expires).
  const spent = `refund-confirmation:${sig}`;
  const spentBy = await sha256Hex(idemKey);
  const r = await post(ctx, {
    idemKey: `refund:${adminId}:${idemKey}`,
    kind: "refund",
    userId,
    reference: input.entryId,
    memo: `Refund: ${input.reason}`,
    actorId: adminId,
    guard: {
      sql: `${REFUNDABLE_SQL} >= ? AND NOT EXISTS (SELECT 1 FROM idempotency_keys WHERE user_id = ? AND key = ?)`,
      params: [input.entryId, wallet, wallet, input.entryId, input.amountKobo, adminId, spent],
    },
    lines: [
      { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: -input.amountKobo },
      { accountId: wallet, amountKobo: input.amountKobo },
    ],
    with: (entryId) => [
      q(
        ctx,
        `INSERT INTO idempotency_keys (user_id, key, request_hash, status, created_at)
         SELECT ?, ?, ?, 'spent', ? WHERE EXISTS (SELECT 1 FROM journal_entries WHERE id = ?)
         ON CONFLICT (user_id, key) DO NOTHING`,
        adminId,
        spent,
        spentBy,
        ctx.now,
        entryId,
      ),
      activity(
        ctx,
        "wallet.refund",
        { type: "user", id: userId },
        {
          entryId: input.entryId,
          amountKobo: input.amountKobo,
          reason: input.reason,
          before: { balanceKobo: before },
          after: { balanceKobo: before + input.amountKobo },
        },
        adminId,
        entryId,
      ),
    ],
  });
  if (r.outcome === "insufficient") {
    const used = await first(
      q(ctx, "SELECT 1 AS used FROM idempotency_keys WHERE user_id = ? AND key = ?", adminId, spent),
      z.object({ used: z.number() }),
    );
    if (used)
      throw new ApiError(422, REFUND_MESSAGES.confirmationUsed, [
        { field: "confirmToken", message: REFUND_MESSAGES.confirmationUsed },
      ]);
    throw new ApiError(422, REFUND_MESSAGES.tooMuch, [{ field: "amountKobo", message: REFUND_MESSAGES.tooMuch }]);
  }
  // TODO(notify): tell the user about the refund in-app.
  return {
    entryId: r.entryId,
    amountKobo: input.amountKobo,
    balanceKobo: r.balances[wallet] ?? (await walletBalance(ctx, userId)),
  };
}
