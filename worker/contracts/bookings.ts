import { z } from "zod";
import { paymentStatus } from "./money";
import { formatNaira } from "./naira";

/** Inspection bookings. SPEC §9: hours 08:00 to 18:00, 1-hour step. */
export const SLOT_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const as readonly number[];
export const INSPECTION_STATUSES = [
  "awaiting_payment",
  "pending",
  "proposed",
  "confirmed",
  "completed",
  "cancelled",
  "expired",
  "disputed",
  "resolved",
] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
/** The tabs of GET /v1/secure/inspections (the SPA shows all but "all"). */
export const BOOKING_TABS = ["upcoming", "past", "cancelled", "all"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];
/** The statuses that hold a slot (the partial UNIQUE index uses the same list). */
export const LIVE_STATUSES = ["awaiting_payment", "pending", "proposed", "confirmed"] as const;

export const BOOKING_MESSAGES = {
  appointmentFormat: "appointmentDate must be a date and time like 2026-11-25T10:00 (Lagos time).",
  appointmentHours: "Inspections are booked on the hour between 08:00 AM and 06:00 PM.",
  appointmentPast: "Pick a time in the future.",
  appointmentFar: "Book at most 90 days ahead.",
  listingNotFound: "This listing does not exist or is not live.",
  noFee: "This listing has no inspection fee set, so it cannot be booked here. Contact the agent instead.",
  ownListing: "You cannot book an inspection of your own listing.",
  slotTaken: "Someone has just booked this time. Pick another slot: you were not charged.",
  walletShort: (shortKobo: number) =>
    `Your wallet is ${formatNaira(shortKobo)} short. Top up your wallet or pay by link.`,
  notFound: "This booking does not exist or is not yours.",
  refused: (what: string, status: string) => `This booking cannot be ${what} now: it is ${status.replace("_", " ")}.`,
  sameSlot: "That is already the booking's time.",
  agentOnly: "Only the agent enters the inspection code.",
  tooEarly: (opensAt: string) =>
    `The code can be entered from one hour before the inspection (from ${opensAt}). Nothing was released.`,
  wrongCode: (left: number) =>
    `That code is wrong. Nothing was released. ${left} attempt${left === 1 ? "" : "s"} left.`,
  locked:
    "Five wrong codes: this booking is locked. The fee stays in escrow; the seeker is refunded if it is not resolved.",
  paymentNotFound: "No booking payment has this reference.",
} as const;

export const bookInput = z.strictObject({
  propertyId: z.string().trim().min(1).max(120),
  appointmentDate: z.string().trim().min(1).max(40),
  payWith: z.enum(["wallet", "link"]),
});

export const rescheduleInput = z.strictObject({ appointmentDate: z.string().trim().min(1).max(40) });
export const initiateInput = z.strictObject({
  initiationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "initiationCode is the 6-digit code the seeker shows you."),
});
export const reportInput = z.strictObject({
  reason: z.string().trim().min(10, "Tell us what happened (10 characters at least).").max(1000),
});
export const resolveInput = z.strictObject({
  outcome: z.enum(["refund", "release"]),
  note: z.string().trim().min(3).max(1000),
});

/** Admin booking settings (commission, refund delay, refundable-only states). */
export const bookingSettingsAnswer = z.object({
  data: z.object({
    commissionBps: z.number().int(),
    refundAfterHours: z.number().int(),
    refundableOnlyStates: z.array(z.string()),
    stayCommissionBps: z.number().int(),
  }),
});
export const bookingSettingsInput = z.strictObject({
  commissionBps: z
    .number()
    .int()
    .min(0, "commissionBps is 0 to 5000 (0–50%).")
    .max(5000, "commissionBps is 0 to 5000 (0–50%)."),
  refundAfterHours: z
    .number()
    .int()
    .min(24, "refundAfterHours is 24 to 720.")
    .max(720, "refundAfterHours is 24 to 720."),
  refundableOnlyStates: z.array(z.string().trim().min(1).max(60)).max(37),
  /** Short stays: the platform's commission on what the host earns (unchanged when left out). */
  stayCommissionBps: z
    .number()
    .int()
    .min(0, "stayCommissionBps is 0 to 5000 (0–50%).")
    .max(5000, "stayCommissionBps is 0 to 5000 (0–50%).")
    .optional(),
});

export const slotsAnswer = z.object({
  data: z.object({
    propertyId: z.string(),
    date: z.string(),
    feeKobo: z.number().int(),
    refundableOnly: z.boolean(),
    slots: z.array(z.object({ start: z.string(), time: z.string(), available: z.boolean() })),
  }),
});

export const bookingView = z.object({
  id: z.string(),
  role: z.enum(["seeker", "agent"]),
  status: z.enum(INSPECTION_STATUSES),
  appointmentDate: z.string(),
  property: z.object({ id: z.string(), slug: z.string(), title: z.string(), address: z.string() }),
  seeker: z.object({ id: z.string(), name: z.string() }),
  agent: z.object({ id: z.string(), name: z.string() }),
  feeKobo: z.number().int(),
  commissionKobo: z.number().int(),
  agentReceivesKobo: z.number().int(),
  refundableOnly: z.boolean(),
  payWith: z.string(),
  paymentReference: z.string().nullable(),
  initiationCode: z.string().nullable(),
  codeAttemptsLeft: z.number().int(),
  cancelledBy: z.string().nullable(),
  reportReason: z.string().nullable(),
  actions: z.array(z.string()),
  timeline: z.array(
    z.object({ action: z.string(), detail: z.string().nullable(), by: z.string(), createdAt: z.number() }),
  ),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type InspectionBooking = z.infer<typeof bookingView>;

export const bookingAnswer = z.object({ data: bookingView });
export const bookingStarted = z.object({ data: bookingView, authorizationUrl: z.string().nullable() });
export const bookingList = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      status: z.enum(INSPECTION_STATUSES),
      appointmentDate: z.string(),
      feeKobo: z.number().int(),
      role: z.enum(["seeker", "agent"]),
      property: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
    }),
  ),
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() }),
});

/** Answer of GET /v1/secure/inspections/verify. */
export const bookingVerified = z.object({ payment: paymentStatus, data: bookingAnswer.shape.data });
/** A resolved inspection dispute. */
export const disputeResolved = z.object({
  data: z.object({ id: z.string(), status: z.literal("resolved"), outcome: z.enum(["refund", "release"]) }),
});
