import { readFileSync } from "node:fs";
import { insert, slugify } from "./sql.mjs";

/** Nigeria's 36 states + FCT, their 774 LGAs and the localities people search for. Ids are stable. */
export function locationsSql() {
  const data = JSON.parse(readFileSync(new URL("../seed-data/nigeria.json", import.meta.url), "utf8"));
  const states = [];
  const lgas = [];
  const localities = [];
  let lgaId = 0;
  let locId = 0;
  data.states.forEach((s, i) => {
    const stateId = i + 1;
    states.push({ id: stateId, name: s.name, slug: s.slug, capital: s.capital, lat: s.lat, lng: s.lng });
    const lgaIds = new Map();
    for (const name of s.lgas) {
      lgaIds.set(name, ++lgaId);
      lgas.push({ id: lgaId, state_id: stateId, name });
    }
    for (const l of s.localities) {
      localities.push({
        id: ++locId,
        state_id: stateId,
        lga_id: lgaIds.get(l.lga) ?? null,
        name: l.name,
        slug: slugify(l.name),
        lat: l.lat,
        lng: l.lng,
      });
    }
  });
  return [...insert("states", states), ...insert("lgas", lgas), ...insert("localities", localities)];
}
