/**
 * SPEC.md §9: ₦ with ',' thousands and no decimals; the code NGN is never shown. Amounts below the UI are
 * kobo. The one formatter for the SPA, the worker's pages and emails (no zod here: the SPA's entry imports it).
 */
export function formatNaira(kobo: number): string {
  const naira = Math.round(kobo / 100);
  return `₦${naira.toLocaleString("en-NG", { maximumFractionDigits: 0 })}`;
}

const PERIOD_SUFFIX: Record<string, string> = { per_year: "/year", per_month: "/month", per_night: "/night", outright: "" };

/** "/year" for a yearly rent (how Nigerian rents are quoted), "/night" for a stay, nothing for a sale price. */
export const periodSuffix = (period: string) => PERIOD_SUFFIX[period] ?? "";
/** A listing's price as seekers read it: "₦3,500,000/year". */
export const formatPrice = (kobo: number, period: string) => `${formatNaira(kobo)}${periodSuffix(period)}`;
