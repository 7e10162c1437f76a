import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { all, q } from "../../db/sql";

/**
 * Names of property types, categories, states and localities by id, kept in the isolate for a while: they are
 * reference data (seeded; nothing in the app renames them), read on every card. A card list asks for the
 * ids it shows and only the ones not seen lately are read, in one batch; a rename directly in the database
 * shows within NAMES_TTL_MS.
 */
export const NAMES_TTL_MS = 10 * 60_000;
const SOURCES = {
  type: "SELECT id, title AS name FROM property_types WHERE id IN",
  category: "SELECT id, title AS name FROM property_categories WHERE id IN",
  state: "SELECT id, name FROM states WHERE id IN",
  locality: "SELECT id, name FROM localities WHERE id IN",
} as const;
type Kind = keyof typeof SOURCES;

const cache = new Map<string, { name: string; at: number }>();
const key = (kind: Kind, id: number) => `${kind}:${id}`;

export async function referenceNames(
  ctx: ServiceCtx,
  wanted: Record<Kind, number[]>,
): Promise<(kind: Kind, id: number) => string | undefined> {
  const missing = (Object.keys(SOURCES) as Kind[])
    .map((kind) => {
      const ids = [...new Set(wanted[kind])].filter((id) => {
        const hit = cache.get(key(kind, id));
        return !hit || ctx.now - hit.at > NAMES_TTL_MS;
      });
      return { kind, ids };
    })
    .filter((m) => m.ids.length);
  if (missing.length) {
    const results = await ctx.env.DB.batch(
      missing.map((m) => q(ctx, `${SOURCES[m.kind]} (${m.ids.map(() => "?").join(", ")})`, ...m.ids)),
    );
    missing.forEach((m, i) => {
      for (const row of (results[i]!.results ?? []) as { id: number; name: string }[])
        cache.set(key(m.kind, row.id), { name: row.name, at: ctx.now });
    });
  }
  return (kind, id) => cache.get(key(kind, id))?.name;
}

/** A locality as the places above a listing are named: its name, its kind and its parent. */
export type PlaceLink = { id: number; name: string; kind: string; parent: number | null };
const links = new Map<number, PlaceLink & { at: number }>();
/** How many places above a locality a chain reaches (a neighbourhood's area and region). */
const CHAIN_DEPTH = 2;

const LinkRow = z.object({ id: z.number(), name: z.string(), kind: z.string(), parent: z.number().nullable() });

/**
 * Each locality's chain up the place hierarchy — itself, its parent, its grandparent — kept in the isolate like the
 * names above (reference data), so a page of cards names the places of its price bands without reading them. The
 * localities not seen lately are read with everything above them in one recursive statement.
 */
export async function placeChains(ctx: ServiceCtx, ids: number[]): Promise<(id: number) => PlaceLink[]> {
  const fresh = (id: number) => {
    const hit = links.get(id);
    return hit && ctx.now - hit.at <= NAMES_TTL_MS ? hit : undefined;
  };
  /** The chain of `id` as kept; null when a link is missing or old (`whole`), else as far as the links reach. */
  const chain = (id: number, whole: boolean) => {
    const out: PlaceLink[] = [];
    for (let at: number | null = id; at !== null && out.length <= CHAIN_DEPTH;) {
      const link: PlaceLink | undefined = whole ? fresh(at) : links.get(at);
      if (!link) return whole ? null : out;
      out.push({ id: link.id, name: link.name, kind: link.kind, parent: link.parent });
      at = link.parent;
    }
    return out;
  };
  const missing = [...new Set(ids)].filter((id) => chain(id, true) === null);
  if (missing.length) {
    const rows = await all(
      q(
        ctx,
        `WITH RECURSIVE up(id, depth) AS (SELECT value, 0 FROM json_each(?)
           UNION SELECT l.parent_id, up.depth + 1 FROM up JOIN localities l ON l.id = up.id
           WHERE l.parent_id IS NOT NULL AND up.depth < ${CHAIN_DEPTH})
         SELECT id, name, kind, parent_id AS parent FROM localities WHERE id IN (SELECT id FROM up)`,
        JSON.stringify(missing.map((id) => Math.trunc(id))),
      ),
      LinkRow,
    );
    for (const r of rows) links.set(r.id, { ...r, at: ctx.now });
  }
  return (id) => chain(id, false) ?? [];
}
