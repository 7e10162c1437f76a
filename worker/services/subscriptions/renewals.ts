import { z } from "zod";
import { first, allResults, q } from "../../db/sql";
import { formatNaira } from "../../contracts/naira";
import type { ServiceCtx } from "../../lib/context";
import { layout, sendEmail } from "../platform/email";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "../wallet/ledger";
import { chargeReceipt } from "../wallet/receipts";
import { lapseBoosts } from "./boosts";
import { deactivateExcess } from "./quota";
import { PERIOD_MS } from "./subscribe";

const DAY = 24 * 3600_000;
export const REMINDER_BEFORE_MS = 3 * DAY;

const Due = z.object({
  id: z.string(),
  userId: z.string(),
  planId: z.string(),
  interval: z.enum(["monthly", "yearly"]),
  endsAt: z.number(),
  autoRenew: z.number(),
  price: z.number(),
  credits: z.number(),
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
});
type Due = z.infer<typeof Due>;
const DUE_COLS = `s.id, s.user_id AS userId, s.plan_id AS planId, s.interval, s.ends_at AS endsAt, s.auto_renew AS autoRenew,
  CASE s.interval WHEN 'monthly' THEN p.monthly_price_kobo ELSE p.yearly_price_kobo END AS price, p.boost_credits AS credits, p.name, u.email, u.first_name AS firstName
  FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id JOIN users u ON u.id = s.user_id`;

async function mail(ctx: ServiceCtx, to: string, template: string, subject: string, title: string, lines: string[]) {
  const url = `${ctx.env.APP_URL}/dashboard/subscription-plans`;
  await sendEmail(ctx, template, {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\n${url}`,
    html: layout(title, lines, { label: "See my plan", url }),
  }).catch((e: unknown) => console.error("[subscriptions]", e));
}

/**
 * Cron: reminders a few days before a plan ends (claimed by a guarded UPDATE, so sent once), renewals
 * from the wallet when due (a ledger entry keyed by the subscription and its period end, so once), expiry
 * when the wallet cannot pay (excess listings deactivated, oldest first), lapsed boosts, and withdrawals
 * still pending after 10 minutes (checked with the provider).
 */
export async function runSubscriptionJobs(ctx: ServiceCtx) {
  const reminders = await allResults(
    q(
      ctx,
      `UPDATE subscriptions SET reminder_sent_at = ? WHERE id IN (SELECT id FROM subscriptions WHERE status = 'active' AND reminder_sent_at IS NULL AND ends_at > ? AND ends_at <= ? LIMIT 50)
     RETURNING id`,
      ctx.now,
      ctx.now,
      ctx.now + REMINDER_BEFORE_MS,
    ),
    z.object({ id: z.string() }),
  );
  for (const { id } of reminders.results) {
    const s = await first(q(ctx, `SELECT ${DUE_COLS} WHERE s.id = ?`, id), Due);
    if (!s) continue;
    // TODO(notify): in-app reminder as well.
    await mail(ctx, s.email, "subscription.reminder", `Your ${s.name} plan renews soon`, "Your plan renews soon", [
      `Hello ${s.firstName},`,
      s.autoRenew
        ? `Your ${s.name} plan renews on ${new Date(s.endsAt).toDateString()} for ${formatNaira(s.price)} from your wallet. Keep at least that much in your wallet to stay on the plan.`
        : `Your ${s.name} plan ends on ${new Date(s.endsAt).toDateString()}. Listings beyond the free allowance will then be deactivated.`,
    ]);
  }

  const due = await allResults(
    q(ctx, `SELECT ${DUE_COLS} WHERE s.status = 'active' AND s.ends_at <= ? ORDER BY s.ends_at LIMIT 50`, ctx.now),
    Due,
  );
  for (const s of due.results) {
    if (s.autoRenew) {
      const r = await post(ctx, {
        idemKey: `renew:${s.id}:${s.endsAt}`,
        kind: "subscription",
        userId: s.userId,
        reference: s.id,
        memo: `${s.name} plan renewal (${s.interval})`,
        guard: {
          sql: "EXISTS (SELECT 1 FROM subscriptions WHERE id = ? AND status = 'active' AND ends_at = ?)",
          params: [s.id, s.endsAt],
        },
        lines: [
          { accountId: walletAccount(s.userId), amountKobo: -s.price },
          { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: s.price },
        ],
        with: (entryId) => [
          q(
            ctx,
            `UPDATE subscriptions SET ends_at = ends_at + ?, price_kobo = ?, boost_credits_left = ?, reminder_sent_at = NULL, updated_at = ? WHERE id = ? AND ends_at = ? AND ${APPLIED}`,
            PERIOD_MS[s.interval],
            s.price,
            s.credits,
            ctx.now,
            s.id,
            s.endsAt,
            entryId,
          ),
        ],
      });
      await chargeReceipt(ctx, r, s.userId, s.price, `the ${s.name} plan renewal`);
      if (r.outcome !== "insufficient") continue;
    }
    const expired = await q(
      ctx,
      "UPDATE subscriptions SET status = 'expired', updated_at = ? WHERE id = ? AND status = 'active' AND ends_at = ?",
      ctx.now,
      s.id,
      s.endsAt,
    ).run();
    if (!expired.meta.changes) continue;
    const { deactivated } = await deactivateExcess(ctx, s.userId);
    await mail(ctx, s.email, "subscription.expired", `Your ${s.name} plan has ended`, "Your plan has ended", [
      `Hello ${s.firstName},`,
      `Your ${s.name} plan ended${s.autoRenew ? " because your wallet did not cover the renewal" : ""}.`,
      deactivated
        ? `${deactivated} of your oldest listings were deactivated to fit the free allowance. Subscribe again to bring them back.`
        : "Subscribe again at any time.",
    ]);
  }
  await lapseBoosts(ctx);
}
