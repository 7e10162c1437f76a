import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "../wallet/ledger";
import { q, type Stmt } from "../../db/sql";
import { settlePayment, startPayment } from "../wallet/payments";
import { STAY_MESSAGES as M, STAY_TIMING } from "../../contracts/stays";
import {
  addDays,
  claimNights,
  commissionBps,
  expireStaleHolds,
  isNightTaken,
  HOUR,
  isRealDay,
  lagosAt,
  lagosDay,
  nightsTaken,
  priceStay,
  settingsOf,
  stayEvent,
  stayListing,
  stayRow,
  takenNights,
  termsOf,
} from "./core";
import { myStay, stayActions, stayView } from "./view";
import { refused } from "./actions";
import { tellStaySide } from "./notify";
import { LISTING_LIVE, isListingGone, listingGone } from "../listings";

const listingNotFound = () => new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);

/** Public calendar: the listing's terms and every unavailable night of `months` months from `from` (YYYY-MM). */
export async function stayAvailability(ctx: ServiceCtx, propertyId: string, from: string, months: number) {
  const p = await stayListing(ctx, propertyId);
  const t = termsOf(p, await settingsOf(ctx, p.id));
  const start = `${from}-01`;
  if (!isRealDay(start)) throw new ApiError(400, "from is a month like 2026-12.", [{ field: "from", message: "from is a month like 2026-12." }]);
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  const end = d.toISOString().slice(0, 10);
  const taken = new Set(await takenNights(ctx, p.id, start, end));
  // Nights before the first one still bookable (today's, once its check-in time has passed) are unavailable too.
  const today = lagosDay(ctx.now);
  const firstOpen = lagosAt(today, t.checkInTime) - HOUR > ctx.now ? today : addDays(today, 1);
  for (let day = start; day < end && day < firstOpen; day = addDays(day, 1)) taken.add(day);
  return { data: { ...t, from: start, to: end, unavailable: [...taken].sort() } };
}

/** The price breakdown of a stay and whether its nights are free now (a read; the booking decides). */
export async function stayQuote(ctx: ServiceCtx, propertyId: string, checkIn: string, checkOut: string, guests: number) {
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
    q(ctx,
      `INSERT INTO stay_bookings (id, property_id, guest_id, host_id, check_in, check_out, nights, guests, nightly_price_kobo, nights_kobo, cleaning_fee_kobo, caution_kobo, total_kobo, commission_bps, policy, check_in_at, check_out_at, status, pay_with, payment_reference, hold_expires_at, paid_at, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${LISTING_LIVE}${entryId ? ` AND ${APPLIED}` : ""}`,
      id, p.id, user.id, p.owner_id, input.checkIn, input.checkOut, price.nights, input.guests, price.nightlyPriceKobo, price.nightsKobo, price.cleaningFeeKobo, price.cautionKobo, price.totalKobo, bps, t.policy,
      price.checkInAt, price.checkOutAt, link ? "pending_payment" : "awaiting_host", input.payWith, reference, holdExpiresAt, link ? null : ctx.now, ctx.now, ctx.now,
      p.id, ...(entryId ? [entryId] : []));
  try {
    if (!link) {
      const r = await post(ctx, {
        idemKey: `stay:hold:${id}`,
        kind: "stay_hold",
        userId: user.id,
        reference: id,
        memo: `Short stay held in escrow: ${p.title}`,
        lines: [
          { accountId: walletAccount(user.id), amountKobo: -price.totalKobo },
          { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: price.totalKobo },
        ],
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
      stayEvent(ctx, id, user.id, "booked", `Nights held for ${STAY_TIMING.holdMinutes} minutes while the guest pays by link`),
    ]);
  } catch (e) {
    if (isNightTaken(e)) throw nightsTaken();
    // The booking row is only written while the listing is live; its timeline row then has no booking.
    if (isListingGone(e)) throw listingNotFound();
    throw e;
  }
  const { authorizationUrl } = await startPayment(ctx, user, { purpose: "stay", amountKobo: price.totalKobo, purposeData: { stayId: id }, callbackUrl, reference: reference! });
  return { data: await stayView(ctx, user, id), authorizationUrl: authorizationUrl as string | null };
}

/**
 * Settlement hook of a stay's payment link: the wallet was credited; the total moves to escrow once, and
 * only while the booking still holds its nights (pending_payment; an expired hold leaves the money in the wallet).
 */
export async function payStayFromWallet(ctx: ServiceCtx, stayId: string, done?: (entryId: string) => Stmt) {
  const b = await stayRow(ctx, stayId);
  if (!b || b.status !== "pending_payment") return;
  const r = await post(ctx, {
    idemKey: `stay:hold:${b.id}`,
    kind: "stay_hold",
    userId: b.guest_id,
    reference: b.id,
    memo: "Short stay held in escrow",
    lines: [
      { accountId: walletAccount(b.guest_id), amountKobo: -b.total_kobo },
      { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: b.total_kobo },
    ],
    guard: { sql: "EXISTS (SELECT 1 FROM stay_bookings WHERE id = ? AND status = 'pending_payment')", params: [b.id] },
    with: (entryId) => [
      q(ctx, `UPDATE stay_bookings SET status = 'awaiting_host', paid_at = ?, hold_expires_at = NULL, updated_at = ? WHERE id = ? AND ${APPLIED}`, ctx.now, ctx.now, b.id, entryId),
      stayEvent(ctx, b.id, b.guest_id, "paid", "Paid by link; the total is held in escrow", entryId),
      ...(done ? [done(entryId)] : []),
    ],
  });
  if (r.outcome === "posted") await tellStaySide(ctx, b.id, "booked", "guest");
}

/** The payment callback page: settles the payment with the provider (which moves the total to escrow). */
export async function verifyStayPayment(ctx: ServiceCtx, user: AuthUser, reference: string) {
  const status = await settlePayment(ctx, reference, user.id);
  if (!status || status.purpose !== "stay") throw new ApiError(404, M.paymentNotFound, [{ field: "reference", message: M.paymentNotFound }]);
  const found = await q(ctx, "SELECT json_extract(purpose_data, '$.stayId') AS id FROM payments WHERE reference = ?", reference).first<{ id: string }>();
  return { payment: status, data: await stayView(ctx, user, found!.id) };
}

/** A fresh payment link for a stay still held unpaid (a failed or abandoned attempt); the hold's expiry stays. */
export async function payStayByLink(ctx: ServiceCtx, user: AuthUser, id: string, callbackUrl: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "guest" || !stayActions(ctx, b, role).includes("pay")) throw refused(b, "paid");
  const reference = `PNG-ST-${b.id.slice(5)}-${ctx.now}`;
  const { authorizationUrl } = await startPayment(ctx, user, { purpose: "stay", amountKobo: b.total_kobo, purposeData: { stayId: b.id }, callbackUrl, reference });
  await q(ctx, "UPDATE stay_bookings SET payment_reference = ?, updated_at = ? WHERE id = ? AND status = 'pending_payment'", reference, ctx.now, b.id).run();
  return { data: await stayView(ctx, user, b.id), authorizationUrl: authorizationUrl as string | null };
}
