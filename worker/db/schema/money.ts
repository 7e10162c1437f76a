import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { WITHDRAWAL_STATUSES } from "../../contracts/money";

/**
 * Double-entry ledger, all amounts in kobo. An account is a user's wallet (`wallet:<userId>`) or one of the
 * platform's system accounts (`system:...`). `balance_kobo` is a cache of the sum of the account's lines,
 * kept in step inside the same batch that writes the lines; `npm run ledger:check` proves it.
 * A wallet never goes negative: the posting guards it in SQL and the CHECK is the last line of defence.
 */
export const ledgerAccounts = sqliteTable(
  "ledger_accounts",
  {
    id: text("id").primaryKey(),
    /** wallet | clearing | revenue | escrow | payouts */
    kind: text("kind").notNull(),
    userId: text("user_id"),
    balanceKobo: integer("balance_kobo").notNull().default(0),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("ledger_accounts_user_idx").on(t.userId),
    check("ledger_wallet_not_negative", sql`${t.kind} <> 'wallet' OR ${t.balanceKobo} >= 0`),
  ],
);

/**
 * One business event. `idem_key` makes it happen at most once: a provider reference (`topup:<ref>`), a
 * withdrawal's settlement, or the caller's Idempotency-Key. Its lines sum to zero.
 */
export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: text("id").primaryKey(),
    idemKey: text("idem_key").notNull(),
    /** topup | withdrawal | withdrawal_settled | withdrawal_reversal | subscription | boost | refund | demo_credit | inspection_hold | inspection_settle | stay_hold | stay_settle */
    kind: text("kind").notNull(),
    /** The wallet owner the entry concerns (null for platform-only entries). */
    userId: text("user_id"),
    reference: text("reference"),
    memo: text("memo").notNull(),
    actorId: text("actor_id"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("journal_entries_idem_unique").on(t.idemKey),
    index("journal_entries_user_idx").on(t.userId, t.createdAt),
    index("journal_entries_kind_idx").on(t.kind, t.reference),
  ],
);

export const journalLines = sqliteTable(
  "journal_lines",
  {
    id: text("id").primaryKey(),
    entryId: text("entry_id")
      .notNull()
      .references(() => journalEntries.id),
    accountId: text("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive: money into the account; negative: out of it. */
    amountKobo: integer("amount_kobo").notNull(),
    /** The account's balance right after this line: a wallet's running balance, written in the same batch. */
    balanceAfterKobo: integer("balance_after_kobo").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("journal_lines_account_idx").on(t.accountId, t.createdAt),
    index("journal_lines_entry_idx").on(t.entryId),
    // Dashboard money in/out: a system account's lines over a date range, covering (migrations/0028).
    index("journal_lines_account_report_idx").on(t.accountId, t.createdAt, t.entryId, t.amountKobo),
  ],
);

/**
 * A payment started with the provider (a wallet top-up, or a plan paid by link). The wallet is credited
 * only after the provider's verify says paid; the ledger entry `payment:<reference>` makes it once.
 * Status: pending | success | failed.
 */
/** A provider payment's life: pending until the provider's verify says paid (success) or not (failed). */
export const PAYMENT_STATUSES = ["pending", "success", "failed"] as const;

export const payments = sqliteTable(
  "payments",
  {
    reference: text("reference").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** topup, or a purpose a domain registered (services/wallet/purposes.ts): subscription, booking, project_booking, stay… */
    purpose: text("purpose").notNull(),
    /** What the payment buys, e.g. `{"planId":"...","interval":"monthly"}` (JSON). */
    purposeData: text("purpose_data").notNull().default("{}"),
    amountKobo: integer("amount_kobo").notNull(),
    provider: text("provider").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    entryId: text("entry_id"),
    /** When the purpose's hook finished; NULL on a paid payment = interrupted, the sweep finishes it. */
    hookDoneAt: integer("hook_done_at", { mode: "number" }),
    /** How it was paid, as the provider's verify said: card | dedicated_nuban | ussd | … */
    channel: text("channel"),
    /** For card payments: the card's last four digits and brand, to offer "Send back to your card •••• 4081". */
    cardLast4: text("card_last4"),
    cardBrand: text("card_brand"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_status_idx").on(t.status, t.createdAt),
    index("payments_hook_pending_idx")
      .on(t.updatedAt)
      .where(sql`status = 'success' AND hook_done_at IS NULL`),
    index("payments_user_channel_idx").on(t.userId, t.channel, t.status, t.createdAt),
  ],
);

/** The local sandbox provider's own books (what Paystack keeps on its side): charges and transfers. */
export const sandboxTransactions = sqliteTable("sandbox_transactions", {
  reference: text("reference").primaryKey(),
  /** charge | transfer */
  kind: text("kind").notNull(),
  amountKobo: integer("amount_kobo").notNull(),
  email: text("email"),
  /** pending | success | failed */
  status: text("status", { enum: ["pending", "success", "failed"] }).notNull(),
  callbackUrl: text("callback_url"),
  recipientCode: text("recipient_code"),
  /** card | dedicated_nuban | ussd (charges); JSON `detail`: USSD code, receiving account, refunded transaction. */
  channel: text("channel"),
  detail: text("detail"),
  createdAt: integer("created_at", { mode: "number" }).notNull(),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
});

/**
 * Idempotency-Key records, per user. `in_flight` while the first request runs; `done` keeps the first
 * answer (status + JSON) so a retry with the same key and body gets it again.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: text("status").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** A bank account the user may withdraw to: resolved by the provider, its name matched to the KYC-verified holder. */
export const payoutAccounts = sqliteTable(
  "payout_accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    recipientCode: text("recipient_code").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    removedAt: integer("removed_at", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("payout_accounts_unique").on(t.userId, t.bankCode, t.accountNumber),
    index("payout_accounts_user_idx").on(t.userId),
  ],
);

/**
 * A withdrawal: the wallet is debited into "payouts in flight" when it is created (pending); the
 * provider's transfer outcome then settles it (complete) or reverses it back to the wallet (failed).
 */
export const withdrawals = sqliteTable(
  "withdrawals",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    payoutAccountId: text("payout_account_id")
      .notNull()
      .references(() => payoutAccounts.id),
    amountKobo: integer("amount_kobo").notNull(),
    /** pending | complete | failed */
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull(),
    /** Our transfer reference at the provider. */
    reference: text("reference").notNull(),
    transferCode: text("transfer_code"),
    failureReason: text("failure_reason"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("withdrawals_reference_unique").on(t.reference),
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Wallet money sent back to the card it came from: pending (wallet debited into "card refunds
 * pending") until the provider's refund.processed (done) or refund.failed (back in the wallet).
 */
export const CARD_REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export const cardRefunds = sqliteTable(
  "card_refunds",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    paymentReference: text("payment_reference")
      .notNull()
      .references(() => payments.reference),
    entryId: text("entry_id").notNull(),
    amountKobo: integer("amount_kobo").notNull(),
    status: text("status", { enum: CARD_REFUND_STATUSES }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    failureReason: text("failure_reason"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("card_refunds_payment_idx").on(t.paymentReference, t.status),
    index("card_refunds_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("card_refunds_entry_unique").on(t.entryId),
    uniqueIndex("card_refunds_provider_unique").on(t.providerRefundId),
    index("card_refunds_status_idx").on(t.status, t.updatedAt),
  ],
);

/** A user's own account number for top-ups by bank transfer (Paystack dedicated virtual account); one per user. */
export const virtualAccounts = sqliteTable(
  "virtual_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    /** creating (claimed by one request) | active */
    status: text("status", { enum: ["creating", "active"] }).notNull(),
    claim: text("claim").notNull(),
    provider: text("provider"),
    customerCode: text("customer_code"),
    bankName: text("bank_name"),
    accountName: text("account_name"),
    accountNumber: text("account_number"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("virtual_accounts_number_unique").on(t.accountNumber),
    index("virtual_accounts_customer_idx").on(t.customerCode),
  ],
);
