import { groupDigits } from "@contracts/naira";

/** The hero's search modes: the path segment of /properties/{sale|rent|stay}. */
export type SearchMode = "sale" | "rent" | "stay";

export type Budget = { label: string; min?: number; max?: number };

const naira = (n: number) => `₦${groupDigits(n)}`;
const upTo = (n: number): Budget => ({ label: `Up to ${naira(n)}`, max: n });

/**
 * Budget bands in Naira (the search pages' `min`/`max` are Naira): yearly rent for Rent, the price for Buy,
 * a night for Short stay. The last band of each is open-ended.
 */
export const BUDGETS: Record<SearchMode, { label: string; bands: Budget[] }> = {
  rent: {
    label: "Budget a year",
    bands: [
      upTo(500_000),
      upTo(1_000_000),
      upTo(2_000_000),
      upTo(5_000_000),
      upTo(10_000_000),
      { label: `${naira(10_000_000)} and above`, min: 10_000_000 },
    ],
  },
  sale: {
    label: "Budget",
    bands: [
      upTo(20_000_000),
      upTo(50_000_000),
      upTo(100_000_000),
      upTo(250_000_000),
      upTo(500_000_000),
      { label: `${naira(500_000_000)} and above`, min: 500_000_000 },
    ],
  },
  stay: {
    label: "Budget a night",
    bands: [
      upTo(30_000),
      upTo(60_000),
      upTo(100_000),
      upTo(200_000),
      { label: `${naira(200_000)} and above`, min: 200_000 },
    ],
  },
};

export type HeroValues = {
  mode: SearchMode;
  state: string;
  locality: string;
  type: string;
  budget: string;
  text?: string;
};

/** The search page URL for the hero's values (`locality` is a slug; the search pages read it with `state`). */
export function searchHref(v: HeroValues) {
  const p = new URLSearchParams();
  if (v.state) p.set("state", v.state);
  if (v.state && v.locality) p.set("locality", v.locality);
  if (v.type) p.set("type", v.type);
  const band = BUDGETS[v.mode].bands[Number(v.budget)];
  if (v.budget !== "" && band) {
    if (band.min !== undefined) p.set("min", String(band.min));
    if (band.max !== undefined) p.set("max", String(band.max));
  }
  const qs = p.toString();
  return `/properties/${v.mode}${qs ? `?${qs}` : ""}`;
}
