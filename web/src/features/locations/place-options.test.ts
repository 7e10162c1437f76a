import { describe, expect, it } from "vitest";
import { listingLocalities } from "./place-options";
import { includesHint } from "./location-typeahead";
import { resolveNames } from "../listings/search-describe";

const place = (id: number, name: string, kind: "region" | "area" | "neighbourhood", parentId: number | null) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  lgaId: null,
  lgaName: kind === "region" ? null : "Eti-Osa",
  lat: 6.45,
  lng: 3.5,
  kind,
  parentId,
});

describe("places in the forms and the location box", () => {
  it("a listing's locality is an area or a neighbourhood (named with its LGA), never a region", () => {
    const options = listingLocalities([
      place(1, "Lagos Island", "region", null),
      place(2, "Lekki", "area", 1),
      place(3, "Ikate", "neighbourhood", 2),
      place(4, "Eti-Osa", "area", null),
    ]);
    expect(options.map((o) => o.label)).toEqual(["Lekki (Eti-Osa)", "Ikate (Eti-Osa)", "Eti-Osa"]);
    expect(listingLocalities(undefined)).toEqual([]);
  });

  it("an area's line says what it includes; a search page names the area, not a result's neighbourhood", () => {
    expect(includesHint({ includes: ["Lekki Phase 1", "Ikate"], includesCount: 2 })).toBe(
      "includes Lekki Phase 1, Ikate",
    );
    expect(includesHint({ includes: ["Lekki", "Ajah", "Ikoyi", "Oniru"], includesCount: 6 })).toBe(
      "includes Lekki, Ajah, Ikoyi, Oniru, …",
    );
    const results = [
      { state: { name: "Lagos" }, locality: { name: "Lekki Phase 1" } },
      { state: { name: "Lagos" }, locality: { name: "Lekki" } },
    ];
    expect(resolveNames({ locality: "lekki" }, { results }).locality).toBe("Lekki");
    expect(resolveNames({ locality: "lagos-island" }, { results }).locality).toBeUndefined();
    expect(resolveNames({ locality: "lekki-phase-1" }, { results }).locality).toBe("Lekki Phase 1");
  });
});
