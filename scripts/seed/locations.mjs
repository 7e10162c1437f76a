import { insert, q, slugify } from "./sql.mjs";
import { placesData } from "./places.mjs";

/**
 * Nigeria's 36 states + FCT, their 774 LGAs, the localities people search for and their hierarchy (places.mjs). Ids
 * are stable. Localities go in without their parent, then every locality's kind and parent are set: a parent may come
 * later in the file, and a database seeded before the hierarchy existed gets it from the same statements. The aliases
 * are replaced whole (the table is the seed's own reference data).
 */
export function locationsSql() {
  const states = [];
  const lgas = [];
  const localities = [];
  const aliases = [];
  const hierarchy = [];
  let lgaId = 0;
  for (const s of placesData().states) {
    states.push({ id: s.id, name: s.name, slug: s.slug, capital: s.capital, lat: s.lat, lng: s.lng });
    const lgaIds = new Map();
    for (const name of s.lgas) {
      lgaIds.set(name, ++lgaId);
      lgas.push({ id: lgaId, state_id: s.id, name });
    }
    for (const alias of s.aliases)
      aliases.push({ state_id: s.id, locality_id: null, name: alias, slug: slugify(alias) });
    for (const l of s.localities) {
      localities.push({
        id: l.id,
        state_id: s.id,
        lga_id: lgaIds.get(l.lga) ?? null,
        name: l.name,
        slug: l.slug,
        lat: l.lat,
        lng: l.lng,
      });
      hierarchy.push(`UPDATE localities SET kind = ${q(l.kind)}, parent_id = ${q(l.parentId)} WHERE id = ${l.id};`);
      for (const alias of l.aliases)
        aliases.push({ state_id: s.id, locality_id: l.id, name: alias, slug: slugify(alias) });
    }
  }
  return [
    ...insert("states", states),
    ...insert("lgas", lgas),
    ...insert("localities", localities),
    ...hierarchy,
    "DELETE FROM place_aliases;",
    ...insert("place_aliases", aliases),
  ];
}
