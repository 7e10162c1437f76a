import type { ServiceCtx } from "../../lib/context";
import { q } from "../../db/sql";

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
