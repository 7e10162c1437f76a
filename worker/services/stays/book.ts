import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, walletAccount } from "../wallet/ledger";
import { q } from "../../db/sql";
import { startPayment } from "../wallet/payments";
import { hold } from "../escrow";
import { STAY_MESSAGES as M, STAY_TIMING } from "../../contracts/stays";
import {
  addDays,
  claimNights,
  commissionBps,
  isNightTaken,
  HOUR,
  isRealDay,
  lagosAt,
  lagosDay,
  nightsTaken,
  priceStay,
  settingsOf,
  stayListing,
  takenNights,
  termsOf,
} from "./core";
import { STAY_ESCROW, expireStaleHolds, stayEvent } from "./escrow";
import { stayView } from "./view";
import { tellStaySide } from "./notify";
import { LISTING_LIVE, isListingGone, listingGone } from "../listings";

const listingNotFound = () =>
  new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);

/** Public calendar: the listing's terms and every unavailable night of `months` months from `from` (YYYY-MM). */
export async function stayAvailability(ctx: ServiceCtx, propertyId: string, from: string, months: number) {
  const p = await stayListing(ctx, propertyId);
  const t = termsOf(p, await settingsOf(ctx, p.id));
  const start = `${from}-01`;
  if (!isRealDay(start))
    throw new ApiError(400, "from is a month like 2026-12.", [
      { field: "from", message: "from is a month like 2026-12." },
    ]);
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  const end = d.toISOString().slice(0, 10);
  const taken = new Set(await takenNights(ctx, p.id, start, end));
  // Nights before the first one still bookable (today's, once its check-in time has passed) are unavailable too.
  const today = lagosDay(ctx.now);
  const firstOpen = lagosAt(today, t.checkInTime) - HOUR > ctx.now ? today : addDays(today, 1);
  for (let day = start; day < end && day < firstOpen; day = addDays(day, 1)) taken.add(day);
  return { data: { ...t, from: start, to: end, bookableFrom: firstOpen, unavailable: [...taken].sort() } };
}

/** The price breakdown of a stay and whether its nights are free now (a read; the booking decides). */
export async function stayQuote(
  ctx: ServiceCtx,
  propertyId: string,
  checkIn: string,
  checkOut: string,
  guests: number,
) {
  const p = await stayListing(ctx, propertyId);
  const t = termsOf(p, await settingsOf(ctx, p.id));
  const { checkInAt: _a, checkOutAt: _b, ...price } = priceStay(ctx, t, checkIn, checkOut, guests);
  const taken = await takenNights(ctx, p.id, checkIn, checkOut);
  return { data: { ...price, available: taken.length === 0, checkIn, checkOut, guests, policy: t.policy } };
}

/**
 * Books a stay. Every write of a booking is one batch: stale holds of the listing expire, the booking row, its
 * nights (one INSERT ... SELECT; a night already taken fails the batch by the UNIQUE index) and the timeline.
 * By wallet the ledger entry (total: wallet → escrow) is in the same batch and the rest is conditioned on it,
 * so a conflicting night means no money moved (409). By link the nights are held unpaid for 30 minutes.
 */
export async function bookStay(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { propertyId: string; checkIn: string; checkOut: string; guests: number; payWith: "wallet" | "link" },
  callbackUrl: string,
) {
  const p = await stayListing(ctx, input.propertyId);
  if (p.owner_id === user.id) throw new ApiError(422, M.ownListing, [{ field: "propertyId", message: M.ownListing }]);
  const t = termsOf(p, await settingsOf(ctx, p.id));
  const price = priceStay(ctx, t, input.checkIn, input.checkOut, input.guests);
  // A friendly early answer only: the claim below is what decides.
  if ((await takenNights(ctx, p.id, input.checkIn, input.checkOut)).length) throw nightsTaken();
  const id = `stay_${newId()}`;
  const bps = await commissionBps(ctx);
  const link = input.payWith === "link";
  const holdExpiresAt = link ? ctx.now + STAY_TIMING.holdMinutes * 60_000 : null;
  const reference = link ? `PNG-ST-${id.slice(5)}` : null;
  const insert = (entryId?: string) =>
    q(
      ctx,
      `INSERT INTO stay_bookings (id, property_id, guest_id, host_id, check_in, check_out, nights, guests, nightly_price_kobo, nights_kobo, cleaning_fee_kobo, caution_kobo, total_kobo, commission_bps, policy, check_in_at, check_out_at, status, pay_with, payment_reference, hold_expires_at, paid_at, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${LISTING_LIVE}${entryId ? ` AND ${APPLIED}` : ""}`,
      id,
      p.id,
      user.id,
      p.owner_id,
      input.checkIn,
      input.checkOut,
      price.nights,
      input.guests,
      price.nightlyPriceKobo,
      price.nightsKobo,
      price.cleaningFeeKobo,
      price.cautionKobo,
      price.totalKobo,
      bps,
      t.policy,
      price.checkInAt,
      price.checkOutAt,
      link ? "pending_payment" : "awaiting_host",
      input.payWith,
      reference,
      holdExpiresAt,
      link ? null : ctx.now,
      ctx.now,
      ctx.now,
      p.id,
      ...(entryId ? [entryId] : []),
    );
  try {
    if (!link) {
      const r = await hold(ctx, STAY_ESCROW, {
        orderId: id,
        payerId: user.id,
        amountKobo: price.totalKobo,
        memo: `Short stay held in escrow: ${p.title}`,
        guard: { sql: LISTING_LIVE, params: [p.id] },
        with: (entryId) => [
          ...expireStaleHolds(ctx, p.id),
          insert(entryId),
          claimNights(ctx, p.id, id, "booking", input.checkIn, input.checkOut, entryId),
          stayEvent(ctx, id, user.id, "booked", "Paid from wallet; the total is held in escrow", entryId),
        ],
      });
      if (r.outcome === "insufficient") {
        if (await listingGone(ctx, p.id)) throw listingNotFound();
        const short = price.totalKobo - (r.balances[walletAccount(user.id)] ?? 0);
        throw new ApiError(422, M.walletShort(short), [{ field: "payWith", message: M.walletShort(short) }]);
      }
      await tellStaySide(ctx, id, "booked", "guest");
      return { data: await stayView(ctx, user, id), authorizationUrl: null as string | null };
    }
    await ctx.env.DB.batch([
      ...expireStaleHolds(ctx, p.id),
      insert(),
      claimNights(ctx, p.id, id, "booking", input.checkIn, input.checkOut),
      stayEvent(
        ctx,
        id,
        user.id,
        "booked",
        `Nights held for ${STAY_TIMING.holdMinutes} minutes while the guest pays by link`,
      ),
    ]);
  } catch (e) {
    if (isNightTaken(e)) throw nightsTaken();
    // The booking row is only written while the listing is live; its timeline row then has no booking.
    if (isListingGone(e)) throw listingNotFound();
    throw e;
  }
  const { authorizationUrl } = await startPayment(ctx, user, {
    purpose: "stay",
    amountKobo: price.totalKobo,
    purposeData: { stayId: id },
    callbackUrl,
    reference: reference!,
  });
  return { data: await stayView(ctx, user, id), authorizationUrl: authorizationUrl as string | null };
}
