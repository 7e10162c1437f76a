import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { all, first, q } from "../../db/sql";
import { APPLIED, walletAccount } from "../wallet/ledger";
import { startPayment } from "../wallet/payments";
import { hold } from "../escrow";
import { BOOKING_MESSAGES as M, LIVE_STATUSES, SLOT_HOURS } from "../../contracts/bookings";
import { tellOtherSide } from "./notify";
import { lagosIso } from "../../contracts/lagos-time";
import { LISTING_LIVE, isListingGone, listingGone } from "../listings";
import { HOUR, UNPAID_HOLD_MS, commissionBps, parseAppointment, slotAt } from "./inspection-rules";
import { INSPECTION_ESCROW, event } from "./inspection-escrow";
import { bookingView } from "./inspection-view";

/** Inspection slots and booking: which hours are free, and taking one (paid from the wallet or held while a payment link is paid). */
const Listing = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  owner_id: z.string(),
  status: z.string(),
  inspection_fee_kobo: z.number().int().nullable(),
  refundable_only: z.number().int().nullable(),
});

const listingNotFound = () =>
  new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);

async function bookableListing(ctx: ServiceCtx, propertyId: string) {
  const p = await first(
    q(
      ctx,
      `SELECT p.id, p.title, p.slug, p.owner_id, p.status, p.inspection_fee_kobo, r.refundable_only
     FROM properties p JOIN states s ON s.id = p.state_id LEFT JOIN booking_state_rules r ON r.state_slug = s.slug WHERE p.id = ?`,
      propertyId,
    ),
    Listing,
  );
  if (!p || p.status !== "active")
    throw new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);
  if (!p.inspection_fee_kobo) throw new ApiError(422, M.noFee, [{ field: "propertyId", message: M.noFee }]);
  return p;
}

/** Free hourly slots of one day (Lagos time): taken and past slots are shown as unavailable. */
export async function inspectionSlots(ctx: ServiceCtx, propertyId: string, date: string) {
  const p = await bookableListing(ctx, propertyId);
  const from = slotAt(date, SLOT_HOURS[0]!);
  const to = slotAt(date, SLOT_HOURS[SLOT_HOURS.length - 1]!);
  const results = await all(
    q(
      ctx,
      `SELECT slot_start FROM inspection_bookings WHERE property_id = ? AND slot_start BETWEEN ? AND ?
       AND status IN (${LIVE_STATUSES.map(() => "?").join(", ")}) AND NOT (status = 'awaiting_payment' AND created_at < ?)`,
      propertyId,
      from,
      to,
      ...LIVE_STATUSES,
      ctx.now - UNPAID_HOLD_MS,
    ),
    z.object({ slot_start: z.number().int() }),
  );
  const taken = new Set(results.map((r) => r.slot_start));
  return {
    data: {
      propertyId,
      date,
      feeKobo: p.inspection_fee_kobo!,
      refundableOnly: !!p.refundable_only,
      slots: SLOT_HOURS.map((h) => {
        const start = slotAt(date, h);
        return {
          start: lagosIso(start),
          time: `${String(h).padStart(2, "0")}:00`,
          available: start > ctx.now + HOUR && !taken.has(start),
        };
      }),
    },
  };
}

function sixDigits() {
  const n = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return String(n).padStart(6, "0");
}

export const isUniqueSlot = (e: unknown) =>
  /UNIQUE constraint failed: inspection_bookings/.test(
    String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? ""),
  );
export const slotTaken = () => new ApiError(409, M.slotTaken, [{ field: "appointmentDate", message: M.slotTaken }]);

/** Frees a slot still held by an unpaid payment link older than the hold (same batch as the new booking). */
export const expireStaleHold = (ctx: ServiceCtx, propertyId: string, slot: number) =>
  q(
    ctx,
    "UPDATE inspection_bookings SET status = 'expired', updated_at = ? WHERE property_id = ? AND slot_start = ? AND status = 'awaiting_payment' AND created_at < ?",
    ctx.now,
    propertyId,
    slot,
    ctx.now - UNPAID_HOLD_MS,
  );

/**
 * Books a slot. By wallet: one batch posts the fee from the seeker's wallet to escrow and inserts the booking
 * (conditioned on the entry); a second live booking of the slot breaks the UNIQUE index, so the whole batch,
 * payment included, rolls back (409). By link: the booking holds the slot unpaid for 30 minutes while the
 * seeker pays; the payment's settlement tops the wallet up and moves the fee to escrow (`payFromWallet`).
 */
export async function bookInspection(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { propertyId: string; appointmentDate: string; payWith: "wallet" | "link" },
  callbackUrl: string,
) {
  const p = await bookableListing(ctx, input.propertyId);
  if (p.owner_id === user.id) throw new ApiError(422, M.ownListing, [{ field: "propertyId", message: M.ownListing }]);
  const slot = parseAppointment(ctx, input.appointmentDate);
  const id = newId();
  const fee = p.inspection_fee_kobo!;
  const bps = await commissionBps(ctx);
  const insert = (status: string, reference: string | null, entryId?: string) =>
    q(
      ctx,
      `INSERT INTO inspection_bookings (id, property_id, seeker_id, agent_id, slot_start, status, fee_kobo, commission_bps, refundable_only, pay_with, payment_reference, code, paid_at, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${LISTING_LIVE}${entryId ? ` AND ${APPLIED}` : ""}`,
      id,
      p.id,
      user.id,
      p.owner_id,
      slot,
      status,
      fee,
      bps,
      p.refundable_only ? 1 : 0,
      input.payWith,
      reference,
      sixDigits(),
      entryId ? ctx.now : null,
      ctx.now,
      ctx.now,
      p.id,
      ...(entryId ? [entryId] : []),
    );
  if (input.payWith === "wallet") {
    let r;
    try {
      r = await hold(ctx, INSPECTION_ESCROW, {
        orderId: id,
        payerId: user.id,
        amountKobo: fee,
        memo: `Inspection fee held in escrow: ${p.title}`,
        guard: { sql: LISTING_LIVE, params: [p.id] },
        with: (entryId) => [
          expireStaleHold(ctx, p.id, slot),
          insert("pending", null, entryId),
          event(ctx, id, user.id, "booked", "Paid from wallet; fee held in escrow", entryId),
        ],
      });
    } catch (e) {
      if (isUniqueSlot(e)) throw slotTaken();
      throw e;
    }
    if (r.outcome === "insufficient") {
      if (await listingGone(ctx, p.id)) throw listingNotFound();
      const balance = r.balances[walletAccount(user.id)] ?? 0;
      throw new ApiError(422, M.walletShort(fee - balance), [
        { field: "payWith", message: M.walletShort(fee - balance) },
      ]);
    }
    await tellOtherSide(ctx, id, "booked");
    return { data: await bookingView(ctx, user, id), authorizationUrl: null as string | null };
  }
  const reference = `PNG-BK-${id}`;
  try {
    await ctx.env.DB.batch([
      expireStaleHold(ctx, p.id, slot),
      insert("awaiting_payment", reference),
      event(ctx, id, user.id, "booked", "Waiting for the payment link"),
    ]);
  } catch (e) {
    if (isUniqueSlot(e)) throw slotTaken();
    // The booking row is only written while the listing is live; its timeline row then has no booking.
    if (isListingGone(e)) throw listingNotFound();
    throw e;
  }
  const { authorizationUrl } = await startPayment(ctx, user, {
    purpose: "booking",
    amountKobo: fee,
    purposeData: { bookingId: id },
    callbackUrl,
    reference,
  });
  return { data: await bookingView(ctx, user, id), authorizationUrl: authorizationUrl as string | null };
}
