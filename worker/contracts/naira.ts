/**
 * SPEC.md §9: ₦ with ',' thousands and no decimals; the code NGN is never shown. Amounts below the UI are
 * kobo. The one formatter for the SPA, the worker's pages and emails (no zod here: the SPA's entry imports it).
 */
export function formatNaira(kobo: number): string {
  const naira = Math.round(kobo / 100);
  return `₦${naira.toLocaleString("en-NG", { maximumFractionDigits: 0 })}`;
}
