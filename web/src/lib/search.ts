// Search-param parsers for route definitions. Route files stay in the entry bundle, so these avoid zod there.
export const optString = (v: unknown) => (typeof v === "string" && v.length > 0 && v.length < 500 ? v : undefined);
export const pageNumber = (v: unknown): number | undefined => {
  if (v === undefined) return undefined;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
/** The value when it is one of the list's members (a search param, or a select's value, narrowed to its enum), else undefined. */
export const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined => list.find((x) => x === v);
