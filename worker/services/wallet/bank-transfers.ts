import { z } from "zod";
import { first } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES } from "../../contracts/money";
import { PAY_MESSAGES, type VirtualAccountState } from "../../contracts/wallet-pay";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { paymentProvider, sandboxIncomingTransfer } from "../../integrations/payments";
import { APPLIED, SYSTEM_ACCOUNTS, post, q, walletAccount, walletBalance } from "./ledger";
import { provider, viaProvider } from "./provider";
import { topupMemo } from "./payments";
import { receipts } from "./receipts";

/**
 * Top-ups by bank transfer: each user gets their own account number (a Paystack dedicated
 * virtual account). Money sent to it arrives as a `charge.success` webhook with channel dedicated_nuban; the
 * wallet is credited once per provider reference (ledger key `payment:<reference>`, with its payments row).
 */

const Row = z.object({
  status: z.string(),
  claim: z.string(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  customerCode: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
type Row = z.infer<typeof Row>;
const SELECT =
  "SELECT status, claim, bank_name AS bankName, account_name AS accountName, account_number AS accountNumber, customer_code AS customerCode, created_at AS createdAt, updated_at AS updatedAt FROM virtual_accounts";
const rowOf = (ctx: ServiceCtx, userId: string) => first(q(ctx, `${SELECT} WHERE user_id = ?`, userId), Row);

/** A claim older than this belongs to a request that died: the next one takes over (the provider call is idempotent per customer). */
const STALE_CLAIM_MS = 60_000;
const isSandbox = (env: Env) => paymentProvider(env)?.name === "sandbox";

const view = (env: Env, r: Row | null): VirtualAccountState => ({
  account:
    r?.status === "active" && r.accountNumber
      ? { bankName: r.bankName!, accountName: r.accountName!, accountNumber: r.accountNumber, createdAt: r.createdAt }
      : null,
  sandbox: isSandbox(env),
});

export async function virtualAccountState(ctx: ServiceCtx, user: AuthUser) {
  return view(ctx.env, await rowOf(ctx, user.id));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Your account number, created on the first request. Parallel requests: one claims the row (INSERT … ON
 * CONFLICT DO NOTHING, or takes over a stale claim) and asks the provider; the others wait for it to be
 * active (a 409 "being created" if it takes too long). The provider call itself returns the customer's
 * existing account when asked again, so a takeover never makes a second one.
 */
export async function ensureVirtualAccount(ctx: ServiceCtx, user: AuthUser): Promise<VirtualAccountState> {
  const claim = newId();
  await q(
    ctx,
    `INSERT INTO virtual_accounts (user_id, status, claim, created_at, updated_at) VALUES (?, 'creating', ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET claim = excluded.claim, updated_at = excluded.updated_at
     WHERE virtual_accounts.status = 'creating' AND virtual_accounts.updated_at < ?`,
    user.id,
    claim,
    ctx.now,
    ctx.now,
    ctx.now - STALE_CLAIM_MS,
  ).run();
  let row = await rowOf(ctx, user.id);
  if (row?.status === "creating" && row.claim === claim) {
    const pay = provider(ctx.env);
    try {
      const a = await viaProvider(() =>
        pay.assignDedicatedAccount({
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName ?? "",
          phone: user.phone,
        }),
      );
      await q(
        ctx,
        `UPDATE virtual_accounts SET status = 'active', provider = ?, customer_code = ?, bank_name = ?, account_name = ?, account_number = ?, updated_at = ?
         WHERE user_id = ? AND claim = ? AND status = 'creating'`,
        pay.name,
        a.customerCode,
        a.bankName,
        a.accountName,
        a.accountNumber,
        Date.now(),
        user.id,
        claim,
      ).run();
    } catch (e) {
      // Free the claim so the next request tries again at once.
      await q(
        ctx,
        "DELETE FROM virtual_accounts WHERE user_id = ? AND claim = ? AND status = 'creating'",
        user.id,
        claim,
      ).run();
      throw e;
    }
    row = await rowOf(ctx, user.id);
  }
  for (let i = 0; i < 40 && row?.status === "creating"; i++) {
    await sleep(100);
    row = await rowOf(ctx, user.id);
  }
  if (row?.status !== "active")
    throw new ApiError(409, PAY_MESSAGES.accountBeingCreated, undefined, { "Retry-After": "2" });
  return view(ctx.env, row);
}

/**
 * A transfer into a dedicated account (the webhook's `charge.success` with channel dedicated_nuban). The
 * event only says which transaction: the provider's verify gives the amount, the currency and the receiving
 * account, which names the user. Credited once: entry `payment:<reference>` with its payments row, one batch.
 */
export async function receiveIncomingTransfer(ctx: ServiceCtx, reference: string) {
  const verdict = await viaProvider(() => provider(ctx.env).verify(reference));
  if (
    verdict.status !== "success" ||
    verdict.currency !== "NGN" ||
    verdict.channel !== "dedicated_nuban" ||
    !(verdict.amountKobo > 0)
  )
    return false;
  const owner = await first(
    q(
      ctx,
      "SELECT user_id AS userId FROM virtual_accounts WHERE status = 'active' AND (account_number = ? OR (? IS NULL AND customer_code = ?)) LIMIT 1",
      verdict.receiverAccountNumber ?? null,
      verdict.receiverAccountNumber ?? null,
      verdict.customerCode ?? null,
    ),
    z.object({ userId: z.string() }),
  );
  if (!owner) {
    console.error(JSON.stringify({ level: "error", msg: "transfer to an unknown dedicated account", reference }));
    return false;
  }
  const pay = provider(ctx.env);
  const r = await post(ctx, {
    idemKey: `payment:${reference}`,
    kind: "topup",
    userId: owner.userId,
    reference,
    memo: topupMemo("dedicated_nuban"),
    lines: [
      { accountId: walletAccount(owner.userId), amountKobo: verdict.amountKobo },
      { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -verdict.amountKobo },
    ],
    with: (entryId) => [
      q(
        ctx,
        `INSERT INTO payments (reference, user_id, purpose, purpose_data, amount_kobo, provider, status, entry_id, hook_done_at, channel, created_at, updated_at)
         SELECT ?, ?, 'topup', '{}', ?, ?, 'success', ?, ?, 'dedicated_nuban', ?, ? WHERE ${APPLIED} ON CONFLICT (reference) DO NOTHING`,
        reference,
        owner.userId,
        verdict.amountKobo,
        pay.name,
        entryId,
        ctx.now,
        ctx.now,
        ctx.now,
        entryId,
      ),
    ],
  });
  if (r.outcome === "posted")
    await receipts.topup(
      ctx,
      owner.userId,
      verdict.amountKobo,
      reference,
      r.balances[walletAccount(owner.userId)] ?? 0,
    );
  return true;
}

/** Sandbox only: a transfer into your account number, announced by the signed webhook like the real bank's would be. */
export async function simulateTransfer(
  ctx: ServiceCtx,
  user: AuthUser,
  amountKobo: number,
  deliver: (rawBody: string, signature: string) => Promise<unknown>,
) {
  if (!isSandbox(ctx.env)) throw new ApiError(404, PAY_MESSAGES.sandboxOnly);
  const row = await rowOf(ctx, user.id);
  if (row?.status !== "active" || !row.accountNumber || !row.customerCode)
    throw new ApiError(409, PAY_MESSAGES.noVirtualAccount);
  const t = await sandboxIncomingTransfer(ctx.env, {
    accountNumber: row.accountNumber,
    customerCode: row.customerCode,
    amountKobo,
    senderName: `${user.firstName} ${user.lastName ?? ""}`.trim().toUpperCase(),
  });
  await deliver(t.rawBody, t.signature);
  const credited = await q(
    ctx,
    "SELECT 1 FROM payments WHERE reference = ? AND user_id = ? AND status = 'success'",
    t.reference,
    user.id,
  ).first();
  if (!credited) throw new ApiError(503, MONEY_MESSAGES.providerDown);
  return { reference: t.reference, amountKobo, balanceKobo: await walletBalance(ctx, user.id) };
}
