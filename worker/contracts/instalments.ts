import { z } from "zod";
import { formatNaira } from "./naira";
import { sideMoneyTotals } from "./orders";
import {
  INSTALMENT_PLAN_STATUSES,
  INSTALMENT_STATUSES,
  PLAN_INTERVALS,
  PLAN_LIMITS,
  type InstalmentPlanStatus,
} from "./instalment-rules";

export * from "./instalment-rules";

/** Instalment plans held in escrow: the plan terms a project states, a reservation's schedule, payments, releases. */
export const INSTALMENT_MESSAGES = {
  planGone: "This instalment plan does not exist or is not yours.",
  notPayable: (status: string) => `Instalments cannot be paid on this plan now: it is ${status}.`,
  notConfirmed: "Instalments start once the developer confirms your reservation.",
  alreadySettled: "One of these instalments is already paid, waived or cancelled. Nothing was charged.",
  unknownSeq: "Choose instalments of this plan by their numbers.",
  walletShort: (shortKobo: number) =>
    `Your wallet is ${formatNaira(shortKobo)} short. Top up your wallet or pay by card.`,
  notCancellable: "This plan has ended already.",
  milestoneGone: "This project has no such milestone.",
  milestoneNotOpen: "This project has no such milestone awaiting approval: an approved milestone cannot be changed.",
  updateGone: "We couldn't find that progress update on this project.",
  notAMilestoneUpdate: "This progress update reports no plan milestone: there is nothing to approve.",
  alreadyApproved: "This milestone was approved already; its share was released then.",
  instalmentGone: "This plan has no such instalment.",
  notWaivable: "Only an unpaid instalment can be waived.",
  notPausable: (status: string) => `This plan cannot be paused or resumed now: it is ${status}.`,
} as const;

export const PLAN_STATUS_WORDS: Record<InstalmentPlanStatus, string> = {
  active: "Running",
  paused: "Paused by PropertyNG",
  paid_up: "All instalments paid",
  cancelled: "Cancelled",
  defaulted: "Ended: instalments missed",
};

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const milestoneInput = z.strictObject({
  /** A milestone the project has (not yet approved): edited in place, so progress updates that report it keep it. */
  id: z.string().trim().min(1).max(120).optional(),
  name: z
    .string({ error: "Name the milestone, e.g. Roofing." })
    .trim()
    .min(2, "Name the milestone, e.g. Roofing.")
    .max(80, "Keep a milestone's name to 80 characters."),
  sharePercent: whole(1, 100, "A milestone releases 1 to 100% of what is held."),
});

/** The plan's terms beyond deposit, instalments and period (project create and edit; all optional, with defaults). */
export const planTermFields = {
  planInterval: z.enum(PLAN_INTERVALS, { message: "Choose monthly or quarterly instalments." }).optional(),
  planFeePercent: whole(
    0,
    PLAN_LIMITS.maxFeePercent,
    `Enter a plan fee of 0 to ${PLAN_LIMITS.maxFeePercent}%.`,
  ).optional(),
  planGraceDays: whole(0, PLAN_LIMITS.maxGraceDays, `Enter 0 to ${PLAN_LIMITS.maxGraceDays} grace days.`).optional(),
  planDefaultAfter: whole(
    1,
    PLAN_LIMITS.maxDefaultAfter,
    `Enter 1 to ${PLAN_LIMITS.maxDefaultAfter} missed instalments.`,
  ).optional(),
  planRefundPercent: whole(0, 100, "Enter a refund share of 0 to 100%.").optional(),
  milestones: z
    .array(milestoneInput)
    .max(PLAN_LIMITS.maxMilestones, `List ${PLAN_LIMITS.maxMilestones} milestones at most.`)
    .optional(),
};

export const milestoneView = z.object({
  id: z.string(),
  name: z.string(),
  sharePercent: z.number(),
  approvedAt: z.number().nullable(),
});

/** A project's plan as the public page and the reservation confirmation state it, before anyone pays. */
export const planTermsView = z.object({
  depositPercent: z.number(),
  instalments: z.number(),
  periodMonths: z.number(),
  interval: z.enum(PLAN_INTERVALS),
  feePercent: z.number(),
  graceDays: z.number(),
  defaultAfter: z.number(),
  refundPercent: z.number(),
  milestones: z.array(milestoneView),
});

export const payInstalmentsInput = z.strictObject({
  /** The instalments' numbers (1 = the first); several pay ahead in one payment. */
  seqs: z
    .array(whole(1, 120, "Instalment numbers are 1 to 120."), { error: "Choose the instalments to pay." })
    .min(1, "Choose at least one instalment.")
    .max(PLAN_LIMITS.maxPerPayment, `Pay ${PLAN_LIMITS.maxPerPayment} instalments at most at once.`)
    .refine((s) => new Set(s).size === s.length, "Each instalment once."),
  payWith: z.enum(["wallet", "link"], { message: "Pay with wallet or link." }),
});

export const instalmentRow = z.object({
  seq: z.number(),
  dueOn: z.string().describe("YYYY-MM-DD (Lagos)"),
  amountKobo: z.number(),
  status: z.enum(INSTALMENT_STATUSES),
  paidAt: z.number().nullable(),
  paidWith: z.string().nullable(),
  /** The ledger entry that paid it: the receipt's reference. */
  receipt: z.string().nullable(),
});

export const planView = z.object({
  id: z.string(),
  role: z.enum(["payer", "payee"]),
  status: z.enum(INSTALMENT_PLAN_STATUSES),
  statusWords: z.string(),
  reservationId: z.string(),
  reservationStatus: z.string(),
  project: z.object({ id: z.string(), name: z.string() }),
  unit: z.object({ type: z.string(), priceKobo: z.number() }),
  buyer: z.object({ id: z.string(), name: z.string() }),
  terms: planTermsView.omit({ milestones: true, periodMonths: true }),
  policy: z.object({ grace: z.string(), default: z.string(), refund: z.string() }),
  depositKobo: z.number(),
  totalKobo: z.number(),
  paidKobo: z.number(),
  heldKobo: z.number(),
  releasedKobo: z.number(),
  refundedKobo: z.number(),
  /** What is still to pay (unpaid, unwaived instalments). */
  balanceKobo: z.number(),
  overdueKobo: z.number(),
  nextDue: instalmentRow.nullable(),
  schedule: z.array(instalmentRow),
  milestones: z.array(milestoneView.extend({ releasedKobo: z.number().nullable() })),
  endReason: z.string().nullable(),
  actions: z.array(z.string()),
  createdAt: z.number(),
});
export const planAnswer = z.object({ data: planView });
export const planPaid = z.object({ data: planView, authorizationUrl: z.string().nullable() });

/** The developer's money per buyer, across its projects' plans. */
export const developerPlanRow = z.object({
  id: z.string(),
  project: z.object({ id: z.string(), name: z.string() }),
  unitType: z.string(),
  buyer: z.string(),
  status: z.enum(INSTALMENT_PLAN_STATUSES),
  expectedKobo: z.number(),
  receivedKobo: z.number(),
  heldKobo: z.number(),
  releasedKobo: z.number(),
  overdueKobo: z.number(),
  paidCount: z.number(),
  instalments: z.number(),
});
const pageMeta = z.object({ page: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() });
export const developerPlanList = z.object({
  data: z.array(developerPlanRow),
  totals: sideMoneyTotals,
  meta: pageMeta,
});

/** Staff's report: every plan with its overdue money, defaults first when asked. */
export const adminPlanRow = developerPlanRow.extend({
  developer: z.string(),
  missed: z.number(),
  /** The first unpaid instalment (what "waive" would waive), or null. */
  nextUnpaid: z.number().nullable(),
  endReason: z.string().nullable(),
});
export const adminPlanList = z.object({
  data: z.array(adminPlanRow),
  totals: z.object({
    plans: z.number(),
    active: z.number(),
    defaulted: z.number(),
    overdueKobo: z.number(),
    heldKobo: z.number(),
  }),
  meta: pageMeta,
});
export const adminPlanQuery = z.object({
  status: z.enum(INSTALMENT_PLAN_STATUSES).optional(),
  overdue: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export const staffReasonInput = z.strictObject({
  reason: z.string().trim().min(5, "Say why (5 characters at least): it goes in the activity log.").max(500),
});
export const waiveInput = staffReasonInput.extend({ seq: whole(1, 120, "Instalment numbers are 1 to 120.") });
export const approveMilestoneAnswer = z.object({
  data: z.object({
    milestoneId: z.string(),
    name: z.string(),
    sharePercent: z.number(),
    plans: z.number().describe("Plans that released their share"),
    releasedKobo: z.number(),
    pending: z.number().describe("Plans whose release did not go through now: the clock retries them"),
  }),
});
export const pendingMilestoneRow = z.object({
  projectId: z.string(),
  projectName: z.string(),
  updateId: z.string(),
  happenedOn: z.string(),
  body: z.string(),
  milestone: milestoneView,
  heldKobo: z.number(),
});
export const pendingMilestoneList = z.object({ data: z.array(pendingMilestoneRow) });
