import { z } from "zod";
import { first, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES } from "../../contracts/money";
import { boostRoleOf, PLAN_MESSAGES } from "../../contracts/plans";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "../wallet/ledger";
import { chargeReceipt } from "../wallet/receipts";
import type { PaidRequest } from "../wallet/payments";

const DAY = 24 * 3600_000;
const BOOSTABLE =
  "EXISTS (SELECT 1 FROM properties WHERE id = ? AND owner_id = ? AND status = 'active') AND NOT EXISTS (SELECT 1 FROM boosts WHERE property_id = ? AND status = 'active')";

/** Why a boost could not happen, read after the guarded write said no. */
async function refusal(ctx: ServiceCtx, user: AuthUser, propertyId: string, payWith: "credit" | "wallet") {
  const [own, boosted] = await Promise.all([
    q(ctx, "SELECT 1 FROM properties WHERE id = ? AND owner_id = ? AND status = 'active'", propertyId, user.id).first(),
    q(ctx, "SELECT 1 FROM boosts WHERE property_id = ? AND status = 'active'", propertyId).first(),
  ]);
  if (!own) return new ApiError(404, PLAN_MESSAGES.notBoostable);
  if (boosted) return new ApiError(409, PLAN_MESSAGES.alreadyBoosted);
  return payWith === "credit"
    ? new ApiError(422, PLAN_MESSAGES.noCredits, [{ field: "payWith", message: PLAN_MESSAGES.noCredits }])
    : new ApiError(422, MONEY_MESSAGES.insufficient, [{ field: "payWith", message: MONEY_MESSAGES.insufficient }]);
}

/**
 * Boosts one of the caller's active listings for the boost plan's days: Sponsored, ranked first within its
 * sort. Paid with a plan credit (the credit is taken by a guarded UPDATE in the same batch as the boost) or
 * from the wallet (a ledger entry keyed by the idempotency key). At most one active boost per listing.
 */
export async function boostListing(
  ctx: ServiceCtx,
  user: AuthUser,
  propertyId: string,
  input: { boostPlanId: string; payWith: "credit" | "wallet" },
  { key: idemKey }: Pick<PaidRequest, "key">,
) {
  const role = boostRoleOf(user.accountType);
  const plan = role
    ? await first(
        q(
          ctx,
          "SELECT id, name, days, price_kobo AS price FROM boost_plans WHERE id = ? AND user_role = ? AND active = 1",
          input.boostPlanId,
          role,
        ),
        z.object({ id: z.string(), name: z.string(), days: z.number(), price: z.number() }),
      )
    : null;
  if (!plan)
    throw new ApiError(404, "Choose one of the boosts on offer.", [
      { field: "boostPlanId", message: "Choose one of the boosts on offer." },
    ]);
  const id = newId();
  const endsAt = ctx.now + plan.days * DAY;
  const insertBoost = (cond: string, ...params: unknown[]) =>
    q(
      ctx,
      `INSERT INTO boosts (id, property_id, user_id, boost_plan_id, paid_with, status, starts_at, ends_at, created_at) SELECT ?, ?, ?, ?, ?, 'active', ?, ?, ? WHERE ${cond}`,
      id,
      propertyId,
      user.id,
      plan.id,
      input.payWith,
      ctx.now,
      endsAt,
      ctx.now,
      ...params,
    );
  const flag = q(
    ctx,
    "UPDATE properties SET premium_listing = 1 WHERE id = ? AND EXISTS (SELECT 1 FROM boosts WHERE id = ?)",
    propertyId,
    id,
  );

  if (input.payWith === "credit") {
    const [, , , found] = await ctx.env.DB.batch([
      insertBoost(
        `${BOOSTABLE} AND (SELECT boost_credits_left FROM subscriptions WHERE user_id = ? AND status = 'active') > 0`,
        propertyId,
        user.id,
        propertyId,
        user.id,
      ),
      q(
        ctx,
        "UPDATE subscriptions SET boost_credits_left = boost_credits_left - 1, updated_at = ? WHERE user_id = ? AND status = 'active' AND boost_credits_left > 0 AND EXISTS (SELECT 1 FROM boosts WHERE id = ?)",
        ctx.now,
        user.id,
        id,
      ),
      flag,
      q(ctx, "SELECT id FROM boosts WHERE id = ?", id),
    ]);
    if (!found!.results.length) throw await refusal(ctx, user, propertyId, "credit");
    return { id, propertyId, endsAt, paidWith: "credit" as const };
  }

  const r = await post(ctx, {
    idemKey: `boost:${user.id}:${idemKey}`,
    kind: "boost",
    userId: user.id,
    reference: id,
    memo: `${plan.name} for a listing`,
    guard: { sql: BOOSTABLE, params: [propertyId, user.id, propertyId] },
    lines: [
      { accountId: walletAccount(user.id), amountKobo: -plan.price },
      { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: plan.price },
    ],
    with: (entryId) => [insertBoost(APPLIED, entryId), flag],
  });
  if (r.outcome === "insufficient") throw await refusal(ctx, user, propertyId, "wallet");
  const entry = await first(
    q(
      ctx,
      "SELECT b.id, b.property_id AS propertyId, b.ends_at AS endsAt FROM journal_entries e JOIN boosts b ON b.id = e.reference WHERE e.id = ?",
      r.entryId,
    ),
    z.object({ id: z.string(), propertyId: z.string(), endsAt: z.number() }),
  );
  await chargeReceipt(ctx, r, user.id, plan.price, `a listing boost (${plan.name})`);
  return { ...entry!, paidWith: "wallet" as const };
}

/**
 * The listings of the boosts that end by `?` stop being Sponsored: found through boosts_ends_idx (a listing has at most
 * one active boost, boosts_one_active), never by walking every listing.
 */
export const LAPSED_LISTINGS_SQL =
  "UPDATE properties SET premium_listing = 0 WHERE id IN (SELECT property_id FROM boosts WHERE status = 'active' AND ends_at <= ?) AND premium_listing = 1";

/** Cron: boosts past their end lapse, and their listings stop being Sponsored, in one transaction. */
export async function lapseBoosts(ctx: ServiceCtx) {
  await ctx.env.DB.batch([
    q(ctx, LAPSED_LISTINGS_SQL, ctx.now),
    q(ctx, "UPDATE boosts SET status = 'lapsed' WHERE status = 'active' AND ends_at <= ?", ctx.now),
  ]);
}
