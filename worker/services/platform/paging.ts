import { pageOfRows, type Paging } from "../../db/sql";

/** A list query of the query builder, not yet limited: what readPage needs of it. */
type Pageable<R> = { limit(n: number): { offset(n: number): { all(): Promise<R[]> } } };

/**
 * One page of a list (`p`: page from 1, perPage): reads one row more than the page, which tells whether another
 * page follows (`hasMore`), and answers the page's rows through `toRow` (see pageOfRows).
 */
export async function readPage<R, T = R>(query: Pageable<R>, p: Paging, toRow?: (row: R, index: number) => T) {
  const rows = await query
    .limit(p.perPage + 1)
    .offset((p.page - 1) * p.perPage)
    .all();
  return pageOfRows(rows, p, toRow);
}

/**
 * The meta of a numbered list (projects, reservations, a user's bookings), which counts its rows to show page
 * numbers: lastPage is at least 1, so an empty list still has its one (empty) page.
 */
export const numberedPageMeta = (p: Paging, total: number) => ({
  page: p.page,
  perPage: p.perPage,
  total,
  lastPage: Math.max(1, Math.ceil(total / p.perPage)),
});
