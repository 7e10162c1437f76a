/**
 * The place hierarchy as clients see it (migrations/0053): a locality is a region (a part of a state people name, such
 * as the Lagos Island side; it holds areas and never a listing), an area, or a neighbourhood inside an area. Shared by
 * the worker and the SPA.
 */
export const LOCALITY_KINDS = ["region", "area", "neighbourhood"] as const;
export type LocalityKind = (typeof LOCALITY_KINDS)[number];

/** The field error when a listing or project names a region as its locality. */
export const regionLocalityMessage = (region: string) =>
  `${region} is a region: choose the area or neighbourhood the property is in.`;
