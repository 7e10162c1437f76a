import { z } from "zod";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { sql } from "drizzle-orm";
import { first, prepared, q, rows, type Stmt } from "../../db/sql";
import { activityStatement } from "../platform/activity";

/*
 * Money writes are plain D1 prepared statements in one `DB.batch` (one transaction): the guards are SQL
 * conditions that read the rows the same transaction writes. The raw-SQL idiom itself (q, first, all)
 * lives in worker/db/sql.ts.
 */
/** The SQL condition "the entry was posted by this batch"; bind the entry id once for it. */
export const APPLIED = "EXISTS (SELECT 1 FROM journal_entries WHERE id = ?)";

/** The platform's own accounts. Provider clearing goes negative as money comes in (the provider owes it to us). */
export const SYSTEM_ACCOUNTS = {
  clearing: "system:provider_clearing",
  revenue: "system:platform_revenue",
  escrow: "system:escrow",
  payouts: "system:payouts_in_flight",
  /** Wallet money on its way back to the card it came from: until the provider's refund webhook. */
  cardRefunds: "system:card_refunds_pending",
} as const;

const KIND_OF: Record<string, string> = {
  [SYSTEM_ACCOUNTS.clearing]: "clearing",
  [SYSTEM_ACCOUNTS.revenue]: "revenue",
  [SYSTEM_ACCOUNTS.escrow]: "escrow",
  [SYSTEM_ACCOUNTS.payouts]: "payouts",
  [SYSTEM_ACCOUNTS.cardRefunds]: "card_refunds",
};

export const walletAccount = (userId: string) => `wallet:${userId}`;

export type EntryKind =
  | "topup"
  | "withdrawal"
  | "withdrawal_settled"
  | "withdrawal_reversal"
  | "subscription"
  | "boost"
  | "refund"
  | "demo_credit"
  | "inspection_hold"
  | "inspection_settle"
  | "project_hold"
  | "project_settle"
  | "stay_hold"
  | "stay_settle"
  | "instalment_hold"
  | "instalment_settle"
  | "rent_hold"
  | "rent_settle"
  | "card_refund"
  | "card_refund_done"
  | "card_refund_reversal"
  | "banner"
  | "request_contact";

export type Posting = {
  /** At most one entry ever exists per key: replays and races post nothing more. */
  idemKey: string;
  kind: EntryKind;
  userId: string | null;
  reference?: string | null;
  memo: string;
  actorId?: string | null;
  /** Signed kobo per account; they must sum to zero. At most one line may take money out of a wallet. */
  lines: { accountId: string; amountKobo: number }[];
  /** One more SQL condition the entry needs to be posted (e.g. "the withdrawal is still pending"), read in the same write. */
  guard?: { sql: string; params: unknown[] };
  /** More writes that must happen with the entry and only if it is posted now (each conditioned on `APPLIED`, bound to the entry id). */
  with?: (entryId: string) => Stmt[];
};

export type PostResult =
  /** Posted by this call. */
  | { outcome: "posted"; entryId: string; balances: Record<string, number> }
  /** An entry with this key already existed: nothing moved. */
  | { outcome: "replayed"; entryId: string; balances: Record<string, number> }
  /** The wallet could not afford it, or the guard did not hold: nothing moved. */
  | { outcome: "insufficient"; balances: Record<string, number> };

const accountKind = (id: string) => (id.startsWith("wallet:") ? "wallet" : KIND_OF[id]);

function validate(p: Posting) {
  const ids = p.lines.map((l) => l.accountId);
  if (new Set(ids).size !== ids.length) throw new Error("ledger: an account appears twice in one entry");
  if (p.lines.some((l) => !Number.isSafeInteger(l.amountKobo) || l.amountKobo === 0))
    throw new Error("ledger: amounts are non-zero integer kobo");
  if (p.lines.reduce((s, l) => s + l.amountKobo, 0) !== 0) throw new Error("ledger: lines must sum to zero");
  if (ids.some((id) => !accountKind(id))) throw new Error("ledger: unknown account");
  const debits = p.lines.filter((l) => l.amountKobo < 0 && accountKind(l.accountId) === "wallet");
  if (debits.length > 1) throw new Error("ledger: at most one wallet debit per entry");
  return debits[0];
}

/**
 * Posts one journal entry in one atomic batch. The decision is the entry INSERT itself: it happens only if
 * no entry has this key and (for a wallet debit) the wallet's balance covers it, read inside the same write.
 * Every other statement is conditioned on that entry row existing, so a refused or replayed posting changes
 * nothing. Each line records its account's balance right after it (the running balance of the history).
 */
export async function post(ctx: ServiceCtx, p: Posting, extra: Stmt[] = []): Promise<PostResult> {
  const { entryId, stmts } = postingStatements(ctx, p);
  stmts.push(...extra);
  const ids = p.lines.map((l) => l.accountId);
  stmts.push(
    q(ctx, "SELECT id FROM journal_entries WHERE idem_key = ?", p.idemKey),
    q(
      ctx,
      `SELECT id, balance_kobo AS balance FROM ledger_accounts WHERE id IN (${ids.map(() => "?").join(", ")})`,
      ...ids,
    ),
  );
  const results = await ctx.env.DB.batch(stmts);
  const found = rows(results[results.length - 2], z.object({ id: z.string() }));
  const balances = Object.fromEntries(
    rows(results[results.length - 1], z.object({ id: z.string(), balance: z.number().int() })).map((r) => [
      r.id,
      r.balance,
    ]),
  );
  if (!found[0]) return { outcome: "insufficient", balances };
  return { outcome: found[0].id === entryId ? "posted" : "replayed", entryId: found[0].id, balances };
}

/**
 * The statements of one posting, for `post`, or to go inside another posting's batch (`with`) when two entries must
 * be decided together: the second's guard then reads what the first wrote. Nothing runs here.
 */
export function postingStatements(ctx: ServiceCtx, p: Posting): { entryId: string; stmts: Stmt[] } {
  const debit = validate(p);
  const entryId = newId();
  const now = ctx.now;
  const affordable = debit ? " AND COALESCE((SELECT balance_kobo FROM ledger_accounts WHERE id = ?), 0) + ? >= 0" : "";
  const stmts: Stmt[] = [
    ...p.lines.map((l) =>
      q(
        ctx,
        "INSERT INTO ledger_accounts (id, kind, user_id, balance_kobo, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?) ON CONFLICT (id) DO NOTHING",
        l.accountId,
        accountKind(l.accountId),
        l.accountId.startsWith("wallet:") ? l.accountId.slice(7) : null,
        now,
        now,
      ),
    ),
    q(
      ctx,
      `INSERT INTO journal_entries (id, idem_key, kind, user_id, reference, memo, actor_id, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM journal_entries WHERE idem_key = ?)${affordable}${p.guard ? ` AND (${p.guard.sql})` : ""}`,
      entryId,
      p.idemKey,
      p.kind,
      p.userId,
      p.reference ?? null,
      p.memo,
      p.actorId ?? null,
      now,
      p.idemKey,
      ...(debit ? [debit.accountId, debit.amountKobo] : []),
      ...(p.guard?.params ?? []),
    ),
  ];
  for (const l of p.lines) {
    const floor = accountKind(l.accountId) === "wallet" ? " AND balance_kobo + ? >= 0" : "";
    stmts.push(
      q(
        ctx,
        `UPDATE ledger_accounts SET balance_kobo = balance_kobo + ?, updated_at = ? WHERE id = ? AND ${APPLIED}${floor}`,
        l.amountKobo,
        now,
        l.accountId,
        entryId,
        ...(floor ? [l.amountKobo] : []),
      ),
      q(
        ctx,
        `INSERT INTO journal_lines (id, entry_id, account_id, amount_kobo, balance_after_kobo, created_at)
         SELECT ?, ?, ?, ?, balance_kobo, ? FROM ledger_accounts WHERE id = ? AND ${APPLIED}`,
        newId(),
        entryId,
        l.accountId,
        l.amountKobo,
        now,
        l.accountId,
        entryId,
      ),
    );
  }
  stmts.push(...(p.with?.(entryId) ?? []));
  return { entryId, stmts };
}

/** A wallet's balance (0 before its first entry). */
export async function walletBalance(ctx: ServiceCtx, userId: string) {
  const row = await first(
    q(ctx, "SELECT balance_kobo AS balance FROM ledger_accounts WHERE id = ?", walletAccount(userId)),
    z.object({ balance: z.number().int() }),
  );
  return row?.balance ?? 0;
}

/**
 * An activity-log row as a statement of a money batch (who, what, before/after in `details`); with
 * `entryId`, only if that entry is posted by the same batch.
 */
export function activity(
  ctx: ServiceCtx,
  action: string,
  target: { type: string; id: string },
  details: Record<string, unknown>,
  actorId: string | null = ctx.actor?.id ?? null,
  entryId?: string,
) {
  const guard = entryId ? { where: sql`EXISTS (SELECT 1 FROM journal_entries WHERE id = ${entryId})` } : undefined;
  return prepared(ctx, activityStatement(ctx, action, target, details, actorId, guard));
}
