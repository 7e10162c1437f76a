// Calendar dates for the seed, as the app's contracts/lagos-time.ts reckons them (the seed runs in plain Node and
// cannot import the TypeScript contracts).

export const DAY = 86_400_000;

/** The date in Lagos (UTC+1, no daylight saving) at `ms`. */
export const lagosDay = (ms) => new Date(ms + 3_600_000).toISOString().slice(0, 10);

/** "2026-01-31" plus `months` months, kept inside the target month (31 January + 1 month is 28/29 February). */
export function addMonths(day, months) {
  const [y, m, d] = day.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}
