/**
 * The admin dashboard's periods and figures, shared by the worker and the SPA. Zod-free.
 * A period is a run of whole Lagos calendar days, `from` to `to` inclusive; beside it, the previous period of the
 * same length that ends the day before `from`.
 */
export const REPORT_PRESETS = [7, 30, 90] as const;
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  badDate: "Use a real date as YYYY-MM-DD.",
  fromAfterTo: "The start of the period must be on or before its end.",
  tooLong: `A period is at most ${REPORT_MAX_DAYS} days.`,
} as const;

/** The daily series, in the CSV's column order; money in kobo. */
export const REPORT_SERIES_FIELDS = [
  "signups",
  "searches",
  "listingViews",
  "enquiries",
  "inspections",
  "stays",
  "reservations",
  "moneyInKobo",
  "moneyOutKobo",
] as const;
export type ReportSeriesField = (typeof REPORT_SERIES_FIELDS)[number];

export const REPORT_FIELD_LABELS: Record<ReportSeriesField, string> = {
  signups: "Sign-ups",
  searches: "Searches",
  listingViews: "Listing views",
  enquiries: "Enquiries",
  inspections: "Inspections booked",
  stays: "Stays booked",
  reservations: "Project reservations",
  moneyInKobo: "Money in",
  moneyOutKobo: "Money out",
};

/** Money in and out, by where it comes from (read from the ledger's system accounts; see services/admin/reports.ts). */
export const MONEY_IN = ["topups", "plans", "boosts", "fees", "instalmentFees", "rentFees"] as const;
export const MONEY_OUT = ["refunds", "withdrawals"] as const;
export const MONEY_LABELS: Record<(typeof MONEY_IN)[number] | (typeof MONEY_OUT)[number], string> = {
  topups: "Wallet top-ups",
  plans: "Plan purchases",
  boosts: "Boosts",
  fees: "Booking fees (commission)",
  instalmentFees: "Instalment plan commission",
  rentFees: "Rent commission",
  refunds: "Refunds",
  withdrawals: "Withdrawals paid out",
};

/** The change from the previous period, as text a screen reader reads too: "+12%", "−40%", "no change", "new". */
export function changeText(current: number, previous: number) {
  if (current === previous) return "no change";
  if (previous === 0) return "new";
  const pct = Math.round(((current - previous) / previous) * 100);
  if (pct === 0) return current > previous ? "+<1%" : "−<1%";
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}
