import type { ReactNode } from "react";
import type { QueryLike } from "../../../components/ui/query-state";
import { AdminListPanel, FilterSelect } from "../admin-list";

type Status = { value: string; label: string };

/** What a queue tab of /dashboard/admin/listings gets from the page: its page and status filter, kept in the URL. */
export type QueueTabProps = {
  page: number;
  status?: string;
  onChange: (patch: { page?: number; status?: string }) => void;
};

/** The status in the URL when it is one of the queue's, else the first (the open items). */
export const queueStatus = <S extends readonly Status[]>(statuses: S, raw: string | undefined): S[number]["value"] =>
  statuses.find((s) => s.value === raw)?.value ?? statuses[0]!.value;

/**
 * A moderation queue tab (reports, suspected duplicates): the status filter, then the paged list of items, one
 * per row (drawn by `children`), and `dialog` (the confirmation its actions open).
 */
export function ModerationQueue<Row extends { id: string }>({
  filterId,
  filterLabel,
  statuses,
  status,
  query,
  page,
  onChange,
  errorTitle,
  pending,
  empty,
  rowClassName,
  dialog,
  children,
}: Omit<QueueTabProps, "status"> & {
  filterId: string;
  filterLabel: string;
  statuses: readonly Status[];
  status: string;
  query: QueryLike<{ data: Row[]; hasMore: boolean }>;
  errorTitle: string;
  pending: ReactNode;
  empty: { title: string; description: string };
  rowClassName: string;
  dialog: ReactNode;
  children: (row: Row) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <FilterSelect
        labelStyle="hidden"
        className="sm:w-48"
        id={filterId}
        label={filterLabel}
        value={status}
        options={statuses}
        onChange={(v) => onChange({ status: v, page: 1 })}
      />
      <AdminListPanel
        query={query}
        page={page}
        onPage={(p) => onChange({ page: p })}
        errorTitle={errorTitle}
        pending={pending}
        empty={empty}
      >
        {(rows) => (
          <ul className="divide-y divide-ink-100">
            {rows.map((r) => (
              <li key={r.id} className={rowClassName}>
                {children(r)}
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
      {dialog}
    </div>
  );
}
