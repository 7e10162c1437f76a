import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script (the seeds and the generator read it)
import { placesData } from "../../scripts/seed/places.mjs";
// @ts-expect-error: a plain .mjs script (npm run assistant:places)
import { assistantPlacesSource } from "../../scripts/assistant/places.mjs";

type Locality = { id: number; name: string; kind: string; parentId: number | null; aliases: string[] };
type State = { id: number; slug: string; localities: Locality[] };

/**
 * The place hierarchy of the locations seed (scripts/seed-data/nigeria.json): well formed (placesData throws on a
 * locality under a missing parent or a parent of the wrong kind, two places or aliases with one name in a state, an id
 * used twice), ids the databases already hold unchanged, and the assistant's vocabulary generated from it.
 */
describe("the places of the locations seed", () => {
  it("are well formed: regions hold areas, areas hold neighbourhoods, a neighbourhood always has its area", () => {
    const { states } = placesData() as { states: State[] };
    const all = states.flatMap((s) => s.localities);
    const byId = new Map(all.map((l) => [l.id, l]));
    for (const l of all) {
      const parent = l.parentId === null ? null : byId.get(l.parentId)!;
      if (l.kind === "region") expect(parent, l.name).toBeNull();
      if (l.kind === "neighbourhood") expect(parent?.kind, l.name).toBe("area");
      if (l.kind === "area" && parent) expect(parent.kind, l.name).toBe("region");
    }
    const lagos = states.find((s) => s.slug === "lagos")!.localities;
    const under = (name: string) =>
      lagos.filter((l) => l.parentId === lagos.find((p) => p.name === name)!.id).map((l) => l.name);
    expect(under("Lekki")).toEqual(
      expect.arrayContaining(["Lekki Phase 1", "Ikate", "Chevron", "Osapa London", "Agungi"]),
    );
    expect(under("Lagos Island")).toEqual(
      expect.arrayContaining(["Lekki", "Ajah", "Ikoyi", "Victoria Island", "Oniru"]),
    );
    expect(under("Lagos Mainland")).toEqual(expect.arrayContaining(["Yaba", "Surulere", "Ikeja", "Apapa", "Ikorodu"]));
  });

  it("keep the ids of the first seed (counted across the file) and give later ones their own, from 1001", () => {
    const { states } = placesData() as { states: State[] };
    const ids = states.flatMap((s) => s.localities.map((l) => l.id));
    const first = ids.filter((id) => id < 1001).sort((a, b) => a - b);
    expect(first).toEqual(Array.from({ length: 161 }, (_, i) => i + 1));
    const lagos = states.find((s) => s.slug === "lagos")!;
    expect(lagos.localities.find((l) => l.name === "Lekki")?.id).toBe(82);
    expect(lagos.localities.find((l) => l.name === "Badagry")?.id).toBe(114);
  });

  it("worker/contracts/assistant-places.ts is what npm run assistant:places makes of them", async () => {
    const file = readFileSync(new URL("../../worker/contracts/assistant-places.ts", import.meta.url), "utf8");
    expect(file).toBe(await assistantPlacesSource());
  });
});
