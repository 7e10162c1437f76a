import { sql, type SQL } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { first, q } from "../../db/sql";

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
const STOPWORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "in",
  "at",
  "on",
  "of",
  "for",
  "with",
  "to",
  "near",
  "by",
  "or",
  "is",
  "my",
]);
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
  const docs = terms.map(
    (t) =>
      sql`(select coalesce(sum(doc), 0) from listings_fts_terms where term >= ${t} and term < ${t} || char(1114111))`,
  );
  const rarest = docs.length === 1 ? docs[0]! : sql`min(${sql.join(docs, sql`, `)})`;
  return sql`listings_fts.rowid >= (case when ${rarest} > ${BROAD_KEYWORD_LISTINGS}
    then coalesce((select rowid from listings_fts where listings_fts match ${query} order by rowid desc limit 1 offset ${KEYWORD_WINDOW - 1}), 0)
    else 0 end)`;
}

/** ftsWindow once the keyword is known to be broad (keywordPlan): its newest KEYWORD_WINDOW matches, by a query spelled out for rowid order. */
export const ftsWindowOf = (newest: string) =>
  sql`listings_fts.rowid >= coalesce((select rowid from listings_fts where listings_fts match ${newest} order by rowid desc limit 1 offset ${KEYWORD_WINDOW - 1}), 0)`;

/** The MATCH condition on listings_fts itself (the table must be in the FROM under its own name). */
export const ftsMatch = (query: string) => sql`listings_fts match ${query}`;

/**
 * Listings matching `query` (from ftsQuery) with their bm25 rank: lower is better. Title weighs most,
 * then locality, address, state and description.
 */
export const ftsMatches = (ctx: ServiceCtx, query: string, opts: { materialize?: boolean } = {}) => {
  const q = ctx.db
    .select({
      propertyId: listingsFts.propertyId,
      rank: sql<number>`bm25(listings_fts, 0.0, 10.0, 1.0, 4.0, 5.0, 3.0)`.as("fts_rank"),
    })
    .from(listingsFts)
    .where(sql`${listingsFts} match ${query}`)
    .$dynamic();
  // A LIMIT (as good as none) keeps SQLite from flattening the subquery into an outer query that has its
  // own LIMIT: under a LEFT JOIN a flattened MATCH would run once per outer row instead of once.
  return (opts.materialize ? q.limit(1_000_000_000) : q).as("fts");
};

/** At most this many index words spelled out for one prefix; more, and the prefix query stays (see keywordPlan). */
export const MAX_PREFIX_WORDS = 16;

/**
 * Listings holding a term (the vocabulary's sum), kept by this isolate for terms in more than WORD_MEMO_MIN listings:
 * counting them walks their whole doclist (13 ms for "lagos" at a million listings), and a term that far above
 * BROAD_KEYWORD_LISTINGS stays above it for WORD_MEMO_MS (it would take 45,000 listings taken down in 10 minutes).
 * Terms below WORD_MEMO_MIN are counted on every search (their doclists are short: ≤ 2 ms).
 */
export const WORD_MEMO_MIN = 10 * BROAD_KEYWORD_LISTINGS;
const WORD_MEMO_MS = 10 * 60_000;
const WORD_MEMO_SIZE = 500;
const wordDocs = new Map<string, { docs: number; at: number }>();
/** The memo's threshold and lifetime, changeable by tests only (a word in more than 50,000 listings is costly to seed). */
export const wordMemo = { min: WORD_MEMO_MIN, ms: WORD_MEMO_MS, entries: wordDocs };

/** A term's memoized count (null: count it), as keywordPlan and keywordPlanSql read it. */
const memoOf = (term: string, now: number) => {
  const m = wordDocs.get(term);
  return m && now - m.at < wordMemo.ms ? m.docs : null;
};
/** Keeps a term's fresh count when it is over the memo's threshold. */
function rememberDocs(term: string, docs: number, now: number) {
  if (docs <= wordMemo.min) return;
  wordDocs.delete(term);
  wordDocs.set(term, { docs, at: now });
  if (wordDocs.size > WORD_MEMO_SIZE) wordDocs.delete(wordDocs.keys().next().value!);
}

/** How a user's word is matched: spelled out as the index's words it prefixes, or left as a prefix query. */
type WordPlan = {
  term: string;
  /** The index words the term prefixes (null: not spelled out, the prefix query `"term"*` is used). */
  words: string[] | null;
  /** Listings holding each word the term prefixes, summed (the 'row' vocabulary, or this isolate's memo of it). */
  docs: number;
};

export type KeywordPlan = {
  /** The FTS5 query for rowid order (newest first, counts, windows): every spelled-out word an exact phrase, ORed. */
  newest: string;
  /** The FTS5 query for rank order: a term is spelled out only when it prefixes one word (bm25 is then the same as the prefix's). */
  ranked: string;
  /** Some term prefixes no word of the index: nothing can match. */
  none: boolean;
  /** The rarest term is in more than BROAD_KEYWORD_LISTINGS listings (as ftsWindow decides). */
  broad: boolean;
  /** Per term: the listings holding it (as termDocs counts them), for the estimate. */
  docs: number[];
};

const WordsRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

/**
 * One statement deciding how a keyword is matched, at a million listings. A prefix query
 * longer than the index's prefix lengths (2 and 3) makes FTS5 read and merge every doclist the prefix covers before the
 * first row, whatever the LIMIT (16 ms for "lagos"* at 1M). So each plain ASCII term of 1 or 4+ characters is spelled
 * out: a skip through the 'instance' vocabulary (migrations/0045) finds its words, one seek each (at most
 * MAX_PREFIX_WORDS + 1), and rowid-ordered queries name them (`"lagos"`, or `("bedroom" OR "bedrooms")`), which FTS5
 * walks lazily from the newest row and stops with the page. Rank-ordered queries spell out a term only when it prefixes
 * one word (bm25 scores a phrase: ORed words would score differently). Terms of 2–3 characters are served lazily by the
 * prefix index; other terms (not plain ASCII: the tokenizer may change them) stay prefix queries.
 * Beside it, each term's listings as termDocs counts them (the 'row' vocabulary's sum over the words it prefixes), so the
 * broad-keyword decision and the estimate are what they were; a term this isolate counted lately in more than
 * WORD_MEMO_MIN listings reuses that count instead of walking its doclist again.
 */
export async function keywordPlan(ctx: ServiceCtx, terms: string[], now = Date.now()): Promise<KeywordPlan> {
  const kind = terms.map((t) =>
    !/^[a-z0-9]+$/.test(t) ? "raw" : t.length === 2 || t.length === 3 ? "prefix" : "spell",
  );
  const memo = terms.map((t) => memoOf(t, now));
  const ctes: string[] = [];
  const cols: string[] = [];
  const from: string[] = [];
  terms.forEach((_, i) => {
    const p = `?${i + 1}`;
    const upper = `${p} || char(1114111)`;
    if (memo[i] === null)
      cols.push(
        `(SELECT coalesce(sum(doc), 0) FROM listings_fts_terms WHERE term >= ${p} AND term < ${upper}) AS d${i}`,
      );
    if (kind[i] !== "spell") return;
    ctes.push(
      `x${i}(term, n) AS (SELECT (SELECT term FROM listings_fts_words WHERE term >= ${p} AND term < ${upper} LIMIT 1), 1
        UNION ALL SELECT (SELECT term FROM listings_fts_words WHERE term >= x${i}.term || char(1) AND term < ${upper} LIMIT 1), n + 1 FROM x${i} WHERE x${i}.term IS NOT NULL AND n <= ${MAX_PREFIX_WORDS})`,
      `w${i}(words) AS (SELECT json_group_array(term) FROM x${i} WHERE term IS NOT NULL)`,
    );
    cols.push(`w${i}.words AS w${i}`);
    from.push(`w${i}`);
  });
  const text = `${ctes.length ? `WITH RECURSIVE ${ctes.join(",\n")}\n` : ""}SELECT ${cols.length ? cols.join(", ") : "1 AS one"}${from.length ? ` FROM ${from.join(", ")}` : ""}`;
  const row = (await first(q(ctx, text, ...terms), WordsRow)) ?? {};
  const plans: WordPlan[] = terms.map((term, i) => {
    const words = kind[i] === "spell" ? (JSON.parse(String(row[`w${i}`] ?? "[]")) as string[]) : null;
    const docs = memo[i] ?? Number(row[`d${i}`] ?? 0);
    if (memo[i] === null) rememberDocs(term, docs, now);
    return { term, words: words && words.length <= MAX_PREFIX_WORDS ? words : null, docs };
  });
  const phrase = (w: string) => `"${w}"`;
  return {
    newest: plans
      .map((p) =>
        !p.words
          ? `${phrase(p.term)}*`
          : p.words.length === 1
            ? phrase(p.words[0]!)
            : `(${p.words.map(phrase).join(" OR ")})`,
      )
      .join(" AND "),
    ranked: plans.map((p) => (p.words?.length === 1 ? phrase(p.words[0]!) : `${phrase(p.term)}*`)).join(" AND "),
    none: plans.some((p) => p.words?.length === 0),
    broad: plans.length > 0 && Math.min(...plans.map((p) => p.docs)) > BROAD_KEYWORD_LISTINGS,
    docs: plans.map((p) => p.docs),
  };
}

/** A user's term written into a statement: terms are letters, digits and marks only (ftsTerms), quotes doubled anyway. */
const literal = (t: string) => `'${t.replaceAll("'", "''")}'`;

/**
 * keywordPlan as common table expressions (keywords in one round trip), for the page statement to
 * take the plan from instead of a statement before it: the same skip through the 'instance' vocabulary, the same sums
 * of the 'row' vocabulary (or this isolate's memo of them, written in), ending in `kw_plan`, one row: `kw_newest` and
 * `kw_ranked` (the FTS5 queries keywordPlan builds, built by SQL), `kw_broad`, `kw_none` and `kw_d0`… (each term's
 * listings). The terms are written in as literals (D1 binds at most 100 parameters; a term appears five times).
 * The page's rows carry kw_plan's columns, read back by foldedPlan.
 */
export function keywordPlanSql(terms: string[], now = Date.now()): string {
  const ctes: string[] = [];
  const docs: string[] = [];
  const newest: string[] = [];
  const ranked: string[] = [];
  const none: string[] = [];
  const from = ["kw_docs"];
  terms.forEach((t, i) => {
    const p = literal(t);
    const upper = `${p} || char(1114111)`;
    const memo = memoOf(t, now);
    docs.push(
      `${memo ?? `(SELECT coalesce(sum(doc), 0) FROM listings_fts_terms WHERE term >= ${p} AND term < ${upper})`} AS kw_d${i}`,
    );
    const prefix = literal(`"${t}"*`);
    const spell = /^[a-z0-9]+$/.test(t) && t.length !== 2 && t.length !== 3;
    if (!spell) {
      newest.push(prefix);
      ranked.push(prefix);
      return;
    }
    ctes.push(
      `x${i}(term, n) AS (SELECT (SELECT term FROM listings_fts_words WHERE term >= ${p} AND term < ${upper} LIMIT 1), 1
        UNION ALL SELECT (SELECT term FROM listings_fts_words WHERE term >= x${i}.term || char(1) AND term < ${upper} LIMIT 1), n + 1 FROM x${i} WHERE x${i}.term IS NOT NULL AND n <= ${MAX_PREFIX_WORDS})`,
      `w${i}(words, n) AS (SELECT group_concat('"' || term || '"', ' OR '), count(*) FROM x${i} WHERE term IS NOT NULL)`,
    );
    from.push(`w${i}`);
    newest.push(
      `(CASE WHEN w${i}.n = 1 THEN w${i}.words WHEN w${i}.n BETWEEN 2 AND ${MAX_PREFIX_WORDS} THEN '(' || w${i}.words || ')' ELSE ${prefix} END)`,
    );
    ranked.push(`(CASE WHEN w${i}.n = 1 THEN w${i}.words ELSE ${prefix} END)`);
    none.push(`w${i}.n = 0`);
  });
  const d = terms.map((_, i) => `kw_d${i}`);
  ctes.push(
    `kw_docs AS MATERIALIZED (SELECT ${docs.join(", ")})`,
    `kw_plan AS MATERIALIZED (SELECT kw_docs.*, ${newest.join(" || ' AND ' || ")} AS kw_newest, ${ranked.join(" || ' AND ' || ")} AS kw_ranked,
      ${d.length === 1 ? d[0] : `min(${d.join(", ")})`} > ${BROAD_KEYWORD_LISTINGS} AS kw_broad, ${none.length ? `(${none.join(" OR ")})` : "0"} AS kw_none FROM ${from.join(", ")})`,
  );
  return `WITH RECURSIVE ${ctes.join(",\n")}\n`;
}

/** kw_plan's row as one JSON column `kw_plan` of a page statement (keywordPlanSql; one read of kw_plan per statement), for foldedPlan. */
export const KW_PLAN_JSON = (terms: string[]) =>
  `(SELECT json_object(${["kw_newest", "kw_ranked", "kw_broad", "kw_none", ...terms.map((_, i) => `kw_d${i}`)].map((c) => `'${c}', ${c}`).join(", ")}) FROM kw_plan) AS kw_plan`;

/** An FTS5 query that matches nothing and reads no doclist worth the name: a phrase in the column that is not indexed. */
export const NO_MATCH = 'property_id : "q0q0q0"';

/** The plan a folded page statement's row carries (its kw_plan columns), with this isolate's memo brought up to date as keywordPlan does. */
export function foldedPlan(row: Record<string, unknown>, terms: string[], now = Date.now()): KeywordPlan {
  const docs = terms.map((t, i) => {
    const n = Number(row[`kw_d${i}`] ?? 0);
    if (memoOf(t, now) === null) rememberDocs(t, n, now);
    return n;
  });
  return {
    newest: String(row.kw_newest ?? ""),
    ranked: String(row.kw_ranked ?? ""),
    none: !!row.kw_none,
    broad: !!row.kw_broad,
    docs,
  };
}
