/**
 * Families of property types (migrations/0002's ids) as people name them: "duplex" is any duplex, "house" any
 * house, "flat" any flat or apartment but not a room-and-parlour or a self contain (those are asked for by name).
 * A search takes a family as `typeIds`; a precise name ("semi detached duplex") stays one `typeId`.
 */
export const TYPE_FAMILIES = {
  duplex: { label: "Duplexes", typeIds: [1, 2, 3] },
  bungalow: { label: "Bungalows", typeIds: [4, 5] },
  house: { label: "Houses", typeIds: [1, 2, 3, 4, 5, 6] },
  flat: { label: "Flats and apartments", typeIds: [8, 9, 11, 12, 13] },
} as const satisfies Record<string, { label: string; typeIds: readonly number[] }>;
export type TypeFamily = keyof typeof TYPE_FAMILIES;

const key = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(",");
const BY_IDS = new Map(Object.values(TYPE_FAMILIES).map((f) => [key(f.typeIds), f.label]));

/** A family's name for a list of type ids ("Duplexes"), or "N property types" when the list is no family. */
export const familyLabel = (typeIds: readonly number[]): string =>
  BY_IDS.get(key(typeIds)) ?? `${typeIds.length} property types`;

/** The bedrooms a search asks for, as a person says it: "2 beds", "2+ beds", "up to 3 beds". */
export function bedsLabel(min: number | undefined, max: number | undefined): string | undefined {
  if (min && max !== undefined && min === max) return `${min} bed${min === 1 ? "" : "s"}`;
  if (min && max !== undefined) return `${min}–${max} beds`;
  if (min) return `${min}+ beds`;
  if (max !== undefined) return `Up to ${max} beds`;
  return undefined;
}

/**
 * The kind a listing is compared within for its fair-price band (migrations/0061 has the same CASE): a duplex with
 * duplexes, a bungalow with bungalows, a flat with flats; any other type (a self contain, a mansion, a shop) with its
 * own type. Named by the family's first type id.
 */
export const bandFamilyOf = (typeId: number): number => {
  for (const f of [TYPE_FAMILIES.duplex, TYPE_FAMILIES.bungalow, TYPE_FAMILIES.flat])
    if ((f.typeIds as readonly number[]).includes(typeId)) return f.typeIds[0];
  return typeId;
};
