import type { components } from "../../api/schema";

type Locality = components["schemas"]["Locality"];

/**
 * The localities a listing or a project can be in: every area and neighbourhood, never a region (a region is a search
 * term: its searches take in its areas' listings, and the API refuses it as a listing's locality). A neighbourhood is
 * named with the area it sits in ("Ikate (Lekki)"), an area with its LGA when the names differ.
 */
export function listingLocalities(all: readonly Locality[] | undefined): (Locality & { label: string })[] {
  const byId = new Map((all ?? []).map((l) => [l.id, l]));
  return (all ?? [])
    .filter((l) => l.kind !== "region")
    .map((l) => {
      const parent = l.kind === "neighbourhood" && l.parentId !== null ? byId.get(l.parentId) : undefined;
      const label = parent
        ? `${l.name} (${parent.name})`
        : l.lgaName && l.lgaName !== l.name
          ? `${l.name} (${l.lgaName})`
          : l.name;
      return { ...l, label };
    });
}
