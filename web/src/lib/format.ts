/** The one ₦ formatter lives with the contracts, so the worker's pages and emails use it too. */
export { formatNaira, formatPrice, periodSuffix } from "@contracts/naira";

/**
 * DD/MM/YYYY and hh:mm A in Lagos time whatever the browser's zone (SPEC §9), so the server render and the
 * first client render of a page agree.
 */
export { formatLagosDate as formatDate, formatLagosTime as formatTime } from "@contracts/lagos-time";
import { formatLagosDate, formatLagosTime } from "@contracts/lagos-time";

/** "DD/MM/YYYY hh:mm A": a moment with its day, where a list shows when something happened. */
export const formatDateTime = (ms: number) => `${formatLagosDate(ms)} ${formatLagosTime(ms)}`;

export function truncate(s: string, n: number) {
  return s.length > n ? s.slice(0, n - 1).trimEnd() + "…" : s;
}

/** "1 agreement", "3 agreements": a count with its noun (every noun here takes an "s"). */
export const countOf = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
