/**
 * Rent paid through PropertyNG, without zod (the SPA's screens read these too): the statuses of a rent agreement,
 * the rules every agreement copies when it is made, and the words each side reads.
 */
import { addMonths } from "./lagos-time";

export const RENT_STATUSES = [
  "awaiting_payment",
  "held",
  "running",
  "disputed",
  "released",
  "refunded",
  "resolved",
  "cancelled",
  "expired",
] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

/** An agreement that still ties its listing: at most one per listing (a partial UNIQUE index). */
export const OPEN_RENT_STATUSES = [
  "awaiting_payment",
  "held",
  "running",
  "disputed",
] as const satisfies readonly RentStatus[];

export const RENT_RULES = {
  /** Days after the agreed move-in date (Lagos) when the money goes to the lister by itself, unless disputed. */
  releaseAfterDays: 3,
  /** The platform's commission on released rent, basis points (1%), copied onto each agreement. */
  commissionBps: 100,
  /** An agreement the tenant never paid lapses this many days after it was made. */
  unpaidDays: 14,
  /** How far ahead a move-in date may be agreed. */
  maxDaysAhead: 180,
  /** Statements each side may give staff on one dispute, and photos per statement. */
  maxStatementsPerSide: 5,
  maxPhotos: 6,
  /** Days after a period's due date before both sides are told it is overdue (the tenancy goes on). */
  graceDays: 7,
  /** Periods one payment may cover (a year of monthly rent). */
  maxPeriodsPerPayment: 12,
} as const;

/** Status words that read the same to the tenant and the lister ("Cancelled"). */
const toBoth = (words: string) => ({ tenant: words, lister: words });
export const RENT_STATUS_WORDS: Record<RentStatus, { tenant: string; lister: string }> = {
  awaiting_payment: { tenant: "Waiting for your payment", lister: "Waiting for the tenant's payment" },
  held: {
    tenant: "Paid: held in escrow until you move in",
    lister: "Paid into escrow: released when the tenant moves in",
  },
  running: {
    tenant: "Moved in: rent paid period by period",
    lister: "Tenant moved in: each period comes to you on its due date",
  },
  disputed: { tenant: "Disputed: PropertyNG is reviewing it", lister: "Disputed by the tenant: under review" },
  released: { tenant: "Released to the lister", lister: "Released to you" },
  refunded: { tenant: "Refunded to you", lister: "Cancelled and refunded to the tenant" },
  resolved: toBoth("Dispute decided by PropertyNG"),
  cancelled: toBoth("Cancelled"),
  expired: toBoth("Expired: not paid in time"),
};

/** How often the tenant pays: once for the first year (the default), or period by period. */
export const RENT_FREQUENCIES = ["yearly", "quarterly", "monthly"] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];
export const RENT_PERIODS_PER_YEAR: Record<RentFrequency, number> = { yearly: 1, quarterly: 4, monthly: 12 };
export const RENT_FREQUENCY_WORDS: Record<RentFrequency, string> = {
  yearly: "Yearly",
  quarterly: "Quarterly",
  monthly: "Monthly",
};

/** A period as readers see it: unpaid periods of an agreement that ended are cancelled. */
export const RENT_PERIOD_STATUSES = ["due", "overdue", "paid", "cancelled"] as const;
export type RentPeriodStatus = (typeof RENT_PERIOD_STATUSES)[number];

/**
 * The year's rent and service charge divided into periods, exactly: each period takes the whole-kobo share and the
 * last absorbs the remainder, so the periods sum to the year to the kobo. The one-off fees (agency, legal, caution)
 * go with the first period. Period k is due k − 1 intervals after the move-in date. The SPA shows the same schedule
 * before the lister sends it that the worker writes.
 */
export function rentSchedule(o: {
  frequency: RentFrequency;
  moveInOn: string;
  rentKobo: number;
  serviceChargeKobo: number;
  feesKobo: number;
}) {
  const n = RENT_PERIODS_PER_YEAR[o.frequency];
  const share = (yearKobo: number, i: number) => {
    const each = Math.floor(yearKobo / n);
    return i === n - 1 ? yearKobo - each * (n - 1) : each;
  };
  return Array.from({ length: n }, (_, i) => {
    const rentKobo = share(o.rentKobo, i);
    const serviceChargeKobo = share(o.serviceChargeKobo, i);
    const feesKobo = i === 0 ? o.feesKobo : 0;
    return {
      seq: i + 1,
      dueOn: addMonths(o.moveInOn, (i * 12) / n),
      rentKobo,
      serviceChargeKobo,
      feesKobo,
      amountKobo: rentKobo + serviceChargeKobo + feesKobo,
    };
  });
}
