import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES, type PaymentStatus } from "../../contracts/money";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { all, first, q } from "../../db/sql";
import { PAYMENT_STATUSES } from "../../db/schema/money";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount, walletBalance } from "./ledger";
import { provider, viaProvider } from "./provider";
import { receipts } from "./receipts";
import { purposeHandler, type PaidPayment } from "./purposes";

/** A payment's purpose: "topup" or one a domain registered (see ./purposes.ts). */
export type PaymentPurpose = string;

/**
 * What a paid step's request brings: its Idempotency-Key (a retry is answered as the first try was) and the site's
 * origin, where a card payment's page sends the payer back.
 */
export type PaidRequest = { key: string; origin: string };

const PaymentRow = z.object({
  reference: z.string(),
  user_id: z.string(),
  purpose: z.string(),
  purpose_data: z.string(),
  amount_kobo: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  hook_done_at: z.number().nullable(),
});
type PaymentRow = z.infer<typeof PaymentRow>;
const COLUMNS = "reference, user_id, purpose, purpose_data, amount_kobo, status, hook_done_at";

/** A payment the provider refused to start: still pending (nothing was paid), it is marked failed. */
export async function failPendingPayment(ctx: ServiceCtx, reference: string) {
  await q(
    ctx,
    "UPDATE payments SET status = 'failed', updated_at = ? WHERE reference = ? AND status = 'pending'",
    ctx.now,
    reference,
  ).run();
}

/**
 * Starts a provider payment: the row is written first (pending), then the provider gives the
 * authorization URL. Nothing is credited here; only `settlePayment` after the provider's verify does.
 */
export async function startPayment(
  ctx: ServiceCtx,
  user: AuthUser,
  p: {
    purpose: PaymentPurpose;
    amountKobo: number;
    purposeData?: Record<string, unknown>;
    callbackUrl: string;
    reference?: string;
  },
) {
  if (p.purpose !== "topup") purposeHandler(p.purpose);
  const pay = provider(ctx.env);
  const reference = p.reference ?? `PNG-${crypto.randomUUID()}`;
  await q(
    ctx,
    `INSERT INTO payments (reference, user_id, purpose, purpose_data, amount_kobo, provider, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?) ON CONFLICT (reference) DO NOTHING`,
    reference,
    user.id,
    p.purpose,
    JSON.stringify(p.purposeData ?? {}),
    p.amountKobo,
    pay.name,
    ctx.now,
    ctx.now,
  ).run();
  try {
    const { authorizationUrl } = await viaProvider(() =>
      pay.initialize({
        email: user.email,
        amountKobo: p.amountKobo,
        reference,
        callbackUrl: p.callbackUrl,
        metadata: { purpose: p.purpose, userId: user.id },
      }),
    );
    return { reference, authorizationUrl };
  } catch (e) {
    await failPendingPayment(ctx, reference);
    throw e;
  }
}

async function paymentRow(ctx: ServiceCtx, reference: string, userId?: string) {
  return first(
    q(
      ctx,
      `SELECT ${COLUMNS} FROM payments WHERE reference = ?${userId ? " AND user_id = ?" : ""}`,
      reference,
      ...(userId ? [userId] : []),
    ),
    PaymentRow,
  );
}

/**
 * The credit half of a settlement: asks the provider and credits the wallet if, and only if, it says paid
 * in full in NGN. The entry `payment:<reference>` exists at most once and the payment row flips with it in
 * one batch. A topup's hook is the credit itself, so its row is marked hook-done in that same batch.
 * Exported for the sweep's test (a crash right after this, before the purpose hook).
 */
export async function creditPayment(ctx: ServiceCtx, row: PaymentRow): Promise<PaymentRow["status"]> {
  if (row.status !== "pending") return row.status;
  const verdict = await viaProvider(() => provider(ctx.env).verify(row.reference));
  if (verdict.status === "success" && verdict.amountKobo === row.amount_kobo && verdict.currency === "NGN") {
    const topup = row.purpose === "topup";
    const r = await post(ctx, {
      idemKey: `payment:${row.reference}`,
      kind: "topup",
      userId: row.user_id,
      reference: row.reference,
      memo: topup ? topupMemo(verdict.channel) : "Payment by link",
      lines: [
        { accountId: walletAccount(row.user_id), amountKobo: row.amount_kobo },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -row.amount_kobo },
      ],
      with: (entryId) => [
        q(
          ctx,
          `UPDATE payments SET status = 'success', entry_id = ?, updated_at = ?, channel = ?, card_last4 = ?, card_brand = ?${topup ? ", hook_done_at = ?" : ""} WHERE reference = ? AND ${APPLIED}`,
          entryId,
          ctx.now,
          verdict.channel ?? null,
          verdict.cardLast4 ?? null,
          verdict.cardBrand ?? null,
          ...(topup ? [ctx.now] : []),
          row.reference,
          entryId,
        ),
      ],
    });
    if (r.outcome === "posted" && topup)
      await receipts.topup(
        ctx,
        row.user_id,
        row.amount_kobo,
        row.reference,
        r.balances[walletAccount(row.user_id)] ?? 0,
      );
    return r.outcome === "insufficient" ? row.status : "success";
  }
  if (verdict.status === "failed") {
    await q(
      ctx,
      "UPDATE payments SET status = 'failed', updated_at = ? WHERE reference = ? AND status = 'pending'",
      ctx.now,
      row.reference,
    ).run();
    return "failed";
  }
  return row.status;
}

/** The history's words for a top-up, by how it was paid. */
export function topupMemo(channel: string | null | undefined) {
  if (channel === "card") return "Wallet top-up by card";
  if (channel === "dedicated_nuban" || channel === "bank_transfer" || channel === "bank")
    return "Wallet top-up by bank transfer";
  if (channel === "ussd") return "Wallet top-up by USSD";
  return "Wallet top-up";
}

/** The statement that records a payment's purpose hook as finished (with `entryId`: only if that entry is posted by the same batch). */
const hookDone = (ctx: ServiceCtx, reference: string) => (entryId?: string) =>
  q(
    ctx,
    `UPDATE payments SET hook_done_at = ? WHERE reference = ? AND hook_done_at IS NULL${entryId ? ` AND ${APPLIED}` : ""}`,
    ctx.now,
    reference,
    ...(entryId ? [entryId] : []),
  );

function parseData(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The purpose half: runs the registered hook of a paid payment, then records it done (a no-op if the hook
 * already recorded it in its own batch). Hooks are idempotent, so rerunning finishes what a crash cut short.
 */
async function runPurposeHook(ctx: ServiceCtx, row: PaymentRow) {
  if (row.hook_done_at != null) return;
  const handler = purposeHandler(row.purpose);
  const done = hookDone(ctx, row.reference);
  if (handler) {
    const paid: PaidPayment = {
      reference: row.reference,
      userId: row.user_id,
      purpose: row.purpose,
      amountKobo: row.amount_kobo,
      data: parseData(row.purpose_data),
      purposeData: row.purpose_data,
    };
    await handler.onPaid(ctx, paid, done);
  }
  await done().run();
}

/**
 * Asks the provider about a payment, credits the wallet if it is paid, and runs its purpose's hook.
 * Safe to call any number of times, in any order, concurrently (callback verify, webhooks, retries, the sweep).
 */
export async function settlePayment(
  ctx: ServiceCtx,
  reference: string,
  userId?: string,
): Promise<PaymentStatus | null> {
  const row = await paymentRow(ctx, reference, userId);
  if (!row) return null;
  const status = await creditPayment(ctx, row);
  if (status === "success") await runPurposeHook(ctx, row);
  return {
    reference,
    status,
    amountKobo: row.amount_kobo,
    purpose: row.purpose,
    balanceKobo: await walletBalance(ctx, row.user_id),
  };
}

/** Paid payments younger than this are left to the request that is settling them. */
const SWEEP_GRACE_MS = 5 * 60_000;

/**
 * Cron: payments marked paid whose purpose hook never recorded completion (a crash between the credit and
 * the hook) are finished here. Each hook is idempotent and the completion mark is guarded, so running the
 * sweep twice — or alongside a late callback — has the hook's effects exactly once. Returns how many it finished.
 */
export async function finishInterruptedPayments(ctx: ServiceCtx, limit = 100, graceMs = SWEEP_GRACE_MS) {
  const stuck = await all(
    q(
      ctx,
      `SELECT ${COLUMNS} FROM payments WHERE status = 'success' AND hook_done_at IS NULL AND updated_at <= ? ORDER BY updated_at LIMIT ?`,
      ctx.now - graceMs,
      limit,
    ),
    PaymentRow,
  );
  let finished = 0;
  for (const row of stuck) {
    try {
      await runPurposeHook(ctx, row);
      finished++;
    } catch (e) {
      // One bad payment must not stop the others; it stays unmarked and the next sweep tries again.
      console.error(
        JSON.stringify({
          level: "error",
          msg: "payment hook sweep failed",
          reference: row.reference,
          error: String(e),
        }),
      );
    }
  }
  return finished;
}

/** The owner's view of a payment (the callback pages): settles it first if the provider has news. */
export async function verifyOwnPayment(ctx: ServiceCtx, user: AuthUser, reference: string) {
  const status = await settlePayment(ctx, reference, user.id);
  if (!status)
    throw new ApiError(404, MONEY_MESSAGES.paymentNotFound, [
      { field: "reference", message: MONEY_MESSAGES.paymentNotFound },
    ]);
  return status;
}
