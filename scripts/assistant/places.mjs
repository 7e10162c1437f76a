// `npm run assistant:places`: writes worker/contracts/assistant-places.ts, the assistant's vocabulary of places, from
// the locations seed (scripts/seed-data/nigeria.json through scripts/seed/places.mjs). `--check` writes nothing and
// fails when the file is not what the seed gives (test/lint/places.test.ts runs it).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { placesData } from "../seed/places.mjs";

const FILE = fileURLToPath(new URL("../../worker/contracts/assistant-places.ts", import.meta.url));

/** The file's text, formatted as the repository formats TypeScript. */
export async function assistantPlacesSource() {
  const { states } = placesData();
  const places = states.map((s) => [s.slug, s.name, s.localities.map((l) => l.name)]);
  const tree = Object.fromEntries(
    states.map((s) => [
      s.slug,
      Object.fromEntries(
        s.localities.map((l) => {
          const parent = l.parentId === null ? undefined : s.localities.find((p) => p.id === l.parentId).slug;
          return [
            l.slug,
            { kind: l.kind, ...(parent ? { parent } : {}), ...(l.aliases.length ? { aliases: l.aliases } : {}) },
          ];
        }),
      ),
    ]),
  );
  const stateAliases = Object.fromEntries(states.filter((s) => s.aliases.length).map((s) => [s.slug, s.aliases]));
  const text = `// Generated from scripts/seed-data/nigeria.json (the locations seed) by \`npm run assistant:places\`: do not edit.
// PLACES: [state slug, state name, locality names]. Locality slugs are slugify(name), as the seed makes them.
export const PLACES: readonly (readonly [string, string, readonly string[]])[] = ${JSON.stringify(places)};

/** A locality's place in the hierarchy: a region holds areas (never a listing), an area neighbourhoods. */
export type PlaceNode = { kind: "region" | "area" | "neighbourhood"; parent?: string; aliases?: string[] };

/**
 * PLACE_TREE[state slug][locality slug]: every locality's kind, the slug of the locality it sits in (none: directly in
 * its state) and the other names people use for it ("VI", "Island"). A search for a region or an area takes in every
 * locality below it (the search pages and the assistant alike).
 */
export const PLACE_TREE: Record<string, Record<string, PlaceNode>> = ${JSON.stringify(tree)};

/** Other names of a state ("Abuja" for the Federal Capital Territory), by the state's slug. */
export const STATE_ALIASES: Record<string, readonly string[]> = ${JSON.stringify(stateAliases)};
`;
  const config = (await prettier.resolveConfig(FILE)) ?? {};
  return prettier.format(text, { ...config, filepath: FILE });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const want = await assistantPlacesSource();
  if (process.argv.includes("--check")) {
    if (readFileSync(FILE, "utf8") !== want) {
      console.error("worker/contracts/assistant-places.ts is stale: run npm run assistant:places");
      process.exit(1);
    }
  } else {
    writeFileSync(FILE, want);
    console.log("✔ worker/contracts/assistant-places.ts");
  }
}
