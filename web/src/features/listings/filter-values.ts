import { groupDigits } from "@contracts/naira";
import { FILTER_KEYS, type FilterKey, type ListingsSearch } from "./search-params";

/*
 * The values the filter bar, its sheet and the price popover share. They live apart from the components so the
 * lazily loaded sheet and popover import them without importing the bar that loads them.
 */

/** "5,000,000", "₦5m" → naira; undefined when blank or not a number. */
export const parseNaira = (s: string) => {
  const t = s.replace(/[₦,\s]/g, "").toLowerCase();
  const m = /^(\d+(?:\.\d+)?)([km]?)$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]) * (m[2] === "m" ? 1e6 : m[2] === "k" ? 1e3 : 1);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
};
export const grouped = (n: number | undefined) => (n === undefined ? "" : groupDigits(n));

export const fieldLabel = "mb-1 block text-sm font-medium text-ink-700";

/** Which filter sheet is open: "more" (the bar's More filters) or "all" (a phone's one Filters button: every filter). */
export type SheetMode = "more" | "all" | null;

/** The filters the bar shows itself (place, type, price, bedrooms) or the map sets (its area). */
const BAR_KEYS = ["state", "locality", "category", "type", "min", "max", "beds", "bbox"] as const;
type MoreKey = Exclude<FilterKey, (typeof BAR_KEYS)[number]>;
/** The filters of the More filters sheet: every other one. */
export const MORE_KEYS = FILTER_KEYS.filter((k): k is MoreKey => !(BAR_KEYS as readonly string[]).includes(k));
export const moreFilterCount = (s: ListingsSearch) => MORE_KEYS.filter((k) => s[k] !== undefined).length;
/** What a phone's Filters button counts: every filter of its sheet that is set (price counts once). */
export const phoneFilterCount = (s: ListingsSearch) =>
  moreFilterCount(s) +
  (s.min !== undefined || s.max !== undefined ? 1 : 0) +
  (s.beds !== undefined ? 1 : 0) +
  (s.type !== undefined || s.category !== undefined ? 1 : 0);
