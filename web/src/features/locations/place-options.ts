import type { components } from "../../api/schema";

type Locality = components["schemas"]["Locality"];

/**
 * The localities a listing or a project can be in: every area and neighbourhood, never a region (a region is a search
 * term: its searches take in its areas' listings, and the API refuses it as a listing's locality). `label` names the
 * LGA when it differs from the place's name ("Lekki Phase 1 (Eti-Osa)").
 */
export function listingLocalities(all: readonly Locality[] | undefined): (Locality & { label: string })[] {
  return (all ?? [])
    .filter((l) => l.kind !== "region")
    .map((l) => ({ ...l, label: l.lgaName && l.lgaName !== l.name ? `${l.name} (${l.lgaName})` : l.name }));
}
