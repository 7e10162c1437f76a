import { z } from "zod";
import { first, all, q } from "../../db/sql";
import { alertStaff } from "../settings";
import { formatNaira } from "../../contracts/naira";
import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES, PAYOUT_MESSAGES, withdrawal, type Withdrawal } from "../../contracts/money";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import {
  sandboxSettle,
  PaymentProviderError,
  verifyWebhookSignature,
  type WebhookEvent,
} from "../../integrations/payments";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "./ledger";
import { provider } from "./provider";
import { receipts } from "./receipts";

const SELECT = `SELECT w.id, w.reference, w.amount_kobo AS amountKobo, w.status, w.failure_reason AS failureReason, p.bank_name AS bankName,
  p.account_number AS accountNumber, p.account_name AS accountName, w.created_at AS createdAt, w.updated_at AS updatedAt, w.user_id AS userId
  FROM withdrawals w JOIN payout_accounts p ON p.id = w.payout_account_id`;

const Row = withdrawal.extend({ userId: z.string() });
type Row = z.infer<typeof Row>;
const shape = ({ userId: _u, ...w }: Row): Withdrawal => w;
const byReference = (ctx: ServiceCtx, reference: string) =>
  first(q(ctx, `${SELECT} WHERE w.reference = ?`, reference), Row);

/**
 * Withdraw to a saved account. One batch decides: the wallet covers it and the account is the user's and
 * not removed, or nothing happens; then the money sits in "payouts in flight" with a pending withdrawal.
 * The ledger key comes from the request's Idempotency-Key, so a retry after an error that hid a committed
 * write finds the first withdrawal instead of making a second.
 */
export async function withdraw(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { amountKobo: number; payoutAccountId: string },
  idempotencyKey: string,
): Promise<Withdrawal> {
  const id = newId();
  const reference = `WD-${id}`;
  const ownAccount = "SELECT 1 FROM payout_accounts WHERE id = ? AND user_id = ? AND removed_at IS NULL";
  const r = await post(ctx, {
    idemKey: `withdraw:${user.id}:${idempotencyKey}`,
    kind: "withdrawal",
    userId: user.id,
    reference,
    memo: "Withdrawal to bank",
    guard: { sql: `EXISTS (${ownAccount})`, params: [input.payoutAccountId, user.id] },
    lines: [
      { accountId: walletAccount(user.id), amountKobo: -input.amountKobo },
      { accountId: SYSTEM_ACCOUNTS.payouts, amountKobo: input.amountKobo },
    ],
    with: (entryId) => [
      q(
        ctx,
        `INSERT INTO withdrawals (id, user_id, payout_account_id, amount_kobo, status, reference, created_at, updated_at)
         SELECT ?, ?, ?, ?, 'pending', ?, ?, ? WHERE ${APPLIED}`,
        id,
        user.id,
        input.payoutAccountId,
        input.amountKobo,
        reference,
        ctx.now,
        ctx.now,
        entryId,
      ),
    ],
  });
  if (r.outcome === "insufficient") {
    const mine = await q(ctx, ownAccount, input.payoutAccountId, user.id).first();
    if (!mine)
      throw new ApiError(422, PAYOUT_MESSAGES.unknownAccount, [
        { field: "payoutAccountId", message: PAYOUT_MESSAGES.unknownAccount },
      ]);
    throw new ApiError(422, MONEY_MESSAGES.insufficient, [
      { field: "amountKobo", message: MONEY_MESSAGES.insufficient },
    ]);
  }
  const entry = await first(
    q(ctx, "SELECT reference FROM journal_entries WHERE id = ?", r.entryId),
    z.object({ reference: z.string() }),
  );
  const ref = entry!.reference;
  if (r.outcome === "posted") {
    await alertStaff(ctx, "withdrawal_requested", {
      subject: "Withdrawal requested",
      text: `A withdrawal of ${formatNaira(input.amountKobo)} was requested (${ref}).`,
    });
    await sendTransfer(ctx, ref);
  }
  // A replay of a withdrawal still pending (its first request may have died before asking for the
  // transfer) finds out from the provider first, and only sends a transfer that does not exist.
  else if ((await byReference(ctx, ref))?.status === "pending") await resumeWithdrawal(ctx, ref);
  return shape((await byReference(ctx, ref))!);
}

/** Asks the provider to pay out. A refusal reverses at once; an outage leaves it pending (same reference on retry). */
async function sendTransfer(ctx: ServiceCtx, reference: string) {
  const w = await first(
    q(
      ctx,
      "SELECT w.amount_kobo AS amount, p.recipient_code AS recipient FROM withdrawals w JOIN payout_accounts p ON p.id = w.payout_account_id WHERE w.reference = ?",
      reference,
    ),
    z.object({ amount: z.number(), recipient: z.string() }),
  );
  if (!w) return;
  const pay = provider(ctx.env);
  try {
    const t = await pay.transfer({
      amountKobo: w.amount,
      recipientCode: w.recipient,
      reference,
      reason: "PropertyNG wallet withdrawal",
    });
    if (t.transferCode)
      await q(
        ctx,
        "UPDATE withdrawals SET transfer_code = ?, updated_at = ? WHERE reference = ?",
        t.transferCode,
        ctx.now,
        reference,
      ).run();
    if (t.status !== "pending") return settleWithdrawal(ctx, reference, t.status);
  } catch (e) {
    if (e instanceof PaymentProviderError && e.kind === "rejected")
      return settleWithdrawal(ctx, reference, "failed", e.message);
    // Unavailable: the transfer may or may not exist; its webhook (or a retry with this reference) settles it.
    console.error("[withdrawal] transfer not confirmed", reference, e);
    return;
  }
  // The sandbox answers like Paystack: later, through the signed webhook (checked and handled as webhooks.ts does).
  if (pay.name === "sandbox") {
    const settled = await sandboxSettle(ctx.env, reference);
    if (settled && (await verifyWebhookSignature(ctx.env.PAYSTACK_SECRET_KEY, settled.rawBody, settled.signature))) {
      await receiveTransferEvent(ctx, JSON.parse(settled.rawBody) as WebhookEvent);
    }
  }
}

/** A transfer event of the provider's (signed) webhook; returns false for any other event. */
export async function receiveTransferEvent(ctx: ServiceCtx, event: WebhookEvent) {
  const reference = typeof event?.data?.reference === "string" ? event.data.reference.slice(0, 120) : null;
  if (
    !reference ||
    !(event.event === "transfer.success" || event.event === "transfer.failed" || event.event === "transfer.reversed")
  )
    return false;
  await settleWithdrawal(ctx, reference, event.event === "transfer.success" ? "success" : "failed", event.data.reason);
  return true;
}

/** A pending withdrawal whose outcome we have not heard: ask the provider; send the transfer only if it never was. */
export async function resumeWithdrawal(ctx: ServiceCtx, reference: string) {
  let t: Awaited<ReturnType<ReturnType<typeof provider>["verifyTransfer"]>>;
  try {
    t = await provider(ctx.env).verifyTransfer(reference);
  } catch (e) {
    console.error("[withdrawal] cannot verify transfer", reference, e);
    return;
  }
  if (t.status === "not_found") return sendTransfer(ctx, reference);
  if (t.status !== "pending") return settleWithdrawal(ctx, reference, t.status);
}

/** Cron: withdrawals pending for a while (no webhook yet, or the first request died) are checked with the provider. */
export async function resumeStaleWithdrawals(ctx: ServiceCtx) {
  const results = await all(
    q(
      ctx,
      "SELECT reference FROM withdrawals WHERE status = 'pending' AND updated_at < ? ORDER BY updated_at LIMIT 20",
      ctx.now - 10 * 60_000,
    ),
    z.object({ reference: z.string() }),
  );
  for (const r of results) await resumeWithdrawal(ctx, r.reference);
}

/**
 * A transfer's outcome: paid out (in flight → provider clearing) or failed (in flight → back to the
 * wallet). Both entries need the withdrawal to be pending and flip it in the same batch, so only the first
 * outcome ever counts, however often and in whatever order the events arrive.
 */
export async function settleWithdrawal(
  ctx: ServiceCtx,
  reference: string,
  outcome: "success" | "failed",
  reason?: string,
) {
  const w = await byReference(ctx, reference);
  if (!w || w.status !== "pending") return;
  const ok = outcome === "success";
  const why = (reason || "The bank could not complete the transfer").slice(0, 200);
  const r = await post(ctx, {
    idemKey: `${ok ? "withdrawal-settled" : "withdrawal-reversal"}:${reference}`,
    kind: ok ? "withdrawal_settled" : "withdrawal_reversal",
    userId: w.userId,
    reference,
    memo: ok ? "Withdrawal paid out" : "Withdrawal reversed",
    guard: {
      sql: "EXISTS (SELECT 1 FROM withdrawals WHERE reference = ? AND status = 'pending')",
      params: [reference],
    },
    lines: ok
      ? [
          { accountId: SYSTEM_ACCOUNTS.payouts, amountKobo: -w.amountKobo },
          { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: w.amountKobo },
        ]
      : [
          { accountId: SYSTEM_ACCOUNTS.payouts, amountKobo: -w.amountKobo },
          { accountId: walletAccount(w.userId), amountKobo: w.amountKobo },
        ],
    with: (entryId) => [
      q(
        ctx,
        `UPDATE withdrawals SET status = ?, failure_reason = ?, updated_at = ? WHERE reference = ? AND status = 'pending' AND ${APPLIED}`,
        ok ? "complete" : "failed",
        ok ? null : why,
        ctx.now,
        reference,
        entryId,
      ),
    ],
  });
  if (r.outcome !== "posted") return;
  // TODO(notify): tell the user in-app as well.
  if (ok)
    await receipts.withdrawalComplete(
      ctx,
      w.userId,
      w.amountKobo,
      reference,
      `${w.bankName} ••••${w.accountNumber.slice(-4)}`,
    );
  else await receipts.withdrawalFailed(ctx, w.userId, w.amountKobo, reference, why);
}

export async function listWithdrawals(ctx: ServiceCtx, user: AuthUser) {
  const results = await all(q(ctx, `${SELECT} WHERE w.user_id = ? ORDER BY w.created_at DESC LIMIT 50`, user.id), Row);
  return { data: results.map(shape) };
}
