/** Project statuses and their labels, without zod: public pages (home, search cards) import them. */
/** A reservation's statuses (the schema's enum and the contract's). */
export const RESERVATION_STATUSES = [
  "awaiting_payment",
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "expired",
  /** A confirmed reservation whose instalment plan was cancelled or defaulted: the unit is available again. */
  "ended",
] as const;
export const PROJECT_STATUSES = ["off_plan", "under_construction", "completed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  off_plan: "Off-plan",
  under_construction: "Under construction",
  completed: "Completed",
};

/** The payment plan of a unit: deposit now, the balance in equal whole-naira instalments (the last one absorbs the rounding). */
export function paymentPlan(priceKobo: number, depositPercent: number, instalments: number, periodMonths: number) {
  const depositKobo = Math.round((priceKobo * depositPercent) / 100);
  const balanceKobo = priceKobo - depositKobo;
  const n = Math.max(0, instalments);
  const instalmentKobo = n ? Math.ceil(balanceKobo / n / 100) * 100 : 0;
  const lastInstalmentKobo = n ? balanceKobo - instalmentKobo * (n - 1) : 0;
  const everyMonths = n ? Math.max(1, Math.round(periodMonths / n)) : 0;
  return { depositKobo, balanceKobo, instalments: n, instalmentKobo, lastInstalmentKobo, everyMonths };
}

/** A reservation's deposit (docs/money-and-escrow.md): the plan's deposit % of the unit price, at least ₦100,000 (or the whole price when lower). */
export const MIN_RESERVATION_DEPOSIT_KOBO = 100_000_00;
export const reservationDeposit = (priceKobo: number, depositPercent: number) =>
  Math.min(priceKobo, Math.max(MIN_RESERVATION_DEPOSIT_KOBO, Math.round((priceKobo * depositPercent) / 100)));
