import { z } from "zod";
import { first, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import type { WalletHistory, WalletSummary } from "../../contracts/money";
import type { ServiceCtx } from "../../lib/context";
import { walletAccount, walletBalance } from "./ledger";
import { LAGOS_OFFSET_MS, lagosMonth } from "../../contracts/lagos-time";
import { formatNaira } from "../../contracts/naira";

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
  request_contact: "Property request contact",
  refund: "Refund",
  demo_credit: "Sandbox credit",
};

export async function walletSummary(ctx: ServiceCtx, user: AuthUser): Promise<WalletSummary> {
  const [balanceKobo, pending] = await Promise.all([
    walletBalance(ctx, user.id),
    first(
      q(
        ctx,
        "SELECT COALESCE(SUM(amount_kobo), 0) AS total FROM withdrawals WHERE user_id = ? AND status = 'pending'",
        user.id,
      ),
      z.object({ total: z.number() }),
    ),
  ]);
  return { balanceKobo, currency: "NGN", pendingWithdrawalsKobo: pending?.total ?? 0 };
}

/**
 * One month of the wallet's lines with the running balance each line recorded when it was posted, the
 * month's opening and closing balances, and the months that have any activity (for the month picker).
 */
export async function walletHistory(
  ctx: ServiceCtx,
  user: AuthUser,
  month = lagosMonth(ctx.now),
): Promise<WalletHistory> {
  const account = walletAccount(user.id);
  const { from, to } = monthBounds(month);
  const [items, before, months] = await ctx.env.DB.batch([
    q(
      ctx,
      `SELECT l.id, l.entry_id AS entryId, e.kind, e.memo, e.reference, l.amount_kobo AS amountKobo, l.balance_after_kobo AS balanceAfterKobo, l.created_at AS createdAt,
         p.purpose AS payPurpose, p.channel AS payChannel
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
       LEFT JOIN payments p ON e.kind = 'topup' AND p.reference = e.reference
       WHERE l.account_id = ? AND l.created_at >= ? AND l.created_at < ? ORDER BY l.created_at DESC, l.rowid DESC LIMIT 500`,
      account,
      from,
      to,
    ),
    q(
      ctx,
      "SELECT balance_after_kobo AS b FROM journal_lines WHERE account_id = ? AND created_at < ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
      account,
      from,
    ),
    q(
      ctx,
      "SELECT DISTINCT strftime('%Y-%m', (created_at + 3600000) / 1000, 'unixepoch') AS m FROM journal_lines WHERE account_id = ? ORDER BY m DESC LIMIT 60",
      account,
    ),
  ]);
  const lines = items!.results as Line[];
  const opening = (before!.results[0] as { b: number } | undefined)?.b ?? 0;
  const monthList = (months!.results as { m: string }[]).map((r) => r.m);
  if (!monthList.includes(month)) monthList.unshift(month);
  return {
    month,
    months: monthList.sort().reverse(),
    openingBalanceKobo: opening,
    closingBalanceKobo: lines[0]?.balanceAfterKobo ?? opening,
    items: mergePassThrough(lines),
  };
}

type Line = Omit<WalletHistory["items"][number], "description"> & {
  memo: string;
  payPurpose: string | null;
  payChannel: string | null;
};

/** What a payment link held in escrow, in your words; other purposes (a plan) keep the spend's own words. */
const BOUGHT: Record<string, string> = {
  booking: "an inspection",
  stay: "a short stay",
  project_booking: "a unit reservation",
};
const VIA: Record<string, string> = {
  card: "by card",
  dedicated_nuban: "by bank transfer",
  bank_transfer: "by bank transfer",
  ussd: "by USSD",
};
/** A pass-through's two lines are posted by one settlement, seconds apart. */
const PASS_THROUGH_WINDOW_MS = 15 * 60_000;

/**
 * History only (the ledger keeps both entries): a payment by link credits your wallet and its purpose spends
 * it at once (held in escrow, a plan). Newest first, so the spend comes right before its credit; the pair
 * becomes one line — "Paid ₦3,500 for an inspection by card" — that leaves the balance unchanged.
 */
export function mergePassThrough(lines: Line[]): WalletHistory["items"] {
  const out: WalletHistory["items"] = [];
  for (let i = 0; i < lines.length; i++) {
    const { memo, payPurpose: _p, payChannel: _c, ...l } = lines[i]!;
    const credit = lines[i + 1];
    if (
      credit &&
      l.amountKobo < 0 &&
      l.kind !== "topup" &&
      credit.kind === "topup" &&
      credit.payPurpose &&
      credit.payPurpose !== "topup" &&
      credit.amountKobo === -l.amountKobo &&
      l.createdAt - credit.createdAt <= PASS_THROUGH_WINDOW_MS
    ) {
      const what = BOUGHT[credit.payPurpose];
      const via = (credit.payChannel && VIA[credit.payChannel]) || "online";
      out.push({
        ...l,
        kind: "pass_through",
        reference: credit.reference,
        amountKobo: 0,
        description: what
          ? `Paid ${formatNaira(credit.amountKobo)} for ${what} ${via}`
          : `Paid ${formatNaira(credit.amountKobo)} ${via}: ${memo || DESCRIPTIONS[l.kind] || l.kind}`,
        paidKobo: credit.amountKobo,
        paidVia: credit.payChannel,
      });
      i++;
      continue;
    }
    out.push({ ...l, description: memo || DESCRIPTIONS[l.kind] || l.kind });
  }
  return out;
}
