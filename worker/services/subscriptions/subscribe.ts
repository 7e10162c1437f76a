import { z } from "zod";
import { first, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES } from "../../contracts/money";
import { PLAN_MESSAGES, type SubscribeResult } from "../../contracts/plans";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "../wallet/ledger";
import { startPayment } from "../wallet/payments";
import { chargeReceipt } from "../wallet/receipts";
import { currentPlan, getPlan } from "./plans";

const DAY = 24 * 3600_000;
export const PERIOD_MS = { monthly: 30 * DAY, yearly: 365 * DAY } as const;
type Interval = keyof typeof PERIOD_MS;
type Buyer = Pick<AuthUser, "id" | "accountType">;

async function planFor(ctx: ServiceCtx, user: Buyer, planId: string) {
  const plan = await getPlan(ctx, planId);
  if (!plan) throw new ApiError(404, PLAN_MESSAGES.notFound, [{ field: "planId", message: PLAN_MESSAGES.notFound }]);
  if (plan.role !== user.accountType)
    throw new ApiError(422, PLAN_MESSAGES.wrongRole, [{ field: "planId", message: PLAN_MESSAGES.wrongRole }]);
  return plan;
}

/**
 * Buys a plan from the wallet in one batch: the entry (price out of the wallet into revenue) is posted only
 * if the wallet covers it and the plan still has that price; with it, the previous active plan is
 * replaced and the new one starts. The ledger key is the caller's idempotency key. Returns null when the
 * wallet does not cover it. No proration: a change of plan starts a fresh period.
 */
export async function subscribeFromWallet(
  ctx: ServiceCtx,
  user: Buyer,
  input: { planId: string; interval: Interval },
  idemKey: string,
) {
  const plan = await planFor(ctx, user, input.planId);
  const price = input.interval === "monthly" ? plan.monthlyPriceKobo : plan.yearlyPriceKobo;
  const id = newId();
  const r = await post(ctx, {
    idemKey: `subscribe:${user.id}:${idemKey}`,
    kind: "subscription",
    userId: user.id,
    reference: id,
    memo: `${plan.name} plan (${input.interval})`,
    guard: {
      sql: "EXISTS (SELECT 1 FROM subscription_plans WHERE id = ? AND active = 1 AND role = ? AND (CASE ? WHEN 'monthly' THEN monthly_price_kobo ELSE yearly_price_kobo END) = ?)",
      params: [plan.id, user.accountType, input.interval, price],
    },
    lines: [
      { accountId: walletAccount(user.id), amountKobo: -price },
      { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: price },
    ],
    with: (entryId) => [
      q(
        ctx,
        `UPDATE subscriptions SET status = 'replaced', updated_at = ? WHERE user_id = ? AND status = 'active' AND ${APPLIED}`,
        ctx.now,
        user.id,
        entryId,
      ),
      q(
        ctx,
        `INSERT INTO subscriptions (id, user_id, plan_id, interval, status, price_kobo, starts_at, ends_at, boost_credits_left, auto_renew, created_at, updated_at)
         SELECT ?, ?, ?, ?, 'active', ?, ?, ?, ?, 1, ?, ? WHERE ${APPLIED}`,
        id,
        user.id,
        plan.id,
        input.interval,
        price,
        ctx.now,
        ctx.now + PERIOD_MS[input.interval],
        plan.boostCredits,
        ctx.now,
        ctx.now,
        entryId,
      ),
    ],
  });
  if (r.outcome === "insufficient") return null;
  // TODO(notify): "Your plan is active" in-app.
  await chargeReceipt(ctx, r, user.id, price, `the ${plan.name} plan (${input.interval})`);
  return r;
}

/** POST subscribe: from the wallet now, or a payment link whose credit then buys the plan (callback page). */
export async function subscribe(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { planId: string; interval: Interval; paymentMethod: "wallet" | "link" },
  idemKey: string,
  origin: string,
): Promise<SubscribeResult> {
  if (input.paymentMethod === "link") {
    const plan = await planFor(ctx, user, input.planId);
    const amountKobo = input.interval === "monthly" ? plan.monthlyPriceKobo : plan.yearlyPriceKobo;
    const started = await startPayment(ctx, user, {
      purpose: "subscription",
      amountKobo,
      purposeData: { planId: plan.id, interval: input.interval },
      callbackUrl: `${origin}/dashboard/subscription-plans/subscription-callback`,
      reference: `PNG-SUB-${idemKey.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40)}-${user.id.slice(0, 8)}`,
    });
    return { status: "payment_required", ...started };
  }
  const r = await subscribeFromWallet(ctx, user, input, idemKey);
  if (!r)
    throw new ApiError(422, MONEY_MESSAGES.insufficient, [
      { field: "paymentMethod", message: MONEY_MESSAGES.insufficient },
    ]);
  return { status: "active", current: await currentPlan(ctx, user) };
}

/** A plan paid by link: once the payment is in the wallet, buy the plan from it (keyed by the reference). */
export async function activatePaidSubscription(
  ctx: ServiceCtx,
  payment: { reference: string; user_id: string; purpose_data: string },
) {
  const user = await first(
    q(ctx, "SELECT id, account_type AS accountType FROM users WHERE id = ?", payment.user_id),
    z.object({ id: z.string(), accountType: z.string() }),
  );
  const data = JSON.parse(payment.purpose_data) as { planId?: string; interval?: Interval };
  if (!user || !data.planId || !data.interval) return;
  try {
    await subscribeFromWallet(ctx, user, { planId: data.planId, interval: data.interval }, `link:${payment.reference}`);
  } catch (e) {
    // The money stays in the wallet (e.g. the plan was withdrawn meanwhile); the callback page shows the plan state.
    console.error("[subscription] paid by link but not activated", payment.reference, e);
  }
}
