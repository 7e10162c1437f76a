import { sql } from "drizzle-orm";
import {
  MAP_CELL_EXPR,
  MAP_CELL_PER_DEGREE,
  MAP_FINE_CELL_EXPR,
  MAP_FINE_CELL_PER_DEGREE,
  MAP_WIDE_CELL_EXPR,
  MAP_WIDE_CELL_PER_DEGREE,
} from "../../db/schema";
import type { SearchFilter } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import type { Paging } from "./read";
import type { Cursor } from "./search-cursor";
import { latestStreamsPage, lit } from "./search-merge";
import { searchWhere } from "./search-where";

/**
 * The most map cells a box's page merges: D1 allows 5 terms in a compound SELECT, and a nested group would be sorted
 * whole (its rows are filtered after the merge, so it could not stop early). A larger box walks the sort index, which
 * its many matches fill quickly.
 */
export const MAX_CELLS = 5;

/** The three map grids (db/schema): 0.1° cells (migrations/0044), 0.02° cells (0045) and 1° cells (0046), each with its index. */
const GRIDS = [
  { perDegree: MAP_CELL_PER_DEGREE, rowWidth: 4000, expr: MAP_CELL_EXPR, index: "properties_s_type_cell_latest" },
  {
    perDegree: MAP_FINE_CELL_PER_DEGREE,
    rowWidth: 20000,
    expr: MAP_FINE_CELL_EXPR,
    index: "properties_s_type_fine_cell_latest",
  },
  {
    perDegree: MAP_WIDE_CELL_PER_DEGREE,
    rowWidth: 400,
    expr: MAP_WIDE_CELL_EXPR,
    index: "properties_s_type_wide_cell_latest",
  },
] as const;
export type MapCells = { cells: number[]; expr: string; index: (typeof GRIDS)[number]["index"] };

/**
 * The map cells a box overlaps, computed with the grid expression's own double arithmetic (so a listing in the box is
 * always in one of them), on the grid whose overlapped cells cover the smaller area (a page reads about perPage / (the
 * share of those cells' listings inside the box) rows): a neighbourhood takes 0.02° cells, a district 0.1° ones. Null
 * when both need more than MAX_CELLS.
 */
export function mapCells(b: { south: number; west: number; north: number; east: number }): MapCells | null {
  let best: MapCells | null = null;
  let bestArea = Infinity;
  for (const g of GRIDS) {
    const row = (lat: number) => Math.trunc((lat + 90) * g.perDegree);
    const col = (lng: number) => Math.trunc((lng + 180) * g.perDegree);
    const [r0, r1, c0, c1] = [row(b.south), row(b.north), col(b.west), col(b.east)];
    if (r1 < r0 || c1 < c0) return null;
    const n = (r1 - r0 + 1) * (c1 - c0 + 1);
    const area = n / (g.perDegree * g.perDegree);
    if (n > MAX_CELLS || area >= bestArea) continue;
    const cells: number[] = [];
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells.push(r * g.rowWidth + c);
    best = { cells, expr: g.expr, index: g.index };
    bestArea = area;
  }
  return best;
}

/**
 * A map box's page, newest first: one stream per map cell the box overlaps (mapCells: 0.1° or 0.02° cells), each one
 * range of `properties_s_type_cell_latest` or `properties_s_type_fine_cell_latest` (status, listing type, cell, boost,
 * created_at, id; migrations/0044 and 0045) read backwards,
 * so boosted first, then newest, merged by SQLite (a UNION ALL under ORDER BY). The box and the other filters (place,
 * price, bedrooms…) are checked on the merged rows, not inside each stream: a stream whose cell the box only grazes
 * (few or no listings inside) would otherwise be read to its end looking for its next match, while after the merge
 * the page stops once perPage + 1 rows pass, whichever cell they come from: it reads the cells' newest listings down
 * to the page's last one, about perPage / (share of the cells' listings inside the box and filter) rows. Only the rows
 * of cells the box cuts can fail the box. The merge's `limit -1` keeps SQLite from pushing the outer WHERE into the
 * streams; the outer query scans the merge's co-routine in its order (no second sort). Liveness, type and cells are
 * written into the statement (D1 binds at most 100 parameters).
 */
export function cellPage(
  ctx: ServiceCtx,
  listingType: string,
  f: SearchFilter,
  grid: MapCells,
  cursor: Cursor | null,
  paging: Paging,
  offset: number,
) {
  const b = f.bounds!;
  const where = searchWhere(ctx.now, undefined, { ...f, bounds: undefined, listingType: undefined }, { bare: true });
  const box = sql`cell_page.lat between ${lit(b.south)} and ${lit(b.north)} and cell_page.lng between ${lit(b.west)} and ${lit(b.east)}`;
  const streams = grid.cells.map((cell) => sql`${sql.raw(grid.expr)} = ${lit(cell)}`);
  return latestStreamsPage(
    ctx,
    { alias: "cell_page", index: grid.index, listingType, streams, cursor, where, first: box },
    paging,
    offset,
  );
}
