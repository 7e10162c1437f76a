import { ApiError } from "../../lib/errors";
import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED } from "../wallet/ledger";
import { first, q, all } from "../../db/sql";
import {
  STAY_DEPOSIT_STATUSES,
  STAY_MESSAGES as M,
  STAY_PAYOUT_STATUSES,
  STAY_POLICIES,
  STAY_POLICY_IDS,
  STAY_STATUSES,
  STAY_TIMING,
} from "../../contracts/stays";

const int = z.number().int();

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
import { addDays, lagosAt, lagosDay } from "../../contracts/lagos-time";
export { addDays, lagosAt, lagosDay };
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
export const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

export const SettingsRow = z.object({
  property_id: z.string(),
  nightly_price_kobo: z.number().nullable(),
  min_nights: z.number(),
  max_nights: z.number(),
  max_guests: z.number(),
  cleaning_fee_kobo: z.number(),
  caution_kobo: z.number().nullable(),
  policy: z.enum(STAY_POLICY_IDS),
  check_in_time: z.string(),
  check_out_time: z.string(),
  ical_token: z.string(),
  import_url: z.string().nullable(),
  imported_at: z.number().nullable(),
  import_error: z.string().nullable(),
});
export type SettingsRow = z.infer<typeof SettingsRow>;

export const StayListing = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  owner_id: z.string(),
  status: z.string(),
  listing_type: z.string(),
  price_kobo: z.number(),
  caution_fee_kobo: z.number(),
});
export type StayListing = z.infer<typeof StayListing>;

/** A booking row as SQLite answers it (parsed, not cast: worker/db/sql.ts). */
export const StayRow = z.object({
  id: z.string(),
  property_id: z.string(),
  guest_id: z.string(),
  host_id: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: int,
  guests: int,
  nightly_price_kobo: int,
  nights_kobo: int,
  cleaning_fee_kobo: int,
  caution_kobo: int,
  total_kobo: int,
  commission_bps: int,
  policy: z.enum(STAY_POLICY_IDS),
  check_in_at: int,
  check_out_at: int,
  status: z.enum(STAY_STATUSES),
  pay_with: z.string(),
  payment_reference: z.string().nullable(),
  hold_expires_at: int.nullable(),
  payout_status: z.enum(STAY_PAYOUT_STATUSES),
  deposit_status: z.enum(STAY_DEPOSIT_STATUSES),
  claim_kobo: int.nullable(),
  claim_reason: z.string().nullable(),
  claim_photos: z.string().nullable(),
  claimed_at: int.nullable(),
  refund_kobo: int.nullable(),
  cancelled_by: z.string().nullable(),
  paid_at: int.nullable(),
  created_at: int,
  updated_at: int,
});
export type StayRow = z.infer<typeof StayRow>;

export const stayRow = (ctx: ServiceCtx, id: string) =>
  first(q(ctx, "SELECT * FROM stay_bookings WHERE id = ?", id), StayRow);

/** A random secret for the iCal export URL. */
export const icalSecret = () => {
  const b = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

/** The listing, if it is a live short stay (404/422 naming propertyId otherwise). */
export async function stayListing(
  ctx: ServiceCtx,
  propertyId: string,
  opts: { liveOnly?: boolean } = { liveOnly: true },
) {
  const p = await first(
    q(
      ctx,
      "SELECT id, title, slug, owner_id, status, listing_type, price_kobo, caution_fee_kobo FROM properties WHERE id = ?",
      propertyId,
    ),
    StayListing,
  );
  if (!p || p.status === "deleted" || (opts.liveOnly && p.status !== "active"))
    throw new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);
  if (p.listing_type !== "short_stay")
    throw new ApiError(422, M.notShortStay, [{ field: "propertyId", message: M.notShortStay }]);
  return p;
}

/** The listing's stay settings, made with defaults the first time (one idempotent INSERT). */
export async function settingsOf(ctx: ServiceCtx, propertyId: string) {
  await q(
    ctx,
    "INSERT INTO stay_settings (property_id, ical_token, updated_at) VALUES (?, ?, ?) ON CONFLICT (property_id) DO NOTHING",
    propertyId,
    icalSecret(),
    ctx.now,
  ).run();
  return (await first(q(ctx, "SELECT * FROM stay_settings WHERE property_id = ?", propertyId), SettingsRow))!;
}

export function termsOf(p: StayListing, s: SettingsRow) {
  return {
    propertyId: p.id,
    title: p.title,
    nightlyPriceKobo: s.nightly_price_kobo ?? p.price_kobo,
    minNights: s.min_nights,
    maxNights: s.max_nights,
    maxGuests: s.max_guests,
    cleaningFeeKobo: s.cleaning_fee_kobo,
    cautionKobo: s.caution_kobo ?? p.caution_fee_kobo,
    policy: s.policy,
    policyText: STAY_POLICIES[s.policy].text,
    checkInTime: s.check_in_time,
    checkOutTime: s.check_out_time,
  };
}

export async function commissionBps(ctx: ServiceCtx) {
  const row = await first(
    q(ctx, "SELECT value FROM booking_settings WHERE key = 'stay_commission_bps'"),
    z.object({ value: z.number() }),
  );
  return row?.value ?? 1000;
}

/**
 * Checks dates and guests against the listing's terms; the answer is the breakdown. This decides nothing
 * about availability: the claim of the nights in the booking's batch does.
 */
export function priceStay(
  ctx: ServiceCtx,
  t: ReturnType<typeof termsOf>,
  checkIn: string,
  checkOut: string,
  guests: number,
) {
  const bad = (field: string, message: string, status: 400 | 422 = 400) =>
    new ApiError(status, message, [{ field, message }]);
  if (!isRealDay(checkIn)) throw bad("checkIn", M.dateFormat);
  if (!isRealDay(checkOut)) throw bad("checkOut", M.dateFormat);
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) throw bad("checkOut", M.checkOutAfter);
  const checkInAt = lagosAt(checkIn, t.checkInTime);
  if (checkInAt <= ctx.now) throw bad("checkIn", M.checkInPast);
  if (daysBetween(lagosDay(ctx.now), checkIn) > STAY_TIMING.maxDaysAhead) throw bad("checkIn", M.tooFar);
  if (nights < t.minNights) throw bad("checkOut", M.minNights(t.minNights), 422);
  if (nights > t.maxNights) throw bad("checkOut", M.maxNights(t.maxNights), 422);
  if (guests > t.maxGuests) throw bad("guests", M.maxGuests(t.maxGuests), 422);
  const nightsKobo = nights * t.nightlyPriceKobo;
  return {
    nights,
    nightlyPriceKobo: t.nightlyPriceKobo,
    nightsKobo,
    cleaningFeeKobo: t.cleaningFeeKobo,
    cautionKobo: t.cautionKobo,
    totalKobo: nightsKobo + t.cleaningFeeKobo + t.cautionKobo,
    checkInAt,
    checkOutAt: lagosAt(checkOut, t.checkOutTime),
  };
}

/** The nights [from, to) of a listing already taken (any source), stale unpaid holds excluded. */
export async function takenNights(ctx: ServiceCtx, propertyId: string, from: string, to: string) {
  const results = await all(
    q(
      ctx,
      `SELECT n.night FROM stay_nights n LEFT JOIN stay_bookings b ON b.id = n.booking_id
     WHERE n.property_id = ? AND n.night >= ? AND n.night < ? AND NOT (b.status IS 'pending_payment' AND b.hold_expires_at < ?) ORDER BY n.night`,
      propertyId,
      from,
      to,
      ctx.now,
    ),
    z.object({ night: z.string() }),
  );
  return results.map((r) => r.night);
}

/**
 * Takes the nights [checkIn, checkOut) for a booking in one INSERT ... SELECT over a recursive list of dates.
 * A night already taken breaks the UNIQUE index and with it the whole batch (payment included).
 * With `entryId`, only if that ledger entry is posted by the same batch.
 */
export const claimNights = (
  ctx: ServiceCtx,
  propertyId: string,
  bookingId: string | null,
  source: "booking" | "blocked" | "import",
  checkIn: string,
  checkOut: string,
  entryId?: string,
) =>
  q(
    ctx,
    `WITH RECURSIVE n(d) AS (SELECT ? UNION ALL SELECT date(d, '+1 day') FROM n WHERE date(d, '+1 day') < ?)
     INSERT INTO stay_nights (property_id, night, source, booking_id, created_at) SELECT ?, d, ?, ?, ? FROM n${entryId ? ` WHERE ${APPLIED}` : ""}`,
    checkIn,
    checkOut,
    propertyId,
    source,
    bookingId,
    ctx.now,
    ...(entryId ? [entryId] : []),
  );

export const isNightTaken = (e: unknown) =>
  /UNIQUE constraint failed: stay_nights/.test(
    String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? ""),
  );
export const nightsTaken = () => new ApiError(409, M.unavailable, [{ field: "checkIn", message: M.unavailable }]);
