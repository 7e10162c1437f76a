import type { z } from "zod";
import { all, countRows, pageOfRows, q, type Paging } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";

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

/** The WHERE of a list staff filter: each filter adds its condition and the values of its placeholders, in order. */
export function sqlFilter() {
  const conditions = ["1 = 1"];
  const params: unknown[] = [];
  return {
    params,
    and(condition: string, ...values: unknown[]) {
      conditions.push(condition);
      params.push(...values);
    },
    get sql() {
      return conditions.join(" AND ");
    },
  };
}

/**
 * One numbered page of the orders of `table` (aliased `o`) that `where` keeps, read with raw SQL: `select` (its own
 * placeholders' values in `selectParams`, before the filter's) is ordered by `order`, and the count gives the meta.
 */
export async function numberedSqlPage<S extends z.ZodTypeAny>(
  ctx: ServiceCtx,
  p: Paging,
  o: {
    table: string;
    where: ReturnType<typeof sqlFilter>;
    select: string;
    selectParams: unknown[];
    order: string;
    Row: S;
  },
) {
  const w = o.where.sql;
  const [n, rows] = await Promise.all([
    countRows(q(ctx, `SELECT COUNT(*) AS n FROM ${o.table} o WHERE ${w}`, ...o.where.params)),
    all(
      q(
        ctx,
        `${o.select} WHERE ${w} ORDER BY ${o.order} LIMIT ? OFFSET ?`,
        ...o.selectParams,
        ...o.where.params,
        p.perPage,
        (p.page - 1) * p.perPage,
      ),
      o.Row,
    ),
  ]);
  return { rows, meta: numberedPageMeta(p, n) };
}
