import { readFileSync } from "node:fs";
import { slugify } from "./sql.mjs";

/**
 * Nigeria's states, LGAs and the localities people search for (scripts/seed-data/nigeria.json), with the ids every seed
 * and generator uses. Ids are stable: states count from 1 in file order; a locality of the first seed counts across the
 * file (in file order, skipping the ones with an `id`), and a locality added later carries its own `id` (from 1001,
 * never reused), so adding one renumbers nothing a database already holds.
 *
 * The hierarchy: a locality is a "region" (a part of a state people name, e.g. the Lagos Island side; it holds areas,
 * never a listing), an "area" (the default; under a region or directly under its state) or a "neighbourhood" (under an
 * area). `parent` names the parent locality of the same state; `aliases` are other names people use (a state's too).
 */
export const KINDS = ["region", "area", "neighbourhood"];
const PARENT_KIND = { region: null, area: "region", neighbourhood: "area" };

export function placesData() {
  const data = JSON.parse(readFileSync(new URL("../seed-data/nigeria.json", import.meta.url), "utf8"));
  const explicit = new Set(data.states.flatMap((s) => s.localities.filter((l) => l.id !== undefined).map((l) => l.id)));
  let counter = 0;
  const ids = new Set();
  const states = data.states.map((s, i) => {
    const localities = s.localities.map((l) => {
      const id = l.id ?? ++counter;
      if (ids.has(id) || (l.id === undefined && explicit.has(id)))
        throw new Error(`nigeria.json: locality id ${id} is used twice`);
      ids.add(id);
      const kind = l.kind ?? "area";
      if (!KINDS.includes(kind)) throw new Error(`nigeria.json: ${l.name}: unknown kind ${kind}`);
      return { ...l, id, slug: slugify(l.name), kind, aliases: l.aliases ?? [] };
    });
    const byName = new Map(localities.map((l) => [l.name, l]));
    const slugs = new Set();
    for (const l of localities) {
      if (slugs.has(l.slug)) throw new Error(`nigeria.json: ${s.name} has two localities named ${l.slug}`);
      slugs.add(l.slug);
      const parent = l.parent === undefined ? null : byName.get(l.parent);
      if (parent === undefined) throw new Error(`nigeria.json: ${l.name}: no locality ${l.parent} in ${s.name}`);
      // Regions hold areas, areas neighbourhoods: an area may also sit directly under its state, a neighbourhood may not.
      const wanted = PARENT_KIND[l.kind];
      if (parent ? parent.kind !== wanted : l.kind === "neighbourhood")
        throw new Error(`nigeria.json: ${l.name} (${l.kind}) cannot sit under ${parent?.name ?? s.name}`);
      l.parentId = parent?.id ?? null;
    }
    const aliasSlugs = new Set();
    for (const alias of [...(s.aliases ?? []), ...localities.flatMap((l) => l.aliases)]) {
      const a = slugify(alias);
      if (aliasSlugs.has(a) || slugs.has(a)) throw new Error(`nigeria.json: ${s.name}: the name ${alias} is taken`);
      aliasSlugs.add(a);
    }
    return { ...s, id: i + 1, aliases: s.aliases ?? [], localities };
  });
  return { states };
}

/** "State|Locality" → the ids (the locality's, its area's and region's) and centre the seeds place a listing or project with. */
export function localityIds() {
  const out = new Map();
  for (const s of placesData().states) {
    const byId = new Map(s.localities.map((l) => [l.id, l]));
    // The listing's area (its locality when that is an area) and region, as migrations/0074 derives them.
    const up = (l, kind) => {
      for (let x = l; x; x = x.parentId ? byId.get(x.parentId) : null) if (x.kind === kind) return x.id;
      return null;
    };
    for (const l of s.localities)
      out.set(`${s.name}|${l.name}`, {
        stateId: s.id,
        localityId: l.id,
        areaId: up(l, "area"),
        regionId: up(l, "region"),
        lat: l.lat,
        lng: l.lng,
      });
  }
  return out;
}
