/**
 * Naira as typed by a person ("2,500,000", "₦ 350000", "1500.50") to integer kobo. Empty means "not given"
 * (null); anything else that is not an amount is NaN so the form can say so.
 */
export function nairaToKobo(input: string): number | null {
  const s = input.replace(/[₦,\s]/g, "");
  if (s === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  const [whole, frac = ""] = s.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** Kobo back to what the naira input shows when editing: whole naira without separators, kobo only if any. */
export function koboToNairaInput(kobo: number | null | undefined): string {
  if (kobo === null || kobo === undefined) return "";
  const whole = Math.floor(kobo / 100);
  const rest = kobo % 100;
  return rest ? `${whole}.${String(rest).padStart(2, "0")}` : String(whole);
}

/** Whole numbers typed into count fields (bedrooms...): empty is 0, junk is NaN. */
export function parseCount(input: string): number {
  const s = input.trim();
  if (s === "") return 0;
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
}

/** Optional decimal (area, coordinates): empty is null, junk is NaN. */
export function parseDecimal(input: string): number | null {
  const s = input.trim().replace(/,/g, "");
  if (s === "") return null;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}
