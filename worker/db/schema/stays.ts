import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { properties } from "./listings";
import { STAY_DEPOSIT_STATUSES, STAY_PAYOUT_STATUSES, STAY_POLICY_IDS, STAY_STATUSES } from "../../contracts/stays";

/**
 * A short-stay listing's booking terms. One row per listing, made with defaults the first time the
 * host opens the settings or a guest books. Amounts are kobo. The nightly price is the listing's price unless
 * `nightly_price_kobo` is set; the caution deposit is the listing's caution fee unless `caution_kobo` is set.
 */
export const staySettings = sqliteTable(
  "stay_settings",
  {
    propertyId: text("property_id")
      .primaryKey()
      .references(() => properties.id),
    nightlyPriceKobo: integer("nightly_price_kobo"),
    minNights: integer("min_nights").notNull().default(1),
    maxNights: integer("max_nights").notNull().default(30),
    maxGuests: integer("max_guests").notNull().default(2),
    cleaningFeeKobo: integer("cleaning_fee_kobo").notNull().default(0),
    cautionKobo: integer("caution_kobo"),
    /** flexible | moderate | strict (contracts/stays.ts STAY_POLICIES). */
    policy: text("policy", { enum: STAY_POLICY_IDS }).notNull().default("moderate"),
    /** "HH:mm", Lagos time. */
    checkInTime: text("check_in_time").notNull().default("14:00"),
    checkOutTime: text("check_out_time").notNull().default("12:00"),
    /** The secret of the iCal export URL; a new one revokes the old URL. */
    icalToken: text("ical_token").notNull(),
    importUrl: text("import_url"),
    importedAt: integer("imported_at", { mode: "number" }),
    importError: text("import_error"),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    check(
      "stay_settings_nights",
      sql`${t.minNights} BETWEEN 1 AND 90 AND ${t.maxNights} BETWEEN ${t.minNights} AND 365`,
    ),
    check("stay_settings_guests", sql`${t.maxGuests} BETWEEN 1 AND 50`),
    check(
      "stay_settings_money",
      sql`${t.cleaningFeeKobo} >= 0 AND COALESCE(${t.cautionKobo}, 0) >= 0 AND COALESCE(${t.nightlyPriceKobo}, 1) > 0`,
    ),
  ],
);

/**
 * A short-stay booking. check_in/check_out are Lagos calendar dates (YYYY-MM-DD); nights = check_out − check_in.
 * Money is copied at booking (price, fees, commission, policy), so later changes of the settings never touch it.
 * status: pending_payment (link, nights held until hold_expires_at) | awaiting_host (paid, in escrow) | confirmed
 * | checked_in (host paid) | completed (deposit settled) | declined | cancelled | expired.
 * payout_status: held | paid | refunded. deposit_status: held | returned | claimed | settled | refunded.
 */
export const stayBookings = sqliteTable(
  "stay_bookings",
  {
    id: text("id").primaryKey(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id),
    guestId: text("guest_id")
      .notNull()
      .references(() => users.id),
    hostId: text("host_id")
      .notNull()
      .references(() => users.id),
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    nights: integer("nights").notNull(),
    guests: integer("guests").notNull(),
    nightlyPriceKobo: integer("nightly_price_kobo").notNull(),
    nightsKobo: integer("nights_kobo").notNull(),
    cleaningFeeKobo: integer("cleaning_fee_kobo").notNull(),
    cautionKobo: integer("caution_kobo").notNull(),
    totalKobo: integer("total_kobo").notNull(),
    commissionBps: integer("commission_bps").notNull(),
    policy: text("policy", { enum: STAY_POLICY_IDS }).notNull(),
    /** Epoch ms of check-in and check-out (the listing's times on those dates, Lagos). */
    checkInAt: integer("check_in_at", { mode: "number" }).notNull(),
    checkOutAt: integer("check_out_at", { mode: "number" }).notNull(),
    status: text("status", { enum: STAY_STATUSES }).notNull(),
    payWith: text("pay_with").notNull(),
    paymentReference: text("payment_reference"),
    holdExpiresAt: integer("hold_expires_at", { mode: "number" }),
    payoutStatus: text("payout_status", { enum: STAY_PAYOUT_STATUSES }).notNull().default("held"),
    depositStatus: text("deposit_status", { enum: STAY_DEPOSIT_STATUSES }).notNull().default("held"),
    claimKobo: integer("claim_kobo"),
    claimReason: text("claim_reason"),
    /** JSON array of media ids (evidence: immutable once filed). */
    claimPhotos: text("claim_photos"),
    claimedAt: integer("claimed_at", { mode: "number" }),
    refundKobo: integer("refund_kobo"),
    cancelledBy: text("cancelled_by"),
    paidAt: integer("paid_at", { mode: "number" }),
    reminderSentAt: integer("reminder_sent_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("stay_bookings_guest_idx").on(t.guestId, t.checkIn),
    index("stay_bookings_created_idx").on(t.createdAt),
    index("stay_bookings_host_idx").on(t.hostId, t.checkIn),
    index("stay_bookings_guest_created_idx").on(t.guestId, t.createdAt),
    index("stay_bookings_host_created_idx").on(t.hostId, t.createdAt),
    index("stay_bookings_status_idx").on(t.status, t.checkInAt),
    // The admin bookings list without a status filter (migration 0030).
    index("stay_bookings_check_in_at_idx").on(t.checkInAt),
    index("stay_bookings_property_idx").on(t.propertyId, t.checkIn),
    check(
      "stay_bookings_money",
      sql`${t.totalKobo} = ${t.nightsKobo} + ${t.cleaningFeeKobo} + ${t.cautionKobo} AND ${t.nights} >= 1`,
    ),
  ],
);

/**
 * One row per taken night of a listing: a booking's nights (booking_id set), the host's blocked nights
 * (source blocked) and nights busy in an imported calendar (source import). The UNIQUE index is the whole
 * double-booking rule: a batch that would take a night twice fails, payment and booking with it.
 */
export const stayNights = sqliteTable(
  "stay_nights",
  {
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id),
    night: text("night").notNull(),
    source: text("source").notNull(),
    bookingId: text("booking_id"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("stay_nights_unique").on(t.propertyId, t.night),
    index("stay_nights_booking_idx").on(t.bookingId),
  ],
);

/** The timeline of a stay: one row per state change, written in the same batch as the change. */
export const stayEvents = sqliteTable(
  "stay_events",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => stayBookings.id),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    detail: text("detail"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [index("stay_events_booking_idx").on(t.bookingId, t.createdAt)],
);
