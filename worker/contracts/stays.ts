import { z } from "zod";
import { formatNaira } from "./naira";
import { statusWords } from "./status-words";

/**
 * Short stays. Dates are Lagos calendar dates `YYYY-MM-DD`; a stay of check-in 2026-12-01 and
 * check-out 2026-12-03 takes the nights of the 1st and the 2nd (nights = check-out − check-in), so a stay that
 * checks out on the day another checks in never overlaps it.
 */
export const STAY_POLICY_IDS = ["flexible", "moderate", "strict"] as const;
export type StayPolicy = (typeof STAY_POLICY_IDS)[number];

/**
 * The cancellation policies, copied onto each booking when it is made. A guest who cancels a confirmed stay
 * before check-in gets back `refundBps` of the nights' price by the first tier whose `hoursBefore` the
 * cancellation is at least that far ahead of check-in time; past every tier, nothing of the nights. The cleaning
 * fee and the caution deposit always come back in full when a stay is cancelled before check-in. The part of
 * the nights kept goes to the host less the platform's commission. A stay the host has not yet confirmed, one
 * the host declines or cancels, and one never confirmed in time are refunded in full. No cancellation after
 * check-in time.
 */
export const STAY_POLICIES: Record<
  StayPolicy,
  { label: string; tiers: { hoursBefore: number; refundBps: number }[]; text: string }
> = {
  flexible: {
    label: "Flexible",
    tiers: [{ hoursBefore: 24, refundBps: 10_000 }],
    text: "Full refund if you cancel at least 24 hours before check-in. Later, the nights are not refunded. The cleaning fee and caution deposit always come back when you cancel before check-in.",
  },
  moderate: {
    label: "Moderate",
    tiers: [
      { hoursBefore: 5 * 24, refundBps: 10_000 },
      { hoursBefore: 0, refundBps: 5_000 },
    ],
    text: "Full refund if you cancel at least 5 days before check-in. Later, half of the nights' price is refunded. The cleaning fee and caution deposit always come back when you cancel before check-in.",
  },
  strict: {
    label: "Strict",
    tiers: [{ hoursBefore: 14 * 24, refundBps: 5_000 }],
    text: "Half of the nights' price is refunded if you cancel at least 14 days before check-in; later, none. The cleaning fee and caution deposit always come back when you cancel before check-in.",
  },
};

/** The share of the nights' price (basis points) a guest gets back cancelling `msBefore` ahead of check-in. */
export function policyRefundBps(policy: StayPolicy, msBefore: number) {
  if (msBefore < 0) return 0;
  const tier = STAY_POLICIES[policy].tiers.find((t) => msBefore >= t.hoursBefore * 3600_000);
  return tier?.refundBps ?? 0;
}

/** Timing rules (docs/money-and-escrow.md). */
export const STAY_TIMING = {
  /** An unpaid payment-link booking holds its nights this long. */
  holdMinutes: 30,
  /** A host who neither confirms nor declines within this (or before check-in) lets the booking lapse: full refund. */
  hostReplyHours: 24,
  /** The host is paid this long after check-in time. */
  payoutAfterCheckInHours: 24,
  /** The host may claim the caution deposit this long after check-out time; then it goes back to the guest. */
  claimWindowHours: 24,
  /** How far ahead a stay may be booked. */
  maxDaysAhead: 365,
} as const;

export const STAY_STATUSES = [
  "pending_payment",
  "awaiting_host",
  "confirmed",
  "checked_in",
  "completed",
  "declined",
  "cancelled",
  "expired",
] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];
/** The host's payout: held in escrow, paid 24 h after check-in, or refunded to the guest. */
export const STAY_PAYOUT_STATUSES = ["held", "paid", "refunded"] as const;
/** The caution deposit: held, claimed by the host, then settled by an admin; or returned/refunded to the guest. */
export const STAY_DEPOSIT_STATUSES = ["held", "claimed", "settled", "returned", "refunded"] as const;

export const STAY_MESSAGES = {
  notShortStay: "This listing is not a short stay, so it cannot be booked by the night.",
  listingNotFound: "This listing does not exist or is not live.",
  ownListing: "You cannot book a stay at your own listing.",
  dateFormat: "Use a date like 2026-12-01.",
  checkInPast: "Check-in must be today or later (Lagos time), before the check-in time.",
  checkOutAfter: "Check-out must be after check-in.",
  tooFar: `Book at most ${STAY_TIMING.maxDaysAhead} days ahead.`,
  minNights: (n: number) => `This stay is at least ${n} night${n === 1 ? "" : "s"}.`,
  maxNights: (n: number) => `This stay is at most ${n} nights.`,
  maxGuests: (n: number) => `At most ${n} guest${n === 1 ? "" : "s"} can stay here.`,
  unavailable: "Some of these nights are already taken. Pick other dates: you were not charged.",
  walletShort: (shortKobo: number) =>
    `Your wallet is ${formatNaira(shortKobo)} short. Top up your wallet or pay by link.`,
  notFound: "This stay booking does not exist or is not yours.",
  refused: (what: string, status: string) =>
    `This stay cannot be ${what} now: it is ${statusWords("stay", status).toLowerCase()}.`,
  hostOnly: "Only the host can do this.",
  notOwner: "This listing is not yours.",
  blockedHasBooking: "A booking already holds some of these nights: they cannot be blocked.",
  claimTooMuch: "You can claim at most the caution deposit.",
  claimPhotos: "Add at least one photo of the damage (uploaded pictures of yours).",
  claimWindow: `The caution deposit can be claimed only within ${STAY_TIMING.claimWindowHours} hours after check-out.`,
  paymentNotFound: "No stay payment has this reference.",
  badToken: "This calendar link is not valid.",
  importUrl: "The calendar URL must be an https:// address of an .ics calendar.",
  importFailed: "We could not read that calendar. Check the URL and try again.",
} as const;

const day = z
  .string()
  .trim()
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, STAY_MESSAGES.dateFormat);
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 14:00.");
const kobo = z.number().int("Amounts are whole kobo.").min(0).max(1e13);

export const stayQuoteQuery = z.object({
  checkIn: day,
  checkOut: day,
  guests: z.coerce.number().int().min(1).max(50).default(1),
});
export const stayBookInput = z.strictObject({
  propertyId: z.string().trim().min(1).max(120),
  checkIn: day,
  checkOut: day,
  guests: z.number().int().min(1, "At least 1 guest.").max(50),
  payWith: z.enum(["wallet", "link"]),
});
export const staySettingsInput = z.strictObject({
  nightlyPriceKobo: z.number().int().min(1000_00, "The nightly price is at least ₦1,000.").max(1e12).nullable(),
  minNights: z.number().int().min(1).max(90),
  maxNights: z.number().int().min(1).max(365),
  maxGuests: z.number().int().min(1).max(50),
  cleaningFeeKobo: kobo,
  cautionKobo: kobo.nullable(),
  policy: z.enum(STAY_POLICY_IDS),
  checkInTime: time,
  checkOutTime: time,
  importUrl: z.string().trim().max(500).nullable(),
});
export const blockInput = z.strictObject({ from: day, to: day });
export const claimInput = z.strictObject({
  amountKobo: z.number().int().min(1, "Claim at least ₦0.01.").max(1e13),
  reason: z.string().trim().min(10, "Tell us what was damaged (10 characters at least).").max(1000),
  photoTokens: z.array(z.string().trim().min(1).max(120)).min(1, STAY_MESSAGES.claimPhotos).max(10),
});
export const resolveClaimInput = z.strictObject({
  hostKobo: z.number().int().min(0).max(1e13),
  note: z.string().trim().min(3).max(1000),
});

const breakdown = z.object({
  nights: z.number().int(),
  nightlyPriceKobo: z.number().int(),
  nightsKobo: z.number().int(),
  cleaningFeeKobo: z.number().int(),
  cautionKobo: z.number().int(),
  totalKobo: z.number().int(),
});
const terms = z.object({
  propertyId: z.string(),
  title: z.string(),
  nightlyPriceKobo: z.number().int(),
  minNights: z.number().int(),
  maxNights: z.number().int(),
  maxGuests: z.number().int(),
  cleaningFeeKobo: z.number().int(),
  cautionKobo: z.number().int(),
  policy: z.enum(STAY_POLICY_IDS),
  policyText: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
});
export const stayTermsSchema = terms;

export const availabilityAnswer = z.object({
  data: terms.extend({
    from: z.string(),
    to: z.string(),
    /**
     * The first night still bookable (today, or tomorrow once today's check-in time is near). Nights before it are
     * closed because they are past, not because someone took them: a calendar says so.
     */
    bookableFrom: z.string(),
    /** Nights (YYYY-MM-DD) that cannot be booked: taken, blocked, busy elsewhere, or past. */
    unavailable: z.array(z.string()),
  }),
});
export const quoteAnswer = z.object({
  data: breakdown.extend({
    available: z.boolean(),
    checkIn: z.string(),
    checkOut: z.string(),
    guests: z.number().int(),
    policy: z.enum(STAY_POLICY_IDS),
  }),
});

export const stayView = breakdown.extend({
  id: z.string(),
  kind: z.literal("stay"),
  role: z.enum(["guest", "host"]),
  status: z.enum(STAY_STATUSES),
  property: z.object({ id: z.string(), slug: z.string(), title: z.string(), address: z.string() }),
  guest: z.object({ id: z.string(), name: z.string() }),
  host: z.object({ id: z.string(), name: z.string() }),
  checkIn: z.string(),
  checkOut: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  guests: z.number().int(),
  policy: z.enum(STAY_POLICY_IDS),
  policyText: z.string(),
  commissionKobo: z.number().int(),
  hostReceivesKobo: z.number().int(),
  payWith: z.string(),
  paymentReference: z.string().nullable(),
  holdExpiresAt: z.number().nullable(),
  payoutStatus: z.enum(STAY_PAYOUT_STATUSES),
  depositStatus: z.enum(STAY_DEPOSIT_STATUSES),
  claimKobo: z.number().int().nullable(),
  claimReason: z.string().nullable(),
  refundKobo: z.number().int().nullable(),
  cancelledBy: z.string().nullable(),
  /** What a guest cancelling now would get back (null when cancelling is not allowed). */
  cancelRefundKobo: z.number().int().nullable(),
  actions: z.array(z.string()),
  timeline: z.array(
    z.object({ action: z.string(), detail: z.string().nullable(), by: z.string(), createdAt: z.number() }),
  ),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type StayBooking = z.infer<typeof stayView>;
export const stayAnswer = z.object({ data: stayView });
export const stayStarted = z.object({ data: stayView, authorizationUrl: z.string().nullable() });
export const stayList = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      status: z.enum(STAY_STATUSES),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int(),
      totalKobo: z.number().int(),
      role: z.enum(["guest", "host"]),
      property: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
    }),
  ),
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() }),
});
export const staySettingsAnswer = z.object({
  data: terms.extend({
    nightlyPriceOverrideKobo: z.number().int().nullable(),
    cautionOverrideKobo: z.number().int().nullable(),
    listingPriceKobo: z.number().int(),
    listingCautionKobo: z.number().int(),
    /** Path of the iCal export (secret: whoever has it sees the busy dates). */
    icalPath: z.string(),
    importUrl: z.string().nullable(),
    importedAt: z.number().nullable(),
    importError: z.string().nullable(),
    /** Nights the host blocked, from today on. */
    blocked: z.array(z.string()),
  }),
});
/** A caution deposit claim waiting for staff. The service reads its columns by this schema too (less the links). */
export const depositClaim = z.object({
  id: z.string(),
  propertyId: z.string(),
  title: z.string(),
  guestId: z.string(),
  hostId: z.string(),
  checkOut: z.string(),
  cautionKobo: z.number().int(),
  claimKobo: z.number().int(),
  reason: z.string(),
  photos: z.array(z.string()),
  photoUrls: z.array(z.string()).describe("Signed thumbnail links of the evidence photos (valid about an hour)"),
  photoFullUrls: z.array(z.string()).describe("Signed full-size links, same order"),
  claimedAt: z.number(),
});
export const claimsAnswer = z.object({ data: z.array(depositClaim) });
