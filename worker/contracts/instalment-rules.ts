/**
 * Instalment plans, without zod: the terms a developer states and the schedule they make. The SPA shows the same
 * schedule before the buyer pays that the worker writes when the unit is reserved (one function, both sides).
 */
import { reservationDeposit } from "./project-rules";
import { addMonths } from "./lagos-time";

export const PLAN_INTERVALS = ["monthly", "quarterly"] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export const PLAN_INTERVAL_MONTHS: Record<PlanInterval, number> = { monthly: 1, quarterly: 3 };

/** A plan as a whole: running, paused by staff, every instalment settled, or ended (money out by the policy). */
export const INSTALMENT_PLAN_STATUSES = ["active", "paused", "paid_up", "cancelled", "defaulted"] as const;
export type InstalmentPlanStatus = (typeof INSTALMENT_PLAN_STATUSES)[number];

/** One instalment: `due` until its date, `overdue` after it, `paid`, `waived` by staff, `cancelled` when the plan ended. */
export const INSTALMENT_STATUSES = ["due", "overdue", "paid", "waived", "cancelled"] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export const UNPAID_INSTALMENT: readonly InstalmentStatus[] = ["due", "overdue"];

/** Reminder stages: days before the due date, then 0 on the day after it was missed. */
export const REMINDER_DAYS = [7, 3, 1] as const;

export const PLAN_LIMITS = {
  maxFeePercent: 30,
  maxGraceDays: 60,
  maxDefaultAfter: 12,
  maxMilestones: 10,
  /** Instalments one payment may cover. */
  maxPerPayment: 24,
} as const;

export type PlanTerms = {
  depositPercent: number;
  instalments: number;
  interval: PlanInterval;
  feePercent: number;
  graceDays: number;
  defaultAfter: number;
  refundPercent: number;
};

/**
 * The schedule of a unit on a plan, reserved on `startDay` (Lagos date): the deposit (as reservations take it),
 * then the balance plus the fee in equal whole-naira instalments, the last one taking the rounding, each one
 * interval after the one before. No instalments when the deposit is the whole price.
 */
export function instalmentSchedule(priceKobo: number, t: PlanTerms, startDay: string) {
  const depositKobo = reservationDeposit(priceKobo, t.depositPercent);
  const balanceKobo = priceKobo - depositKobo;
  const feeKobo = Math.round((balanceKobo * t.feePercent) / 100 / 100) * 100;
  const totalKobo = balanceKobo + feeKobo;
  let n = balanceKobo > 0 ? Math.max(0, t.instalments) : 0;
  let eachKobo = n ? Math.floor(totalKobo / n / 100) * 100 : 0;
  if (n && eachKobo === 0) [n, eachKobo] = [1, totalKobo];
  const rows = Array.from({ length: n }, (_, i) => ({
    seq: i + 1,
    dueOn: addMonths(startDay, (i + 1) * PLAN_INTERVAL_MONTHS[t.interval]),
    amountKobo: i === n - 1 ? totalKobo - eachKobo * (n - 1) : eachKobo,
  }));
  return { depositKobo, balanceKobo, feeKobo, totalKobo: n ? totalKobo : 0, rows };
}

/** The default rule and the refund policy in words, shown before paying and on the schedule. */
export function planPolicyWords(t: Pick<PlanTerms, "graceDays" | "defaultAfter" | "refundPercent">) {
  const missed = `${t.defaultAfter} instalment${t.defaultAfter === 1 ? "" : "s"}`;
  return {
    grace: `An instalment not paid ${t.graceDays} day${t.graceDays === 1 ? "" : "s"} after its due date counts as missed.`,
    default: `Miss ${missed} and the reservation ends.`,
    refund: `If you cancel, or the reservation ends for missed instalments, ${t.refundPercent}% of the instalment money still held in escrow comes back to your wallet and the rest goes to the developer. Money already released for approved construction milestones stays with the developer.`,
  };
}
