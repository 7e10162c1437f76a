import { sql, type SQL } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ServiceCtx } from "../../lib/context";

/**
 * Keyword search over listings with SQLite FTS5 (D1 caps a LIKE pattern at 50 bytes, so LIKE '%...%' on
 * user text is a 500 waiting to happen). The index is the virtual table made by
 * migrations/0004_listings_fts.sql and kept in step by triggers; it is declared here, outside db/schema,
 * so drizzle-kit never tries to create or drop it.
 */
export const listingsFts = sqliteTable("listings_fts", {
  propertyId: text("property_id").notNull(),
  title: text("title"),
  description: text("description"),
  address: text("address"),
  locality: text("locality"),
  state: text("state"),
});

/** Words that only make "3 bedroom flat with a pool in Lekki" match nothing when every word is required. */
const STOPWORDS = new Set(["a", "an", "and", "the", "in", "at", "on", "of", "for", "with", "to", "near", "by", "or", "is", "my"]);
const MAX_TERMS = 10;
const MAX_TERM_CHARS = 40;

/**
 * User text → a safe FTS5 query: the letters and digits of each word, each quoted and prefix-matched
 * ("bedroom"* also finds "bedrooms"), all required. No FTS syntax (quotes, NEAR, *, -, :, parentheses)
 * survives, so any input is a valid query. null when nothing searchable remains: no keyword filter.
 */
export function ftsQuery(text: string | null | undefined): string | null {
  const terms = ftsTerms(text);
  return terms.length ? terms.map((t) => `"${t}"*`).join(" ") : null;
}

/** The words of user text that a keyword search requires (each prefix-matched). */
export function ftsTerms(text: string | null | undefined): string[] {
  if (!text) return [];
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_TERM_CHARS)))];
  const meaningful = unique.filter((w) => !STOPWORDS.has(w));
  return (meaningful.length ? meaningful : unique).slice(0, MAX_TERMS);
}

/** A keyword whose rarest word is in more listings than this is broad: see ftsWindow. */
export const BROAD_KEYWORD_LISTINGS = 5_000;
/** How many of a broad keyword's newest matches are ranked. */
export const KEYWORD_WINDOW = 1_001;

/**
 * FTS5 scores every match before it can hand over the best one: for a word in most listings ("lagos",
 * "water") that is ~50–70 ms. So a broad keyword (its rarest word in more than BROAD_KEYWORD_LISTINGS listings,
 * read from the fts5vocab table `listings_fts_terms`: one row per word) ranks only its KEYWORD_WINDOW newest
 * matches (rowids follow insertion); a narrow one ranks all of them. One condition on listings_fts.rowid,
 * decided inside the statement (CASE evaluates the window subquery only when broad).
 */
export function ftsWindow(query: string, terms: string[]): SQL {
  const docs = terms.map((t) => sql`(select coalesce(sum(doc), 0) from listings_fts_terms where term >= ${t} and term < ${t} || char(1114111))`);
  const rarest = docs.length === 1 ? docs[0]! : sql`min(${sql.join(docs, sql`, `)})`;
  return sql`listings_fts.rowid >= (case when ${rarest} > ${BROAD_KEYWORD_LISTINGS}
    then coalesce((select rowid from listings_fts where listings_fts match ${query} order by rowid desc limit 1 offset ${KEYWORD_WINDOW - 1}), 0)
    else 0 end)`;
}

/** The MATCH condition on listings_fts itself (the table must be in the FROM under its own name). */
export const ftsMatch = (query: string) => sql`listings_fts match ${query}`;

/**
 * Listings matching `query` (from ftsQuery) with their bm25 rank: lower is better. Title weighs most,
 * then locality, address, state and description.
 */
export const ftsMatches = (ctx: ServiceCtx, query: string, opts: { materialize?: boolean } = {}) => {
  const q = ctx.db
    .select({ propertyId: listingsFts.propertyId, rank: sql<number>`bm25(listings_fts, 0.0, 10.0, 1.0, 4.0, 5.0, 3.0)`.as("fts_rank") })
    .from(listingsFts)
    .where(sql`${listingsFts} match ${query}`)
    .$dynamic();
  // A LIMIT (as good as none) keeps SQLite from flattening the subquery into an outer query that has its
  // own LIMIT: under a LEFT JOIN a flattened MATCH would run once per outer row instead of once.
  return (opts.materialize ? q.limit(1_000_000_000) : q).as("fts");
};
