import { z } from "zod";
import { sqlAll } from "../../db/sql";
import { sql } from "drizzle-orm";
import { LOCATION_SEARCH_LIMIT, type LocationMatch } from "../../contracts/locations";
import type { ServiceCtx } from "../../lib/context";

const MAX_WORDS = 5;
/** FTS matches read before ordering: enough for every name that starts with the words to be among them. */
const CANDIDATES = 60;

/**
 * The typed words → an FTS5 query over migrations/0021's locations_fts: every word prefix-matched, the first
 * against the place's own name ("lag" finds Lagos and Lagos Island, not every area of Lagos State), the
 * others against the name or its state ("lekki lagos"). Only letters and digits survive: any text is safe.
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
  return words.map((w, i) => (i === 0 ? `name : "${w}"*` : `{name state_name} : "${w}"*`)).join(" AND ");
}

const Row = z.object({
  kind: z.enum(["state", "locality"]),
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  stateId: z.number(),
  stateName: z.string(),
  stateSlug: z.string(),
});
type Row = z.infer<typeof Row>;

/** The statement, exported so a test can read its query plan. */
export const locationSearchSql = (match: string) => sql`
  SELECT f.kind AS kind, f.ref_id AS id,
    coalesce(l.name, s.name) AS name, coalesce(l.slug, s.slug) AS slug,
    s.id AS stateId, s.name AS stateName, s.slug AS stateSlug
  FROM (SELECT rowid, kind, ref_id FROM locations_fts WHERE locations_fts MATCH ${match} ORDER BY rank LIMIT ${CANDIDATES}) f
  LEFT JOIN localities l ON f.kind = 'locality' AND l.id = f.ref_id
  JOIN states s ON s.id = CASE WHEN f.kind = 'state' THEN f.ref_id ELSE l.state_id END`;

/**
 * States and localities for a location box, best first: names that start with the words before names that
 * only contain them, a state before its areas, then shorter names. At most LOCATION_SEARCH_LIMIT.
 */
export async function searchLocations(ctx: ServiceCtx, text: string): Promise<LocationMatch[]> {
  const match = locationFtsQuery(text);
  if (!match) return [];
  const rows = await sqlAll(ctx.db, locationSearchSql(match), Row);
  const typed = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  const startsWith = (r: Row) =>
    r.name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .startsWith(typed);
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
    }));
}
