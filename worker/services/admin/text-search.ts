import { sql, type SQL } from "drizzle-orm";
import type { ServiceCtx } from "../../lib/context";
import { sqlGet } from "../../db/sql";
import { z } from "zod";

/**
 * The back office's substring searches (any part of an email, name, phone or slug) through trigram FTS5 tables
 * (migrations/0060): a phrase of 3+ characters finds the rows holding it, case-insensitively, from the index.
 *
 * What an index cannot bound, and what is done instead:
 * - 1–2 characters: trigrams cannot answer; the caller walks its newest-first index and tests each row, which stops as
 *   soon as the page is full (such short text matches most rows).
 * - A broad phrase (more than BROAD_MATCHES rows hold it, "gmail.com", a common surname): reading and sorting every
 *   match would cost more than the walk, which fills a page after about perPage ÷ (the phrase's share of the rows)
 *   rows. The bound keeps the probe itself cheap: D1 bills every index entry it reads (docs/performance.md).
 */
export const BROAD_MATCHES = 2_000;

/**
 * User text as one FTS5 phrase (quotes doubled, never FTS5 syntax); null below 3 characters, and for text holding a
 * NUL, which FTS5 refuses as a query (such text goes to the walk, which answers it as it always did).
 */
export function trigramPhrase(text: string | undefined): string | null {
  const s = text?.trim() ?? "";
  return [...s].length >= 3 && !s.includes("\u0000") ? `"${s.replace(/"/g, '""')}"` : null;
}

export type Matching = { kind: "none" } | { kind: "index"; match: string } | { kind: "walk" };

/**
 * How a search of `table` for `text` is answered: "index" (the FTS rows, at most BROAD_MATCHES), "none" (no row
 * holds it: nothing to read), or "walk" (short or broad text). `columns` limits the match to some columns. The
 * probe reads at most BROAD_MATCHES + 1 index entries.
 */
export async function planTextSearch(
  ctx: ServiceCtx,
  table: "users_fts" | "listings_slug_fts",
  text: string | undefined,
  columns?: string[],
): Promise<Matching> {
  const phrase = trigramPhrase(text);
  if (!phrase) return { kind: "walk" };
  const match = columns ? `{${columns.join(" ")}} : ${phrase}` : phrase;
  const row = await sqlGet(
    ctx.db,
    sql`select count(*) as n from (select rowid from ${sql.identifier(table)} where ${sql.identifier(table)} match ${match} limit ${BROAD_MATCHES + 1})`,
    z.object({ n: z.number() }),
  );
  const n = row?.n ?? 0;
  return n === 0 ? { kind: "none" } : n > BROAD_MATCHES ? { kind: "walk" } : { kind: "index", match };
}

/** The low 32 bits of a users_fts key: the user's rowid (migrations/0075). */
export const USER_ROWID_MASK = sql.raw("4294967295");

/**
 * `rowid IN` the rows of `table` that hold the match (the "index" plan). users_fts is keyed newest first
 * (migrations/0075: the join band, then the user's rowid in the low 32 bits): its key is masked back to the rowid.
 */
export const rowidMatches = (rowid: SQL, table: "users_fts" | "listings_slug_fts", match: string) =>
  table === "users_fts"
    ? sql`${rowid} in (select rowid & ${USER_ROWID_MASK} from users_fts where users_fts match ${match})`
    : sql`${rowid} in (select rowid from ${sql.identifier(table)} where ${sql.identifier(table)} match ${match})`;
