/**
 * SPEC.md §9: ₦ with ',' thousands and no decimals; the code NGN is never shown. Amounts below the UI are
 * kobo. The one formatter for the SPA, the worker's pages and emails (no zod here: the SPA's entry imports it).
 */
export function formatNaira(kobo: number): string {
  return `₦${groupDigits(Math.round(kobo / 100))}`;
}

/**
 * 1234567 → "1,234,567", 1234.5 → "1,234.5": what `toLocaleString("en-NG")` writes, without Intl. A phone's
 * first Intl number format loads the locale's data (tens of milliseconds of a page's hydration on a cheap
 * phone), and every call with options builds a new formatter; pages format hundreds of numbers.
 */
export function groupDigits(n: number, maxFractionDigits = 0): string {
  const [whole = "0", fraction = ""] = Math.abs(n).toFixed(maxFractionDigits).split(".");
  const digits = fraction.replace(/0+$/, "");
  const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (digits ? `.${digits}` : "");
  return n < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

const PERIOD_SUFFIX: Record<string, string> = {
  per_year: "/year",
  per_month: "/month",
  per_night: "/night",
  outright: "",
};

/** "/year" for a yearly rent (how Nigerian rents are quoted), "/night" for a stay, nothing for a sale price. */
export const periodSuffix = (period: string) => PERIOD_SUFFIX[period] ?? "";
/** A listing's price as seekers read it: "₦3,500,000/year". */
export const formatPrice = (kobo: number, period: string) => `${formatNaira(kobo)}${periodSuffix(period)}`;
