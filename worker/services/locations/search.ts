import { z } from "zod";
import { sqlAll } from "../../db/sql";
import { sql } from "drizzle-orm";
import { LOCATION_SEARCH_LIMIT, type LocationMatch } from "../../contracts/locations";
import type { ServiceCtx } from "../../lib/context";
import { LOCALITY_KINDS } from "../../contracts/places";

const MAX_WORDS = 5;
/** FTS matches read before ordering: enough for every name that starts with the words to be among them. */
const CANDIDATES = 60;

/**
 * The typed words → an FTS5 query over migrations/0053's locations_fts: every word prefix-matched, the first against
 * the place's own name or its aliases ("lag" finds Lagos and Lagos Island, not every area of Lagos State; "vi" finds
 * Victoria Island, "abuja" the FCT), the others against the name, the aliases or the state ("lekki lagos", "wuse
 * abuja"). Only letters and digits survive: any text is safe.
 */
export function locationFtsQuery(text: string): string | null {
  const words = [
    ...new Set(
      text
        .normalize("NFKC")
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    ),
  ].slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words
    .map((w, i) => (i === 0 ? `{name aliases} : "${w}"*` : `{name aliases state_name} : "${w}"*`))
    .join(" AND ");
}

/** Names a region's or an area's line says it covers ("includes Lekki Phase 1, Ikate, …"). */
const INCLUDES = 4;

const Row = z.object({
  kind: z.enum(["state", "locality"]),
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  stateId: z.number(),
  stateName: z.string(),
  stateSlug: z.string(),
  localityKind: z.enum(LOCALITY_KINDS).nullable(),
  parentId: z.number().nullable(),
  aliases: z.string(),
  includes: z.string().nullable(),
  includesCount: z.number(),
});
type Row = z.infer<typeof Row>;

/**
 * The statement, exported so a test can read its query plan. A region's or an area's line names the first places it
 * holds (in seed order: the best known first) and how many: a few rows of the parent index per candidate that has any.
 */
export const locationSearchSql = (match: string) => sql`
  SELECT f.kind AS kind, f.ref_id AS id,
    coalesce(l.name, s.name) AS name, coalesce(l.slug, s.slug) AS slug,
    s.id AS stateId, s.name AS stateName, s.slug AS stateSlug,
    l.kind AS localityKind, l.parent_id AS parentId, f.aliases AS aliases,
    CASE WHEN l.kind IN ('region', 'area') THEN (SELECT json_group_array(name) FROM (SELECT c.name FROM localities c WHERE c.parent_id = l.id ORDER BY c.id LIMIT ${INCLUDES})) END AS includes,
    CASE WHEN l.kind IN ('region', 'area') THEN (SELECT count(*) FROM localities c WHERE c.parent_id = l.id) ELSE 0 END AS includesCount
  FROM (SELECT rowid, kind, ref_id, aliases FROM locations_fts WHERE locations_fts MATCH ${match} ORDER BY rank LIMIT ${CANDIDATES}) f
  LEFT JOIN localities l ON f.kind = 'locality' AND l.id = f.ref_id
  JOIN states s ON s.id = CASE WHEN f.kind = 'state' THEN f.ref_id ELSE l.state_id END`;

const words = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * States and localities for a location box, best first: names (or aliases: "Island" for the Lagos Island region) that
 * start with the words before names that only contain them, a state before its areas, then shorter names. At most
 * LOCATION_SEARCH_LIMIT. A region's or an area's line says which places it takes in.
 */
export async function searchLocations(ctx: ServiceCtx, text: string): Promise<LocationMatch[]> {
  const match = locationFtsQuery(text);
  if (!match) return [];
  const rows = await sqlAll(ctx.db, locationSearchSql(match), Row);
  const typed = words(text);
  // The index's aliases column joins a place's aliases with '|' (migrations/0053): the one typed starts with the words.
  const aliasOf = (r: Row) =>
    r.aliases ? (r.aliases.split("|").find((a) => words(a).startsWith(typed)) ?? null) : null;
  const startsWith = (r: Row) => words(r.name).startsWith(typed) || aliasOf(r) !== null;
  return rows
    .map((r) => ({ r, key: [startsWith(r) ? 0 : 1, r.kind === "state" ? 0 : 1, r.name.length] as const }))
    .sort(
      (a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.r.name.localeCompare(b.r.name),
    )
    .slice(0, LOCATION_SEARCH_LIMIT)
    .map(({ r }) => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      slug: r.slug,
      stateId: r.stateId,
      stateName: r.stateName,
      stateSlug: r.stateSlug,
      label: r.kind === "state" ? `${r.name} (state)` : `${r.name}, ${r.stateName}`,
      localityKind: r.localityKind,
      parentId: r.parentId,
      // The alias typed: shown beside the name ("Victoria Island (VI)"), unless the name itself is what was typed.
      alias: (() => {
        const a = aliasOf(r);
        return a && (words(a) === typed || !words(r.name).startsWith(typed)) ? a : null;
      })(),
      includes: r.includes ? z.array(z.string()).parse(JSON.parse(r.includes)) : [],
      includesCount: r.includesCount,
    }));
}
