import type { AuthUser } from "../../contracts/auth";
import type { WalletHistory, WalletSummary } from "../../contracts/money";
import type { ServiceCtx } from "../../lib/context";
import { q, walletAccount, walletBalance } from "./ledger";
import { LAGOS_OFFSET_MS, lagosMonth } from "../../contracts/lagos-time";

/** Months are Lagos months (WAT, UTC+1, no daylight saving). */
export { lagosMonth };
function monthBounds(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { from: Date.UTC(y, m - 1, 1) - LAGOS_OFFSET_MS, to: Date.UTC(y, m, 1) - LAGOS_OFFSET_MS };
}

const DESCRIPTIONS: Record<string, string> = {
  topup: "Wallet top-up",
  withdrawal: "Withdrawal to bank",
  withdrawal_settled: "Withdrawal paid out",
  withdrawal_reversal: "Withdrawal reversed",
  subscription: "Subscription plan",
  boost: "Listing boost",
  refund: "Refund",
  demo_credit: "Sandbox credit",
};

export async function walletSummary(ctx: ServiceCtx, user: AuthUser): Promise<WalletSummary> {
  const [balanceKobo, pending] = await Promise.all([
    walletBalance(ctx, user.id),
    q(ctx, "SELECT COALESCE(SUM(amount_kobo), 0) AS total FROM withdrawals WHERE user_id = ? AND status = 'pending'", user.id).first<{ total: number }>(),
  ]);
  return { balanceKobo, currency: "NGN", pendingWithdrawalsKobo: pending?.total ?? 0 };
}

/**
 * One month of the wallet's lines with the running balance each line recorded when it was posted, the
 * month's opening and closing balances, and the months that have any activity (for the month picker).
 */
export async function walletHistory(ctx: ServiceCtx, user: AuthUser, month = lagosMonth(ctx.now)): Promise<WalletHistory> {
  const account = walletAccount(user.id);
  const { from, to } = monthBounds(month);
  const [items, before, months] = await ctx.env.DB.batch([
    q(ctx,
      `SELECT l.id, l.entry_id AS entryId, e.kind, e.memo, e.reference, l.amount_kobo AS amountKobo, l.balance_after_kobo AS balanceAfterKobo, l.created_at AS createdAt
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
       WHERE l.account_id = ? AND l.created_at >= ? AND l.created_at < ? ORDER BY l.created_at DESC, l.rowid DESC LIMIT 500`,
      account, from, to),
    q(ctx, "SELECT balance_after_kobo AS b FROM journal_lines WHERE account_id = ? AND created_at < ? ORDER BY created_at DESC, rowid DESC LIMIT 1", account, from),
    q(ctx, "SELECT DISTINCT strftime('%Y-%m', (created_at + 3600000) / 1000, 'unixepoch') AS m FROM journal_lines WHERE account_id = ? ORDER BY m DESC LIMIT 60", account),
  ]);
  type Line = Omit<WalletHistory["items"][number], "description"> & { memo: string };
  const lines = items!.results as Line[];
  const opening = (before!.results[0] as { b: number } | undefined)?.b ?? 0;
  const monthList = (months!.results as { m: string }[]).map((r) => r.m);
  if (!monthList.includes(month)) monthList.unshift(month);
  return {
    month,
    months: monthList.sort().reverse(),
    openingBalanceKobo: opening,
    closingBalanceKobo: lines[0]?.balanceAfterKobo ?? opening,
    items: lines.map(({ memo, ...l }) => ({ ...l, description: memo || DESCRIPTIONS[l.kind] || l.kind })),
  };
}
