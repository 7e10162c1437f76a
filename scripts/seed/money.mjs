// Money demo data, written through the ledger's own tables so `npm run ledger:check` holds:
// every demo account's wallet opens with sandbox credit, the lister accounts are on plans (bought from
// that credit) before their listings are inserted (the listing-quota trigger counts them), and the demo
// brokerage has one boosted listing. Idempotent: fixed ids, and each balance update is guarded by the
// absence of the line it belongs to.
import { DEMO_USERS } from "./users.mjs";
import { SEED_LISTERS } from "./listers.mjs";
import { q } from "./sql.mjs";

/** ₦250,000 of sandbox credit per demo account (README). */
export const DEMO_CREDIT_KOBO = 250_000_00;
const DAY = 24 * 3600_000;

const PLANS = {
  "demo-brokerage": { plan: "plan-broker-pro", name: "Pro", price: 15_000_00, credits: 5 },
  "demo-company": { plan: "plan-company-enterprise", name: "Enterprise", price: 50_000_00, credits: 20 },
  "seed-lister-01": { plan: "plan-broker-pro", name: "Pro", price: 15_000_00, credits: 5 },
  "seed-lister-02": { plan: "plan-company-business", name: "Business", price: 10_000_00, credits: 2 },
  "seed-lister-04": { plan: "plan-broker-pro", name: "Pro", price: 15_000_00, credits: 5 },
  "seed-lister-05": { plan: "plan-company-business", name: "Business", price: 10_000_00, credits: 2 },
  "seed-lister-07": { plan: "plan-broker-pro", name: "Pro", price: 15_000_00, credits: 5 },
  "seed-lister-08": { plan: "plan-company-business", name: "Business", price: 10_000_00, credits: 2 },
};

const account = (id, kind, userId, now) =>
  `INSERT INTO ledger_accounts (id, kind, user_id, balance_kobo, created_at, updated_at) VALUES (${q(id)}, ${q(kind)}, ${q(userId)}, 0, ${now}, ${now}) ON CONFLICT (id) DO NOTHING;`;

/** One balanced entry: the entry row, then per line a guarded balance update and the line with its running balance. */
export function entry({ id, kind, userId, reference = null, memo, lines, now, idemKey = `seed:${id}` }) {
  const out = [
    `INSERT OR IGNORE INTO journal_entries (id, idem_key, kind, user_id, reference, memo, created_at) VALUES (${q(id)}, ${q(idemKey)}, ${q(kind)}, ${q(userId)}, ${q(reference)}, ${q(memo)}, ${now});`,
  ];
  lines.forEach(([accountId, amount], i) => {
    const lineId = `${id}-${i}`;
    out.push(
      `UPDATE ledger_accounts SET balance_kobo = balance_kobo + ${amount}, updated_at = ${now} WHERE id = ${q(accountId)} AND NOT EXISTS (SELECT 1 FROM journal_lines WHERE id = ${q(lineId)}) AND EXISTS (SELECT 1 FROM journal_entries WHERE id = ${q(id)});`,
      `INSERT OR IGNORE INTO journal_lines (id, entry_id, account_id, amount_kobo, balance_after_kobo, created_at) SELECT ${q(lineId)}, ${q(id)}, ${q(accountId)}, ${amount}, balance_kobo, ${now} FROM ledger_accounts WHERE id = ${q(accountId)} AND EXISTS (SELECT 1 FROM journal_entries WHERE id = ${q(id)});`,
    );
  });
  return out;
}

/** Before the listings: wallets with credit, and plans for the lister accounts. */
export function moneySql(now = Date.now()) {
  const people = [...DEMO_USERS.filter((u) => !u.admin_access), ...SEED_LISTERS];
  const out = [
    account("system:provider_clearing", "clearing", null, now),
    account("system:platform_revenue", "revenue", null, now),
  ];
  for (const u of people) {
    out.push(account(`wallet:${u.id}`, "wallet", u.id, now));
    out.push(
      ...entry({
        id: `seed-credit-${u.id}`,
        kind: "demo_credit",
        userId: u.id,
        memo: "Sandbox credit (demo)",
        lines: [
          [`wallet:${u.id}`, DEMO_CREDIT_KOBO],
          ["system:provider_clearing", -DEMO_CREDIT_KOBO],
        ],
        now: now - 2 * DAY,
      }),
    );
  }
  // The demo seeker topped up ₦15,000 by card (the sandbox's test Visa •••• 4081), so the wallet page
  // offers "Send back to your card". The sandbox's own books know the charge, so the refund goes through locally.
  const card = {
    ref: "PNG-seed-card-demo-seeker",
    userId: "demo-seeker",
    amount: 15_000_00,
    at: now - 2 * DAY + 2 * 3600_000,
  };
  out.push(
    `INSERT OR IGNORE INTO sandbox_transactions (reference, kind, amount_kobo, email, status, channel, created_at, updated_at) VALUES (${q(card.ref)}, 'charge', ${card.amount}, 'amaka@demo.propertyng.ng', 'success', 'card', ${card.at}, ${card.at});`,
    ...entry({
      id: "seed-card-topup-demo-seeker",
      idemKey: `payment:${card.ref}`,
      kind: "topup",
      userId: card.userId,
      reference: card.ref,
      memo: "Wallet top-up by card",
      lines: [
        [`wallet:${card.userId}`, card.amount],
        ["system:provider_clearing", -card.amount],
      ],
      now: card.at,
    }),
    `INSERT OR IGNORE INTO payments (reference, user_id, purpose, purpose_data, amount_kobo, provider, status, entry_id, hook_done_at, channel, card_last4, card_brand, created_at, updated_at) VALUES (${q(card.ref)}, ${q(card.userId)}, 'topup', '{}', ${card.amount}, 'sandbox', 'success', 'seed-card-topup-demo-seeker', ${card.at}, 'card', '4081', 'visa', ${card.at}, ${card.at});`,
  );
  for (const [userId, p] of Object.entries(PLANS)) {
    const subId = `seed-sub-${userId}`;
    out.push(
      ...entry({
        id: `seed-subpay-${userId}`,
        kind: "subscription",
        userId,
        reference: subId,
        memo: `${p.name} plan (monthly)`,
        lines: [
          [`wallet:${userId}`, -p.price],
          ["system:platform_revenue", p.price],
        ],
        now: now - DAY,
      }),
    );
    out.push(
      `INSERT OR IGNORE INTO subscriptions (id, user_id, plan_id, interval, status, price_kobo, starts_at, ends_at, boost_credits_left, auto_renew, created_at, updated_at) VALUES (${q(subId)}, ${q(userId)}, ${q(p.plan)}, 'monthly', 'active', ${p.price}, ${now - DAY}, ${now + 29 * DAY}, ${p.credits}, 1, ${now - DAY}, ${now - DAY});`,
    );
  }
  return out;
}

/** After the listings: Sponsored only for boosted listings, and one boosted listing of the demo brokerage. */
export function boostSql(listings, now = Date.now()) {
  const mine = listings.filter((l) => l.ownerId === "demo-brokerage");
  const pick = mine.find((l) => l.listingType === "rent") ?? mine[0];
  const out = [];
  if (pick) {
    out.push(
      `INSERT OR IGNORE INTO boosts (id, property_id, user_id, boost_plan_id, paid_with, status, starts_at, ends_at, created_at) VALUES ('seed-boost-1', ${q(pick.id)}, 'demo-brokerage', 'boost-broker-30', 'credit', 'active', ${now - DAY}, ${now + 29 * DAY}, ${now - DAY});`,
      `UPDATE subscriptions SET boost_credits_left = boost_credits_left - 1 WHERE id = 'seed-sub-demo-brokerage' AND boost_credits_left = 5 AND changes() = 1;`,
    );
  }
  out.push(
    "UPDATE properties SET premium_listing = 0 WHERE premium_listing = 1 AND NOT EXISTS (SELECT 1 FROM boosts b WHERE b.property_id = properties.id AND b.status = 'active');",
    "UPDATE properties SET premium_listing = 1 WHERE premium_listing = 0 AND EXISTS (SELECT 1 FROM boosts b WHERE b.property_id = properties.id AND b.status = 'active');",
  );
  return out;
}
