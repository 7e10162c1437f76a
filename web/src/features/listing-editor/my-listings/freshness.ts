import { LISTING_RULES } from "@contracts/listings";

const DAY = 24 * 3600_000;

export const daysSince = (ms: number, now = Date.now()) => Math.max(0, Math.floor((now - ms) / DAY));

export function confirmedText(confirmedAt: number, now = Date.now()) {
  const d = daysSince(confirmedAt, now);
  return d === 0 ? "Confirmed available today" : `Confirmed available ${d} day${d === 1 ? "" : "s"} ago`;
}

/** From day 25 the lister is reminded; at day 30 the listing leaves search until confirmed. */
export function freshness(confirmedAt: number, now = Date.now()): "fresh" | "due" | "hidden" {
  const age = now - confirmedAt;
  if (age >= LISTING_RULES.freshnessMs) return "hidden";
  if (age >= LISTING_RULES.reminderAfterMs) return "due";
  return "fresh";
}
