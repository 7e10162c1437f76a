import { z } from "zod";
import { first, q } from "../../db/sql";
import { formatNaira } from "../../contracts/naira";
import type { ServiceCtx } from "../../lib/context";
import { layout, sendEmail } from "../platform/email";
import { walletAccount, type PostResult } from "./ledger";

type Receipt = { subject: string; title: string; lines: string[] };

/** Email receipts through the outbox (never fatal: the money already moved). TODO(notify): in-app notification too. */
async function send(ctx: ServiceCtx, userId: string, template: string, r: Receipt) {
  const u = await first(
    q(ctx, "SELECT email, first_name AS name FROM users WHERE id = ? AND deleted_at IS NULL", userId),
    z.object({ email: z.string(), name: z.string() }),
  );
  if (!u) return;
  const url = `${ctx.env.APP_URL}/dashboard/wallet`;
  const paragraphs = [`Hello ${u.name},`, ...r.lines];
  await sendEmail(ctx, template, {
    to: u.email,
    subject: r.subject,
    text: `${paragraphs.join("\n\n")}\n\n${url}`,
    html: layout(r.title, paragraphs, { label: "Open my wallet", url }),
  }).catch((e: unknown) => console.error("[receipt]", template, e));
}

export const receipts = {
  topup: (ctx: ServiceCtx, userId: string, amountKobo: number, reference: string, balanceKobo: number) =>
    send(ctx, userId, "receipt.topup", {
      subject: `Receipt: ${formatNaira(amountKobo)} added to your PropertyNG wallet`,
      title: "Wallet top-up received",
      lines: [
        `We received ${formatNaira(amountKobo)} (reference ${reference}).`,
        `Your wallet balance is now ${formatNaira(balanceKobo)}.`,
      ],
    }),
  withdrawalComplete: (ctx: ServiceCtx, userId: string, amountKobo: number, reference: string, account: string) =>
    send(ctx, userId, "receipt.withdrawal", {
      subject: `Receipt: ${formatNaira(amountKobo)} sent to your bank`,
      title: "Withdrawal paid out",
      lines: [
        `${formatNaira(amountKobo)} was sent to ${account} (reference ${reference}).`,
        "Banks usually show it within minutes.",
      ],
    }),
  withdrawalFailed: (ctx: ServiceCtx, userId: string, amountKobo: number, reference: string, reason: string) =>
    send(ctx, userId, "receipt.withdrawal_failed", {
      subject: `Your ${formatNaira(amountKobo)} withdrawal did not go through`,
      title: "Withdrawal reversed",
      lines: [
        `The bank transfer of ${formatNaira(amountKobo)} (reference ${reference}) failed: ${reason}.`,
        "The full amount is back in your wallet.",
      ],
    }),
  charge: (ctx: ServiceCtx, userId: string, amountKobo: number, what: string, balanceKobo: number) =>
    send(ctx, userId, "receipt.charge", {
      subject: `Receipt: ${formatNaira(amountKobo)} for ${what}`,
      title: "Payment from your wallet",
      lines: [
        `${formatNaira(amountKobo)} was paid from your wallet for ${what}.`,
        `Your wallet balance is now ${formatNaira(balanceKobo)}.`,
      ],
    }),
};

/**
 * The receipt of a charge to a wallet, sent by the one call whose entry was posted (a replay or a refusal sends
 * none), with the wallet's balance after it.
 */
export async function chargeReceipt(ctx: ServiceCtx, r: PostResult, userId: string, amountKobo: number, what: string) {
  if (r.outcome === "posted")
    await receipts.charge(ctx, userId, amountKobo, what, r.balances[walletAccount(userId)] ?? 0);
}
