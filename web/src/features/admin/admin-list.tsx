import type { ReactNode } from "react";
import { EmptyState } from "../../components/ui/empty-state";
import { QueryError, type QueryLike } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { Table } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { useTypedSearch } from "../../lib/use-typed-search";
import { Pager } from "./pager";

// The filter controls of a list stand in components/ui: admin pages import them from here as well.
export { FilterDate, FilterSearch, FilterSelect } from "../../components/ui/filter-fields";

/** One page of an admin list, as every paged admin endpoint answers it. */
type PageOf<Row> = { data: Row[]; hasMore: boolean };

/** The props of a list whose filters (its page among them) live in the address: the filters, and a change to them. */
export type FilteredListProps<Filters> = { filters: Filters; onChange: (patch: Filters) => void };

/**
 * A list whose filters (its page among them) live in the address, bound to them: `paging` for its panel (page 1
 * written as no page, so a first page's address has none) and `filtering` for its filter controls (ChoiceFilters,
 * StateFilter), where a change starts again from the first page.
 */
export function filteredList<F extends { page?: number }>(filters: F, onChange: (patch: Partial<F>) => void) {
  return {
    paging: { page: filters.page ?? 1, onPage: (p: number) => onChange({ page: p > 1 ? p : undefined } as Partial<F>) },
    filtering: { search: filters, onChange: (patch: Partial<F>) => onChange({ ...patch, page: undefined }) },
  };
}

/** A numbered page (`meta.lastPage`, as the instalment and project reports answer) as the panel reads a page. */
export const numberedPanel = <Row,>(
  q: QueryLike<{ data: Row[]; meta: { lastPage: number } }>,
  paging: { page: number; onPage: (page: number) => void },
): { query: QueryLike<PageOf<Row>>; page: number; onPage: (page: number) => void } => ({
  ...paging,
  query: { ...q, data: q.data && { data: q.data.data, hasMore: q.data.meta.lastPage > paging.page } },
});

/**
 * The panel of a paged admin list: placeholder lines while the first page loads, the failure with a retry, the
 * empty state, the rows (drawn by `children`) and the pager under them. A page already shown stays while the
 * next loads (the queries keep their previous data).
 */
export function AdminListPanel<Row>({
  query,
  page,
  onPage,
  errorTitle,
  empty,
  pending = <LineSkeletons />,
  header,
  footer,
  children,
}: {
  query: QueryLike<PageOf<Row>>;
  page: number;
  onPage: (page: number) => void;
  errorTitle: string;
  /** What an empty page says: an EmptyState's title and description, or a whole node (with its own action). */
  empty: { title: string; description?: string; action?: ReactNode } | ReactNode;
  /** Placeholders the shape of the rows, marked as loading (LineSkeletons, RowSkeletons). */
  pending?: ReactNode;
  /** Inside the panel above the rows (a search of this list); `footer` between the rows and the pager. */
  header?: ReactNode;
  footer?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  const data = query.data;
  return (
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      {header}
      {data ? (
        data.data.length === 0 ? (
          isEmptyText(empty) ? (
            <EmptyState title={empty.title} description={empty.description} action={empty.action} />
          ) : (
            empty
          )
        ) : (
          children(data.data)
        )
      ) : query.error ? (
        <div className="p-4">
          <QueryError query={query} title={errorTitle} />
        </div>
      ) : (
        pending
      )}
      {footer}
      {data && (data.data.length > 0 || page > 1) && <Pager page={page} hasMore={data.hasMore} onPage={onPage} />}
    </div>
  );
}

const isEmptyText = (e: unknown): e is { title: string; description?: string; action?: ReactNode } =>
  typeof e === "object" && e !== null && "title" in e && typeof (e as { title: unknown }).title === "string";

/**
 * The URL state of an admin list page: its page (1 when the URL has none), the search box's text (it reaches the
 * URL after a pause, back on page 1), `paging` for the panel, and `filtering` for the page's other filters
 * (ChoiceFilters: a change goes back to page 1). Changes merge into the URL's search (the route's navigate).
 */
export function useAdminListSearch<S extends { page?: number; search?: string }>(
  raw: S,
  patch: (p: Partial<S>) => void,
) {
  const search = { ...raw, page: raw.page ?? 1 };
  const [text, setText] = useTypedSearch(search.search, (t) => patch({ search: t, page: 1 } as Partial<S>));
  const paging = { page: search.page, onPage: (page: number) => patch({ page } as Partial<S>) };
  const filtering = { search, onChange: (p: Partial<S>) => patch({ ...p, page: 1 }) };
  return { search, text, setText, paging, filtering };
}

/**
 * Full-width placeholder lines the height of a row, so the list does not jump when it arrives. They announce the
 * loading themselves unless `announce` is false (inside a QueryState, whose pending region already does).
 */
export function LineSkeletons({
  rows = 6,
  height = "h-10",
  announce = true,
}: {
  rows?: number;
  height?: string;
  announce?: boolean;
}) {
  return (
    <div
      className="space-y-2 p-4"
      role={announce ? "status" : undefined}
      aria-busy={announce || undefined}
      aria-label={announce ? "Loading" : undefined}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn(height, "w-full")} />
      ))}
    </div>
  );
}

/** A header cell: a word, or `{ hidden }` for a column of buttons or links named only for screen readers. */
type Column = string | { hidden: string };

/** The table of an admin list: a header row, then the rows `children` draws with <AdminCell>. */
export function AdminTable({
  columns,
  className,
  children,
}: {
  columns: Column[];
  className?: string;
  children: ReactNode;
}) {
  return (
    // relative: an sr-only header label is positioned inside the scroller, not past the page's edge.
    <Table
      className={cn("relative", className)}
      headClassName="bg-ink-50 text-ink-600"
      cellClassName="px-4 py-3 font-medium"
      columns={columns.map((c) => (typeof c === "string" ? c : { hidden: c.hidden, className: "px-4 py-3" }))}
    >
      <tbody className="divide-y divide-ink-100">{children}</tbody>
    </Table>
  );
}

export function AdminCell({ className, children }: { className?: string; children?: ReactNode }) {
  return <td className={cn("px-4 py-3", className)}>{children}</td>;
}
