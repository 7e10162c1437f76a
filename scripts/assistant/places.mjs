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
  const localityAliases = Object.fromEntries(
    states.flatMap((s) => s.localities.filter((l) => l.aliases.length).map((l) => [l.slug, l.aliases])),
  );
  const stateAliases = Object.fromEntries(states.filter((s) => s.aliases.length).map((s) => [s.slug, s.aliases]));
  const text = `// Generated from scripts/seed-data/nigeria.json (the locations seed) by \`npm run assistant:places\`: do not edit.
// PLACES: [state slug, state name, locality names]. Locality slugs are slugify(name), as the seed makes them.
export const PLACES: readonly (readonly [string, string, readonly string[]])[] = ${JSON.stringify(places)};

/**
 * Other names people use for a locality ("VI", "Island"), by the locality's slug. The search resolves a region or an
 * area into the localities below it from the database (the assistant's searches too), so only the names are here.
 */
export const LOCALITY_ALIASES: Record<string, readonly string[]> = ${JSON.stringify(localityAliases)};

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
