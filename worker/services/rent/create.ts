/**
 * Making and cancelling a rent agreement. The lister makes one for a tenant (by the tenant's account email) on one
 * of their own rent listings, with the agreed move-in date; the amounts are the listing's first-year rent and its
 * fees, copied (a later edit of the listing never changes an agreement), and a fee above the allowed cap is refused.
 * A listing has at most one open agreement: the partial UNIQUE index decides, in the INSERT itself.
 */
import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { addDays, lagosDay } from "../../contracts/lagos-time";
import { moveInItems } from "../../contracts/listing-rules";
import { formatNaira } from "../../contracts/naira";
import { RENT_MESSAGES as M, RENT_RULES, rentSchedule, type RentFrequency } from "../../contracts/rent";
import { first, q } from "../../db/sql";
import { newId } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { transition } from "../escrow";
import { RENT_ESCROW, myAgreement, refused } from "./escrow";
import { tellAboutRent } from "./notify";
import { settleRent } from "./settle";

const Listing = z.object({
  id: z.string(),
  title: z.string(),
  listing_type: z.string(),
  price_kobo: z.number(),
  price_period: z.string(),
  service_charge_kobo: z.number(),
  agency_fee_kobo: z.number(),
  legal_fee_kobo: z.number(),
  caution_fee_kobo: z.number(),
});

const field = (name: string, message: string, status: 404 | 409 | 422 = 422) =>
  new ApiError(status, message, [{ field: name, message }]);

export async function createAgreement(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { propertyId: string; tenantEmail: string; moveInOn: string; frequency?: RentFrequency },
) {
  const frequency = input.frequency ?? "yearly";
  const l = await first(
    q(
      ctx,
      `SELECT id, title, listing_type, price_kobo, price_period, service_charge_kobo, agency_fee_kobo, legal_fee_kobo, caution_fee_kobo
       FROM properties WHERE id = ? AND owner_id = ? AND status <> 'deleted'`,
      input.propertyId,
      user.id,
    ),
    Listing,
  );
  if (!l) throw field("propertyId", M.listingGone, 404);
  if (l.listing_type !== "rent") throw field("propertyId", M.notRent);
  const cost = moveInItems({
    listingType: l.listing_type,
    priceKobo: l.price_kobo,
    pricePeriod: l.price_period,
    serviceChargeKobo: l.service_charge_kobo,
    agencyFeeKobo: l.agency_fee_kobo,
    legalFeeKobo: l.legal_fee_kobo,
    cautionFeeKobo: l.caution_fee_kobo,
  });
  const above = cost.lines.find((x) => x.aboveCap);
  if (above) throw field("propertyId", M.feeAboveCap(above.label));
  const today = lagosDay(ctx.now);
  if (input.moveInOn < today) throw field("moveInOn", M.moveInPast);
  if (input.moveInOn > addDays(today, RENT_RULES.maxDaysAhead)) throw field("moveInOn", M.moveInFar);
  const tenant = await first(
    q(
      ctx,
      "SELECT id FROM users WHERE email = ? AND deleted_at IS NULL AND admin_access = 0 AND status = 'active'",
      input.tenantEmail,
    ),
    z.object({ id: z.string() }),
  );
  if (!tenant) throw field("tenantEmail", M.tenantUnknown);
  if (tenant.id === user.id) throw field("tenantEmail", M.tenantIsYou);
  const id = newId();
  const schedule =
    frequency === "yearly"
      ? []
      : rentSchedule({
          frequency,
          moveInOn: input.moveInOn,
          rentKobo: cost.annualRent,
          serviceChargeKobo: l.service_charge_kobo,
          feesKobo: l.agency_fee_kobo + l.legal_fee_kobo + l.caution_fee_kobo,
        });
  const firstKobo = schedule[0]?.amountKobo ?? cost.total;
  const [made] = await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO rent_agreements (id, property_id, payer_id, payee_id, status, move_in_on, release_on, rent_kobo, service_charge_kobo,
         agency_fee_kobo, legal_fee_kobo, caution_fee_kobo, total_kobo, commission_bps, frequency, periods, grace_days, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'awaiting_payment', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      id,
      l.id,
      tenant.id,
      user.id,
      input.moveInOn,
      addDays(input.moveInOn, RENT_RULES.releaseAfterDays),
      cost.annualRent,
      l.service_charge_kobo,
      l.agency_fee_kobo,
      l.legal_fee_kobo,
      l.caution_fee_kobo,
      cost.total,
      RENT_RULES.commissionBps,
      frequency,
      Math.max(1, schedule.length),
      RENT_RULES.graceDays,
      ctx.now,
      ctx.now,
    ),
    // The periods go in only with the agreement this batch made (its id is new: it exists only if inserted here).
    ...schedule.map((p) =>
      q(
        ctx,
        `INSERT INTO rent_periods (id, agreement_id, seq, due_on, rent_kobo, service_charge_kobo, fees_kobo, amount_kobo, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM rent_agreements WHERE id = ?)`,
        newId(),
        id,
        p.seq,
        p.dueOn,
        p.rentKobo,
        p.serviceChargeKobo,
        p.feesKobo,
        p.amountKobo,
        ctx.now,
        ctx.now,
        id,
      ),
    ),
    q(
      ctx,
      "INSERT INTO rent_events (id, agreement_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'created', ?, ? WHERE EXISTS (SELECT 1 FROM rent_agreements WHERE id = ?)",
      newId(),
      id,
      user.id,
      schedule.length
        ? `Rent agreement made: ${formatNaira(cost.total)} for the year, paid ${frequency} (${schedule.length} periods, the first ${formatNaira(firstKobo)}), move-in on ${input.moveInOn}`
        : `Rent agreement made: ${formatNaira(cost.total)}, move-in on ${input.moveInOn}`,
      ctx.now,
      id,
    ),
  ]);
  if (!made!.meta.changes) throw field("propertyId", M.alreadyOpen, 409);
  await tellAboutRent(ctx, "rent_agreement", [
    {
      userId: tenant.id,
      agreementId: id,
      subject: "Pay your rent through PropertyNG",
      text: schedule.length
        ? `Your rent for ${l.title} is ready to pay ${frequency}: the first payment is ${formatNaira(firstKobo)} (with the one-off fees), move-in on ${input.moveInOn}. PropertyNG holds each payment in escrow: the first until you confirm you have moved in, the others until their due dates.`
        : `Your rent for ${l.title} is ready to pay: ${formatNaira(cost.total)} for the first year, move-in on ${input.moveInOn}. PropertyNG holds it in escrow until you confirm you have moved in.`,
    },
  ]);
  return id;
}

/**
 * Cancelling: before payment either side may (nothing moves); after payment, before the tenant moved in, only the
 * lister, and all of it goes back to the tenant.
 */
export async function cancelAgreement(ctx: ServiceCtx, user: AuthUser, id: string, reason: string) {
  const { a, side } = await myAgreement(ctx, user.id, id);
  if (a.status === "awaiting_payment") {
    const ok = await transition(ctx, RENT_ESCROW, {
      orderId: a.id,
      from: ["awaiting_payment"],
      to: "cancelled",
      actorId: user.id,
      action: "cancelled",
      detail: `Cancelled by the ${side} before payment: ${reason}`,
    });
    if (!ok) throw refused((await myAgreement(ctx, user.id, id)).a, "cancelled");
  } else if (a.status === "held" && side === "lister") {
    const r = await settleRent(ctx, a, { kind: "refund", actorId: user.id, reason });
    if (r.outcome !== "posted") throw refused((await myAgreement(ctx, user.id, id)).a, "cancelled");
  } else throw refused(a, "cancelled");
  await tellAboutRent(ctx, "rent_cancelled", [
    {
      userId: side === "lister" ? a.payer_id : a.payee_id,
      agreementId: a.id,
      subject: "A rent agreement was cancelled",
      text:
        a.status === "held"
          ? `The lister cancelled the rent agreement: ${formatNaira(a.held_kobo)} is back in your wallet. Reason: ${reason}`
          : `The ${side} cancelled the rent agreement before it was paid. Reason: ${reason}`,
    },
  ]);
}
