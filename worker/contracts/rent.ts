import { z } from "zod";
import { formatNaira } from "./naira";
import type { Permission } from "./permissions";
import { sideMoneyTotals } from "./orders";
import { RENT_FREQUENCIES, RENT_PERIOD_STATUSES, RENT_RULES, RENT_STATUSES } from "./rent-rules";

export * from "./rent-rules";

/**
 * The permission of the staff who handle rent (SPEC §6: CAN_ADD_LISTING gives "add listing, bookings"; rent on
 * listings is decided by the same staff): it guards the admin rent routes and page, and names who is told of a dispute.
 */
export const RENT_STAFF_PERMISSION = "CAN_ADD_LISTING" satisfies Permission;

/** Rent agreements held in escrow: what the lister, the tenant and staff send and get back. */
export const RENT_MESSAGES = {
  notFound: "This rent agreement does not exist or is not yours.",
  listingGone: "Choose one of your own rent listings.",
  notRent: "Only a rent listing can collect rent through PropertyNG.",
  feeAboveCap: (label: string) =>
    `The listing's ${label.toLowerCase()} is above what is allowed: correct the listing first.`,
  tenantUnknown: "No PropertyNG account uses this email: ask the tenant to sign up first.",
  tenantIsYou: "The tenant must be someone else's account.",
  moveInPast: "Choose a move-in date from today on.",
  moveInFar: `Choose a move-in date within ${RENT_RULES.maxDaysAhead} days.`,
  alreadyOpen: "This listing already has an open rent agreement: cancel it before making another.",
  refused: (what: string, status: string) => `This rent agreement cannot be ${what} now: it is ${status}.`,
  walletShort: (shortKobo: number) =>
    `Your wallet is ${formatNaira(shortKobo)} short. Top up your wallet or pay by card.`,
  tenantOnly: "Only the tenant can do this.",
  listerOnly: "Only the lister can do this.",
  tooManyStatements: `Each side may send ${RENT_RULES.maxStatementsPerSide} statements on a dispute.`,
  photos: "Some photos are not yours or not uploaded yet: upload them again.",
  splitAmount: "Say how much goes back to the tenant: from ₦0 to what is held.",
  paymentNotFound: "No rent payment with this reference.",
  periodsLeft: (n: number) =>
    n ? `Only ${n} period${n === 1 ? " is" : "s are"} left to pay.` : "Every period of this agreement is paid.",
  periodPaid: "That period was paid meanwhile: see the schedule.",
} as const;

const day = z.iso.date({ error: "Use a real date like 2027-01-15." });
const photoTokens = z
  .array(z.string().trim().min(1).max(120))
  .max(RENT_RULES.maxPhotos, `Attach at most ${RENT_RULES.maxPhotos} photos.`)
  .default([]);

export const createRentInput = z.strictObject({
  propertyId: z.string({ error: "Choose the listing." }).trim().min(1, "Choose the listing.").max(120),
  tenantEmail: z.email({ error: "Enter the tenant's email address." }).trim().toLowerCase().max(254),
  moveInOn: day,
  frequency: z
    .enum(RENT_FREQUENCIES, { error: "Choose how often the tenant pays: yearly, quarterly or monthly." })
    .default("yearly")
    .describe(
      "yearly (default): the first year's rent and fees at once; quarterly or monthly: the year's rent and service charge divided into periods (the last takes the remainder), the first period with the one-off fees",
    ),
});
export const payRentInput = z.strictObject({
  payWith: z.enum(["wallet", "link"], { error: "Choose wallet or link." }),
  periods: z
    .number({ error: "Say how many periods to pay: a whole number from 1." })
    .int("Say how many periods to pay: a whole number from 1.")
    .min(1, "Say how many periods to pay: a whole number from 1.")
    .max(RENT_RULES.maxPeriodsPerPayment, `Pay at most ${RENT_RULES.maxPeriodsPerPayment} periods at once.`)
    .default(1)
    .describe("The next unpaid period and this many minus one ahead (monthly or quarterly agreements; yearly: 1)"),
  from: z
    .number({ error: "Name the period the payment starts at." })
    .int("Name the period the payment starts at.")
    .min(1, "Name the period the payment starts at.")
    .optional()
    .describe(
      "The period the payment starts at, as the tenant saw it (monthly or quarterly): if it was paid meanwhile, 409 and nothing is charged, so a repeated or parallel payment never pays the next period by mistake",
    ),
});
export const disputeRentInput = z.strictObject({
  reason: z
    .string({ error: "Say what is wrong." })
    .trim()
    .min(10, "Say what is wrong (10 characters at least).")
    .max(2000, "Keep it to 2,000 characters."),
  photoTokens,
});
export const rentStatementInput = z.strictObject({
  body: z
    .string({ error: "Write your statement." })
    .trim()
    .min(10, "Write your statement (10 characters at least).")
    .max(2000, "Keep it to 2,000 characters."),
  photoTokens,
});
export const resolveRentInput = z.strictObject({
  outcome: z.enum(["release", "refund", "split"], { error: "Choose release, refund or split." }),
  tenantKobo: z.number().int().min(0).optional().describe("split only: what goes back to the tenant, in kobo"),
  note: z.string().trim().min(5, "Say why (5 characters at least): it goes in the activity log.").max(1000),
});
export const rentReasonInput = z.strictObject({
  reason: z.string().trim().min(5, "Say why (5 characters at least): it goes in the activity log.").max(500),
});

const party = z.object({ id: z.string(), name: z.string() });
const line = z.object({ field: z.string(), label: z.string(), amountKobo: z.number() });
const statement = z.object({
  id: z.string(),
  side: z.enum(["tenant", "lister"]),
  author: z.string(),
  body: z.string(),
  photoCount: z.number(),
  createdAt: z.number(),
});
const period = z.object({
  seq: z.number(),
  dueOn: z.string().describe("Lagos, YYYY-MM-DD"),
  rentKobo: z.number(),
  serviceChargeKobo: z.number(),
  feesKobo: z.number().describe("Agency, legal and caution fees: the first period only"),
  amountKobo: z.number(),
  status: z.enum(RENT_PERIOD_STATUSES),
  paidAt: z.number().nullable(),
  paidWith: z.string().nullable(),
  receipt: z.string().nullable().describe("The ledger entry that paid it: the reference on the emailed receipt"),
  releasedAt: z.number().nullable(),
});
const event = z.object({ action: z.string(), detail: z.string().nullable(), actor: z.string(), at: z.string() });

export const rentAgreement = z.object({
  id: z.string(),
  role: z.enum(["tenant", "lister"]),
  status: z.enum(RENT_STATUSES),
  statusWords: z.string(),
  property: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  tenant: party,
  lister: party,
  moveInOn: z.string().describe("The agreed move-in date (Lagos, YYYY-MM-DD)"),
  releaseOn: z.string().describe("The day the money goes to the lister by itself unless the tenant disputes"),
  lines: z.array(line).describe("The first year's rent and the listing's allowed fees, copied when it was made"),
  frequency: z.enum(RENT_FREQUENCIES),
  graceDays: z.number(),
  schedule: z
    .array(period)
    .describe("Monthly or quarterly: one row per period, each paid into escrow and released on its own; yearly: empty"),
  overdueKobo: z.number().describe("Unpaid periods past their due date"),
  totalKobo: z.number(),
  paidKobo: z.number(),
  heldKobo: z.number(),
  releasedKobo: z.number(),
  refundedKobo: z.number(),
  commissionBps: z.number(),
  paidAt: z.number().nullable(),
  paidWith: z.string().nullable(),
  movedInAt: z.number().nullable(),
  disputeReason: z.string().nullable(),
  outcome: z.string().nullable(),
  actions: z.array(z.enum(["pay", "confirm", "dispute", "statement", "cancel"])),
  payable: z.number().describe("How many periods the tenant may pay now (the next one and those ahead of it)"),
  statements: z.array(statement),
  timeline: z.array(event),
  createdAt: z.number(),
});
export const rentAnswer = z.object({ data: rentAgreement });
export const rentPaid = z.object({ data: rentAgreement, authorizationUrl: z.string().nullable() });

const pageMeta = z.object({ page: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() });
export const rentRow = z.object({
  id: z.string(),
  role: z.enum(["tenant", "lister"]),
  status: z.enum(RENT_STATUSES),
  statusWords: z.string(),
  property: z.object({ id: z.string(), title: z.string() }),
  tenant: z.string(),
  lister: z.string(),
  moveInOn: z.string(),
  releaseOn: z.string(),
  frequency: z.enum(RENT_FREQUENCIES),
  nextDueOn: z.string().nullable().describe("The next unpaid period's due date, while the agreement is open"),
  overdueKobo: z.number().describe("Unpaid periods past their due date"),
  expectedKobo: z.number(),
  receivedKobo: z.number(),
  heldKobo: z.number(),
  releasedKobo: z.number(),
  refundedKobo: z.number(),
});
export const myRentList = z.object({ data: z.array(rentRow), totals: sideMoneyTotals, meta: pageMeta });
export const myRentQuery = z.object({
  role: z.enum(["tenant", "lister"]).default("lister"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});

export const adminRentQuery = z.object({
  status: z.enum(RENT_STATUSES).optional(),
  stuck: z
    .enum(["true", "false"])
    .optional()
    .describe("true: held past their release day, or a paid period past its due date (the release did not run)"),
  overdue: z
    .enum(["true", "false"])
    .optional()
    .describe("true: open agreements with an unpaid period past its due date"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminRentList = z.object({
  data: z.array(rentRow.extend({ disputeReason: z.string().nullable(), stuck: z.boolean() })),
  totals: z.object({
    agreements: z.number(),
    disputed: z.number(),
    stuck: z.number(),
    heldKobo: z.number(),
    overdue: z.number(),
    overdueKobo: z.number(),
  }),
  meta: pageMeta,
});
export const adminRentDetail = z.object({
  data: rentAgreement.extend({
    statements: z.array(statement.extend({ photoUrls: z.array(z.string()), photoFullUrls: z.array(z.string()) })),
    log: z.array(z.object({ action: z.string(), actor: z.string(), details: z.string().nullable(), at: z.number() })),
  }),
});
export const rentDecision = z.object({
  data: z.object({
    id: z.string(),
    status: z.enum(RENT_STATUSES),
    tenantKobo: z.number(),
    listerKobo: z.number(),
  }),
});
