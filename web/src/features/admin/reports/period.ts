import { REPORT_DEFAULT_DAYS, REPORT_PRESETS } from "@contracts/report-rules";

/** The period in the page's URL: a preset (`days`) or a custom from/to (YYYY-MM-DD). */
export type PeriodSearch = { days?: number; from?: string; to?: string };

const isDay = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

export function periodSearch(s: Record<string, unknown>): PeriodSearch {
  if (isDay(s.from) && isDay(s.to)) return { from: s.from, to: s.to };
  const days = Number(s.days);
  return (REPORT_PRESETS as readonly number[]).includes(days) && days !== REPORT_DEFAULT_DAYS ? { days } : {};
}

export const toQuery = (p: PeriodSearch) =>
  p.from && p.to ? { from: p.from, to: p.to } : { days: p.days ?? REPORT_DEFAULT_DAYS };
