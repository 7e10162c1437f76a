import { z } from "zod";
import { first, all, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import {
  boostPlan,
  boostRoleOf,
  plan as planRow,
  PLAN_MESSAGES,
  subscription,
  type CurrentPlan,
} from "../../contracts/plans";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { activity } from "../wallet/ledger";
import { MESSAGES } from "../../contracts/messages";

/** A plan row as the `Plan` contract names it. */
export const PLAN_COLS = `id, role, name, description, monthly_price_kobo AS monthlyPriceKobo, yearly_price_kobo AS yearlyPriceKobo,
  listing_quota AS listingQuota, viewing_quota AS viewingQuota, boost_credits AS boostCredits`;
/** The rows: the contract's own shapes (a plan row is a `Plan`); `active` and `autoRenew` are SQLite's 0/1 until answered. */
const Plan = planRow;
const AdminPlanRow = planRow.extend({ active: z.number() });
const SubscriptionRow = subscription.extend({ autoRenew: z.number() });

export async function listPlans(ctx: ServiceCtx, role?: string) {
  const results = await all(
    q(
      ctx,
      `SELECT ${PLAN_COLS} FROM subscription_plans WHERE active = 1${role ? " AND role = ?" : ""} ORDER BY role, position LIMIT 50`,
      ...(role ? [role] : []),
    ),
    Plan,
  );
  return { data: results };
}

export const getPlan = (ctx: ServiceCtx, id: string, onlyActive = true) =>
  first(
    q(ctx, `SELECT ${PLAN_COLS} FROM subscription_plans WHERE id = ?${onlyActive ? " AND active = 1" : ""}`, id),
    Plan,
  );

export async function listBoostPlans(ctx: ServiceCtx, userRole?: string) {
  const results = await all(
    q(
      ctx,
      `SELECT id, user_role AS userRole, name, days, price_kobo AS priceKobo FROM boost_plans WHERE active = 1${userRole ? " AND user_role = ?" : ""} ORDER BY user_role, position LIMIT 50`,
      ...(userRole ? [userRole] : []),
    ),
    boostPlan,
  );
  return { data: results };
}

/** The quota SQL the triggers use, as an expression for `owner` (bound once). */
export const QUOTA_SQL = `COALESCE(
  (SELECT COALESCE(p.listing_quota, 1000000000) FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE s.user_id = ? AND s.status = 'active'),
  (SELECT value FROM money_settings WHERE key = 'free_listing_quota'), 1000000000)`;

export async function listingQuota(ctx: ServiceCtx, userId: string) {
  const row = await first(
    q(
      ctx,
      `SELECT ${QUOTA_SQL} AS q, (SELECT COUNT(*) FROM properties WHERE owner_id = ? AND status = 'active') AS used`,
      userId,
      userId,
    ),
    z.object({ q: z.number(), used: z.number() }),
  );
  return { limit: !row || row.q >= 1000000000 ? null : row.q, used: row?.used ?? 0 };
}

/** SPEC.md §3/§7 current plan: hasPlan, subscriptionPlanId, the plan, its period, quota use and boost_plan. */
export async function currentPlan(ctx: ServiceCtx, user: Pick<AuthUser, "id" | "accountType">): Promise<CurrentPlan> {
  const sub = await first(
    q(
      ctx,
      `SELECT id, plan_id AS planId, interval, status, price_kobo AS priceKobo, starts_at AS startsAt, ends_at AS endsAt, boost_credits_left AS boostCreditsLeft, auto_renew AS autoRenew
     FROM subscriptions WHERE user_id = ? AND status = 'active'`,
      user.id,
    ),
    SubscriptionRow,
  );
  const [plan, quota, boosts] = await Promise.all([
    sub ? getPlan(ctx, sub.planId, false) : null,
    listingQuota(ctx, user.id),
    listBoostPlans(ctx, boostRoleOf(user.accountType) ?? "none"),
  ]);
  return {
    hasPlan: !!sub,
    subscriptionPlanId: sub?.planId ?? null,
    plan: plan ?? null,
    subscription: sub ? { ...sub, autoRenew: Boolean(sub.autoRenew) } : null,
    listingQuota: quota,
    boost_plan: { creditsLeft: sub?.boostCreditsLeft ?? 0, plans: boosts.data },
  };
}

/** Turns renewal from the wallet on or off for the active plan (off: it simply ends at the end of the period). */
export async function setAutoRenew(ctx: ServiceCtx, user: Pick<AuthUser, "id" | "accountType">, autoRenew: boolean) {
  const r = await q(
    ctx,
    "UPDATE subscriptions SET auto_renew = ?, updated_at = ? WHERE user_id = ? AND status = 'active'",
    autoRenew ? 1 : 0,
    ctx.now,
    user.id,
  ).run();
  if (!r.meta.changes) throw new ApiError(404, PLAN_MESSAGES.noPlan);
  return currentPlan(ctx, user);
}

/** Admin settings: every plan with its prices and quotas. */
export async function adminPlans(ctx: ServiceCtx) {
  const results = await all(
    q(ctx, `SELECT ${PLAN_COLS}, active FROM subscription_plans ORDER BY role, position LIMIT 100`),
    AdminPlanRow,
  );
  return { data: results.map((p) => ({ ...p, active: Boolean(p.active) })) };
}

/** Changes a plan's prices/quotas (new subscriptions and renewals use them), logged with before/after. */
export async function updatePlan(
  ctx: ServiceCtx,
  adminId: string,
  id: string,
  input: {
    monthlyPriceKobo: number;
    yearlyPriceKobo: number;
    listingQuota: number | null;
    boostCredits: number;
    active: boolean;
  },
) {
  const before = await first(
    q(
      ctx,
      "SELECT monthly_price_kobo AS monthlyPriceKobo, yearly_price_kobo AS yearlyPriceKobo, listing_quota AS listingQuota, boost_credits AS boostCredits, active FROM subscription_plans WHERE id = ?",
      id,
    ),
    z.record(z.string(), z.unknown()),
  );
  if (!before) throw new ApiError(404, MESSAGES.notFound);
  await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE subscription_plans SET monthly_price_kobo = ?, yearly_price_kobo = ?, listing_quota = ?, boost_credits = ?, active = ?, updated_at = ? WHERE id = ?",
      input.monthlyPriceKobo,
      input.yearlyPriceKobo,
      input.listingQuota,
      input.boostCredits,
      input.active ? 1 : 0,
      ctx.now,
      id,
    ),
    activity(
      ctx,
      "plan.updated",
      { type: "subscription_plan", id },
      { before: { ...before, active: Boolean(before.active) }, after: input },
      adminId,
    ),
  ]);
  return (await adminPlans(ctx)).data.find((p) => p.id === id)!;
}
