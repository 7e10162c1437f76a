/**
 * Paying rent period by period (a monthly or quarterly agreement): the next unpaid period, or it and more ahead,
 * from the wallet or by card through a payment link whose settlement credits the wallet and runs the same hold.
 *
 * One guarded write decides: the hold's entry is posted only while the agreement takes payments and the chosen
 * periods are exactly the next unpaid ones (none before them unpaid, every one of them unpaid), read by the INSERT
 * itself; the periods turn paid, the agreement's totals move and a first payment turns it `held`, in the same batch.
 * Its key names the periods (`rent:pay:<seqs>:<id>`), so 30 parallel payments of one period post one entry; a card
 * link's key names its reference instead, and the guard keeps it from paying a period the wallet paid meanwhile
 * (that card money stays in the wallet).
 */
import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { formatNaira } from "../../contracts/naira";
import { RENT_MESSAGES as M } from "../../contracts/rent";
import type { Stmt } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { holdScheduled, scheduledAmount } from "../escrow";
import { walletBalance, type PostResult } from "../wallet/ledger";
import { chargeReceipt } from "../wallet/receipts";
import { startPayment } from "../wallet/payments";
import { PAYING, RENT_SCHEDULE, periodRows, refused, rentRow, type RentRow } from "./escrow";
import { tellAboutRent } from "./notify";

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");
const words = (seqs: number[], a: Pick<RentRow, "periods">) =>
  `period${seqs.length === 1 ? "" : "s"} ${seqs.join(", ")} of ${a.periods}`;

function holdPeriods(
  ctx: ServiceCtx,
  a: RentRow,
  o: { seqs: number[]; amountKobo: number; leg: string; paidWith: "wallet" | "link"; extra?: (e: string) => Stmt[] },
): Promise<PostResult> {
  const seqs = [...o.seqs].sort((x, y) => x - y);
  return holdScheduled(ctx, RENT_SCHEDULE, {
    leg: o.leg,
    orderId: a.id,
    payerId: a.payer_id,
    seqs,
    amountKobo: o.amountKobo,
    paidWith: o.paidWith,
    memo: `Rent: ${words(seqs, a)} held in escrow`,
    // Rent is paid in order: the chosen periods must be the next unpaid ones.
    takesPayments: {
      sql: `EXISTS (SELECT 1 FROM rent_agreements WHERE id = ? AND status IN (${marks(PAYING.length)}))
            AND NOT EXISTS (SELECT 1 FROM rent_periods WHERE agreement_id = ? AND seq < ? AND status IN ('due', 'overdue'))`,
      params: [a.id, ...PAYING, a.id, seqs[0]],
    },
    // The first payment is what the move-in waits for: the agreement turns held with it.
    orderSet: {
      sql: "status = CASE WHEN status = 'awaiting_payment' THEN 'held' ELSE status END, paid_at = COALESCE(paid_at, ?), paid_with = COALESCE(paid_with, ?)",
      params: [ctx.now, o.paidWith],
    },
    event: {
      action: "paid",
      detail: `${words(seqs, a)[0]!.toUpperCase()}${words(seqs, a).slice(1)}: ${formatNaira(o.amountKobo)} paid (${o.paidWith === "wallet" ? "wallet" : "card"}) and held in escrow`,
    },
    with: (entryId) => o.extra?.(entryId) ?? [],
  });
}

/** The next `count` unpaid periods of the agreement, checked; answers their numbers and total. */
async function nextPeriods(ctx: ServiceCtx, a: RentRow, count: number, from?: number) {
  if (!PAYING.includes(a.status)) throw refused(a, "paid");
  const unpaid = (await periodRows(ctx, a.id)).filter((p) => p.status !== "paid");
  // The payer named where the payment starts: a period paid meanwhile (a parallel or repeated request) is a 409.
  if (from !== undefined && unpaid[0]?.seq !== from)
    throw new ApiError(409, M.periodPaid, [{ field: "from", message: M.periodPaid }]);
  if (count > unpaid.length)
    throw new ApiError(422, M.periodsLeft(unpaid.length), [
      { field: "periods", message: M.periodsLeft(unpaid.length) },
    ]);
  const chosen = unpaid.slice(0, count);
  return { seqs: chosen.map((p) => p.seq), amountKobo: chosen.reduce((s, p) => s + p.amount_kobo, 0) };
}

async function paid(ctx: ServiceCtx, a: RentRow, r: PostResult, seqs: number[], amountKobo: number) {
  await chargeReceipt(ctx, r, a.payer_id, amountKobo, `rent, ${words(seqs, a)}, held in escrow`);
  await tellAboutRent(ctx, "rent_paid", [
    {
      userId: a.payee_id,
      agreementId: a.id,
      subject: "Rent paid into escrow",
      text: `The tenant paid ${words(seqs, a)} (${formatNaira(amountKobo)}) into escrow. ${
        seqs[0] === 1
          ? `The first period comes to you when they confirm moving in, or on ${a.release_on} unless they dispute it; each later one on its due date.`
          : "Each period comes to you on its due date unless the tenant disputes it."
      }`,
    },
  ]);
}

/** Pays the next `count` periods of the signed-in tenant's agreement: wallet (held now; 422 short; 409 paid meanwhile) or a card link. */
export async function payPeriods(
  ctx: ServiceCtx,
  user: AuthUser,
  a: RentRow,
  input: { payWith: "wallet" | "link"; periods: number; from?: number },
  callbackUrl: string,
) {
  const { seqs, amountKobo } = await nextPeriods(ctx, a, input.periods, input.from);
  if (input.payWith === "link") {
    const reference = `PNG-RENT-${crypto.randomUUID()}`;
    const { authorizationUrl } = await startPayment(ctx, user, {
      purpose: "rent",
      amountKobo,
      purposeData: { agreementId: a.id, seqs, leg: `pay:${reference}` },
      callbackUrl,
      reference,
    });
    return authorizationUrl as string | null;
  }
  const r = await holdPeriods(ctx, a, { seqs, amountKobo, leg: `pay:${seqs.join("-")}`, paidWith: "wallet" });
  if (r.outcome === "posted") {
    await paid(ctx, a, r, seqs, amountKobo);
    return null;
  }
  // Refused or replayed: another request paid one of them, the agreement ended, or the wallet is short.
  const now = (await rentRow(ctx, a.id))!;
  if (!PAYING.includes(now.status)) throw refused(now, "paid");
  const again = (await periodRows(ctx, a.id)).filter((p) => seqs.includes(p.seq));
  if (again.some((p) => p.status === "paid"))
    throw new ApiError(409, M.periodPaid, [{ field: "periods", message: M.periodPaid }]);
  const short = amountKobo - (await walletBalance(ctx, user.id));
  throw new ApiError(422, M.walletShort(short), [{ field: "payWith", message: M.walletShort(short) }]);
}

/** The settlement hook of a period payment link: the periods are held once, if still the next unpaid ones. */
export async function onPeriodsPaid(ctx: ServiceCtx, a: RentRow, data: unknown, done: (entryId?: string) => Stmt) {
  const parsed = z.object({ seqs: z.array(z.number().int()).min(1), leg: z.string() }).safeParse(data);
  if (!parsed.success) return;
  const { seqs, leg } = parsed.data;
  const amountKobo = await scheduledAmount(ctx, RENT_SCHEDULE, a.id, seqs);
  if (!amountKobo) return;
  const r = await holdPeriods(ctx, a, { seqs, amountKobo, leg, paidWith: "link", extra: (e) => [done(e)] });
  if (r.outcome === "posted") await paid(ctx, a, r, seqs, amountKobo);
}
