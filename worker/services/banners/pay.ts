import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES } from "../../contracts/money";
import { BANNER_MESSAGES } from "../../contracts/banner-rules";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { DAY_MS } from "../../contracts/lagos-time";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "../wallet/ledger";
import { q, type Stmt } from "../../db/sql";
import { startPayment, type PaidRequest } from "../wallet/payments";
import { chargeReceipt } from "../wallet/receipts";
import { bannerPrice, bannerRow, getBanner } from "./read";

const PAYABLE = "status IN ('draft', 'pending_payment')";
const RENEWABLE = "status IN ('approved', 'expired')";
const payKey = (bannerId: string) => `banner:${bannerId}:pay`;

/**
 * Moves `amountKobo` from a banner's owner's wallet to revenue: one ledger entry whose guard needs the banner in
 * `state` (and with `priceGuard`, the price still on offer for its placement and days), with the banner's own
 * UPDATE (and `done`) in the same batch, only if that entry is posted; a receipt once it is.
 */
async function chargeBanner(
  ctx: ServiceCtx,
  b: { id: string; ownerId: string; placement: string },
  charge: {
    idemKey: string;
    memo: string;
    state: string;
    days: number;
    amountKobo: number;
    priceGuard: boolean;
    update: (entryId: string) => Stmt;
    done?: (entryId: string) => Stmt;
    receipt: string;
  },
) {
  const { amountKobo, priceGuard } = charge;
  const r = await post(ctx, {
    idemKey: charge.idemKey,
    kind: "banner",
    userId: b.ownerId,
    reference: b.id,
    memo: charge.memo,
    guard: {
      sql: `EXISTS (SELECT 1 FROM banners WHERE id = ? AND owner_id = ? AND ${charge.state})${priceGuard ? " AND EXISTS (SELECT 1 FROM banner_prices WHERE placement = ? AND days = ? AND active = 1 AND price_kobo = ?)" : ""}`,
      params: [b.id, b.ownerId, ...(priceGuard ? [b.placement, charge.days, amountKobo] : [])],
    },
    lines: [
      { accountId: walletAccount(b.ownerId), amountKobo: -amountKobo },
      { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo },
    ],
    with: (entryId) => [charge.update(entryId), ...(charge.done ? [charge.done(entryId)] : [])],
  });
  await chargeReceipt(ctx, r, b.ownerId, amountKobo, charge.receipt);
  return r;
}

/**
 * Pays a banner from the owner's wallet: one ledger entry (wallet → revenue) keyed by the banner itself, so
 * however many requests, retries, webhooks and sweeps race, a banner is paid at most once; the banner moves
 * to waiting_review in the same batch, only if that entry is posted. `priceGuard` (wallet payments) makes the
 * entry also need the price still on offer; a card payment pays the amount the payer agreed to.
 */
const payFromWallet = (
  ctx: ServiceCtx,
  b: { id: string; ownerId: string; title: string; days: number; placement: string },
  amountKobo: number,
  opts: { priceGuard: boolean; reference: string | null; done?: (entryId: string) => Stmt },
) =>
  chargeBanner(ctx, b, {
    idemKey: payKey(b.id),
    memo: `Banner ad "${b.title}" (${b.days} days)`,
    state: PAYABLE,
    days: b.days,
    amountKobo,
    priceGuard: opts.priceGuard,
    update: (entryId) =>
      q(
        ctx,
        `UPDATE banners SET status = 'waiting_review', price_paid_kobo = price_paid_kobo + ?, payment_reference = COALESCE(?, payment_reference), updated_at = ? WHERE id = ? AND ${APPLIED}`,
        amountKobo,
        opts.reference,
        ctx.now,
        b.id,
        entryId,
      ),
    done: opts.done,
    receipt: `a banner ad (${b.days} days)`,
  });

/** Renewal: more days from the later of now and the banner's end, paid from the wallet; keyed by the caller's key. */
const renewFromWallet = (
  ctx: ServiceCtx,
  b: { id: string; ownerId: string; title: string; placement: string },
  days: number,
  amountKobo: number,
  idemKey: string,
  opts: { priceGuard: boolean; done?: (entryId: string) => Stmt },
) =>
  chargeBanner(ctx, b, {
    idemKey: `banner:${b.id}:renew:${idemKey}`,
    memo: `Banner ad "${b.title}" renewed (${days} days)`,
    state: `kind = 'paid' AND ${RENEWABLE}`,
    days,
    amountKobo,
    priceGuard: opts.priceGuard,
    update: (entryId) =>
      q(
        ctx,
        `UPDATE banners SET status = 'approved', ends_at = MAX(ends_at, ?) + ?, days = days + ?, price_paid_kobo = price_paid_kobo + ?, updated_at = ? WHERE id = ? AND ${APPLIED}`,
        ctx.now,
        days * DAY_MS,
        days,
        amountKobo,
        ctx.now,
        b.id,
        entryId,
      ),
    done: opts.done,
    receipt: `a banner ad renewal (${days} days)`,
  });

const paymentReference = (prefix: string, idemKey: string, userId: string) =>
  `PNG-${prefix}-${idemKey.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40)}-${userId.slice(0, 8)}`;

/** POST .../pay: from the wallet now (200 paid, or 422), or a card payment whose credit then pays it (the purpose hook). */
export async function payBanner(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  { paymentMethod }: { paymentMethod: "wallet" | "link" },
  { key: idemKey, origin }: PaidRequest,
) {
  const row = await bannerRow(ctx, id, user.id);
  const b = { id: row.id, ownerId: row.owner_id, title: row.title, days: row.days, placement: row.placement };
  const paid = async () => ({ status: "paid" as const, data: await getBanner(ctx, id, user.id) });
  if (row.kind !== "paid" || !["draft", "pending_payment"].includes(row.status)) {
    // A declined banner's payment went back to the wallet: "paid" would tell its owner the opposite.
    if (row.status === "rejected") throw new ApiError(409, BANNER_MESSAGES.rejectedNotPayable);
    if (row.price_paid_kobo > 0) return paid(); // a retry after the payment went through
    throw new ApiError(409, BANNER_MESSAGES.notPayable);
  }
  const price = await bannerPrice(ctx, row.placement, row.days);
  if (paymentMethod === "link") {
    const reference = paymentReference("BNR", idemKey, user.id);
    const started = await startPayment(ctx, user, {
      purpose: "banner",
      amountKobo: price,
      purposeData: { bannerId: id },
      callbackUrl: `${origin}/dashboard/marketing/banners`,
      reference,
    });
    await q(
      ctx,
      `UPDATE banners SET status = 'pending_payment', payment_reference = ?, updated_at = ? WHERE id = ? AND ${PAYABLE}`,
      reference,
      ctx.now,
      id,
    ).run();
    return { status: "payment_required" as const, data: await getBanner(ctx, id, user.id), ...started };
  }
  const r = await payFromWallet(ctx, b, price, { priceGuard: true, reference: null });
  if (r.outcome === "insufficient") {
    const now = await bannerRow(ctx, id, user.id);
    if (now.price_paid_kobo > 0) return paid();
    throw new ApiError(422, MONEY_MESSAGES.insufficient, [
      { field: "paymentMethod", message: MONEY_MESSAGES.insufficient },
    ]);
  }
  return paid();
}

/** POST .../renew: more days for an approved or expired banner, from the wallet or by card. */
export async function renewBanner(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { days: number; paymentMethod: "wallet" | "link" },
  { key: idemKey, origin }: PaidRequest,
) {
  const row = await bannerRow(ctx, id, user.id);
  if (row.kind !== "paid" || !["approved", "expired"].includes(row.status))
    throw new ApiError(409, BANNER_MESSAGES.notRenewable);
  const price = await bannerPrice(ctx, row.placement, input.days);
  const b = { id: row.id, ownerId: row.owner_id, title: row.title, placement: row.placement };
  if (input.paymentMethod === "link") {
    const started = await startPayment(ctx, user, {
      purpose: "banner",
      amountKobo: price,
      purposeData: { bannerId: id, renewDays: input.days },
      callbackUrl: `${origin}/dashboard/marketing/banners`,
      reference: paymentReference("BNRR", idemKey, user.id),
    });
    return { status: "payment_required" as const, data: await getBanner(ctx, id, user.id), ...started };
  }
  const r = await renewFromWallet(ctx, b, input.days, price, idemKey, { priceGuard: true });
  if (r.outcome === "insufficient") {
    const again = await bannerRow(ctx, id, user.id);
    if (!["approved", "expired"].includes(again.status)) throw new ApiError(409, BANNER_MESSAGES.notRenewable);
    throw new ApiError(422, MONEY_MESSAGES.insufficient, [
      { field: "paymentMethod", message: MONEY_MESSAGES.insufficient },
    ]);
  }
  return { status: "paid" as const, data: await getBanner(ctx, id, user.id) };
}

/**
 * The purpose hook: a card payment for a banner is in the owner's wallet; pay the banner (or renew it) from
 * there, keyed so that a banner already paid by wallet meanwhile leaves the money in the wallet.
 */
export async function bannerPaidByCard(
  ctx: ServiceCtx,
  payment: { reference: string; userId: string; amountKobo: number; data: Record<string, unknown> },
  done: (entryId?: string) => Stmt,
) {
  const id = String(payment.data.bannerId ?? "");
  const row = id ? await bannerRow(ctx, id, payment.userId).catch(() => null) : null;
  if (!row) return;
  const renewDays = Number(payment.data.renewDays ?? 0);
  if (renewDays > 0) {
    await renewFromWallet(
      ctx,
      { id, ownerId: row.owner_id, title: row.title, placement: row.placement },
      renewDays,
      payment.amountKobo,
      `link:${payment.reference}`,
      { priceGuard: false, done },
    );
    return;
  }
  await payFromWallet(
    ctx,
    { id, ownerId: row.owner_id, title: row.title, days: row.days, placement: row.placement },
    payment.amountKobo,
    { priceGuard: false, reference: payment.reference, done },
  );
}
