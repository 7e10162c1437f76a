/**
 * Paying rent into escrow: from the wallet, or by card through a payment link whose settlement credits the wallet
 * and then runs the same hold. One guarded write decides: the hold's entry (`rent:hold:<id>`) is posted only while
 * the agreement awaits payment, and the agreement turns held in the same batch; the key names the agreement, so 30
 * parallel payments post one entry and the rest change nothing. A card payment that lands after the agreement was
 * paid or ended leaves its money in the wallet.
 */
import type { AuthUser } from "../../contracts/auth";
import { formatNaira } from "../../contracts/naira";
import { RENT_MESSAGES as M } from "../../contracts/rent";
import type { Stmt } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { holdExisting } from "../escrow";
import { walletBalance } from "../wallet/ledger";
import { startPayment } from "../wallet/payments";
import { chargeReceipt } from "../wallet/receipts";
import { RENT_ESCROW, isPeriodic, myAgreement, refused, rentRow, type RentRow } from "./escrow";
import { tellAboutRent } from "./notify";
import { onPeriodsPaid, payPeriods } from "./periods-pay";

function holdRent(ctx: ServiceCtx, a: RentRow, paidWith: "wallet" | "link", done?: (entryId: string) => Stmt) {
  return holdExisting(ctx, RENT_ESCROW, {
    orderId: a.id,
    payerId: a.payer_id,
    amountKobo: a.total_kobo,
    memo: "Rent held in escrow until the tenant moves in",
    from: ["awaiting_payment"],
    to: "held",
    set: "paid_kobo = total_kobo, held_kobo = total_kobo, paid_at = ?, paid_with = ?",
    setParams: [ctx.now, paidWith],
    actorId: a.payer_id,
    action: "paid",
    detail: `${formatNaira(a.total_kobo)} paid (${paidWith === "wallet" ? "wallet" : "card"}) and held in escrow`,
    extra: (entryId) => (done ? [done(entryId)] : []),
  });
}

async function paid(ctx: ServiceCtx, a: RentRow, r: Awaited<ReturnType<typeof holdRent>>) {
  await chargeReceipt(ctx, r, a.payer_id, a.total_kobo, "rent held in escrow");
  await tellAboutRent(ctx, "rent_paid", [
    {
      userId: a.payee_id,
      agreementId: a.id,
      subject: "Rent paid into escrow",
      text: `The tenant paid ${formatNaira(a.total_kobo)} into escrow. It comes to you when they confirm moving in, or on ${a.release_on} unless they dispute it.`,
    },
  ]);
}

/**
 * Pays the signed-in tenant's rent: wallet (held now, or 422 when short, 409 when paid meanwhile) or a card link. A
 * monthly or quarterly agreement pays its next `periods` periods (./periods-pay.ts); a yearly one, the whole year.
 */
export async function payRent(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { payWith: "wallet" | "link"; periods?: number; from?: number },
  callbackUrl: string,
) {
  const { a, side } = await myAgreement(ctx, user.id, id);
  if (side !== "tenant") throw new ApiError(403, M.tenantOnly);
  if (isPeriodic(a))
    return payPeriods(
      ctx,
      user,
      a,
      { payWith: input.payWith, periods: input.periods ?? 1, from: input.from },
      callbackUrl,
    );
  if (a.status !== "awaiting_payment") throw refused(a, "paid");
  if ((input.periods ?? 1) > 1)
    throw new ApiError(422, M.periodsLeft(1), [{ field: "periods", message: M.periodsLeft(1) }]);
  const payWith = input.payWith;
  if (payWith === "link") {
    const reference = `PNG-RENT-${crypto.randomUUID()}`;
    const { authorizationUrl } = await startPayment(ctx, user, {
      purpose: "rent",
      amountKobo: a.total_kobo,
      purposeData: { agreementId: a.id },
      callbackUrl,
      reference,
    });
    return authorizationUrl as string | null;
  }
  const r = await holdRent(ctx, a, "wallet");
  if (r.outcome === "posted") {
    await paid(ctx, a, r);
    return null;
  }
  const now = (await rentRow(ctx, a.id))!;
  if (now.status !== "awaiting_payment") throw refused(now, "paid");
  const short = a.total_kobo - (await walletBalance(ctx, user.id));
  throw new ApiError(422, M.walletShort(short), [{ field: "payWith", message: M.walletShort(short) }]);
}

/** The settlement hook of a rent payment link: the wallet was credited; the rent moves to escrow once, if still unpaid. */
export async function onRentPaid(ctx: ServiceCtx, data: Record<string, unknown>, done: (entryId?: string) => Stmt) {
  const a = await rentRow(ctx, String(data.agreementId ?? ""));
  if (a && isPeriodic(a)) return onPeriodsPaid(ctx, a, data, done);
  if (!a || a.status !== "awaiting_payment") return;
  const r = await holdRent(ctx, a, "link", (entryId) => done(entryId));
  if (r.outcome === "posted") await paid(ctx, a, r);
}
