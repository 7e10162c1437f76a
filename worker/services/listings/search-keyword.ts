import { and, sql, type SQL } from "drizzle-orm";
import { properties } from "../../db/schema";
import { SEARCH_TOTAL_BOUND } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import { ftsMatch, ftsWindow, ftsWindowOf, listingsFts, type KeywordPlan } from "./fts";

/** Keywords beside the page walk: the best matches a page sorted by anything but relevance takes (bestMatches), the bounded count (keywordCount). */

/** A keyword search considers its best SEARCH_TOTAL_BOUND + 1 matches when sorted by anything but relevance. */
export const KEYWORD_CANDIDATES = SEARCH_TOTAL_BOUND + 1;

/** The best KEYWORD_CANDIDATES matches by rank (of the newest, for a broad keyword: ftsWindow), as a subquery of rowids. */
export const bestMatches = (ctx: ServiceCtx, keyword: string, terms: string[], fts?: KeywordPlan) =>
  ctx.db
    .select({ rid: sql<number>`rowid`.as("rid") })
    .from(listingsFts)
    .where(
      fts
        ? and(ftsMatch(fts.ranked), fts.broad ? ftsWindowOf(fts.newest) : undefined)
        : and(ftsMatch(keyword), ftsWindow(keyword, terms)),
    )
    .orderBy(sql`rank`)
    .limit(KEYWORD_CANDIDATES)
    .as("best");

/**
 * Live listings among the newest KEYWORD_CANDIDATES matches (a count needs no rank); `capped` when there were
 * more matches than that, and the total is then a lower bound.
 */
export function keywordCount(ctx: ServiceCtx, keyword: string, where: SQL | undefined) {
  const best = ctx.db
    .select({ rid: sql<number>`rowid`.as("rid") })
    .from(listingsFts)
    .where(ftsMatch(keyword))
    .orderBy(sql`rowid desc`)
    .limit(KEYWORD_CANDIDATES)
    .as("best");
  const rows = ctx.db
    .select({ ok: sql<number>`${where ?? sql`1`}`.as("ok") })
    .from(best)
    .crossJoin(properties)
    .where(byRowidOf(best.rid))
    .as("m");
  return ctx.db
    .select({
      n: sql<number>`coalesce(sum(${rows.ok}), 0)`.as("search_total"),
      capped: sql<number>`count(*) > ${SEARCH_TOTAL_BOUND}`,
    })
    .from(rows);
}
export const byRowidOf = (rowid: SQL.Aliased<number> | SQL) => sql`${properties}.rowid = ${rowid}`;
