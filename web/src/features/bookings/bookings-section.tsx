import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Spinner } from "../../components/ui/spinner";
import { PageNav } from "../layout/page-nav";
import { TitledSection } from "../../components/ui/titled-section";

/**
 * A paged list of its own under the bookings page's tabs (short stays, unit reservations): a heading, then a
 * spinner, the failure, a dashed note when there is nothing, or the rows (each drawn by `children`), and the
 * page links under them.
 */
export function BookingsSection<Row extends { id: string }>({
  id,
  title,
  loading,
  empty,
  testId,
  query: q,
  page,
  onPage,
  children,
}: {
  id: string;
  title: string;
  /** What the spinner says ("Loading stays…"). */
  loading: string;
  empty: ReactNode;
  testId: string;
  query: UseQueryResult<{ data: Row[]; meta: { lastPage: number } }>;
  page: number;
  onPage: (page: number) => void;
  children: (row: Row) => ReactNode;
}) {
  return (
    <TitledSection id={id} title={title} className="space-y-3">
      {q.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> {loading}
        </div>
      ) : q.isError ? (
        <Alert variant="danger">{q.error.message}</Alert>
      ) : !q.data.data.length ? (
        <p className="rounded-xl border border-dashed border-ink-200 p-4 text-sm text-ink-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white" data-testid={testId}>
          {q.data.data.map((r) => (
            <li key={r.id}>{children(r)}</li>
          ))}
        </ul>
      )}
      <PageNav page={page} lastPage={q.data?.meta.lastPage} onPage={onPage} />
    </TitledSection>
  );
}

/** A row of the bookings page (an inspection, a short stay): what and when, its status, opening the booking. */
export function BookingRowLink({
  id,
  title,
  detail,
  status,
}: {
  id: string;
  title: string;
  detail: ReactNode;
  status: string;
}) {
  return (
    <Link
      to="/dashboard/bookings/$id"
      params={{ id }}
      className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-ink-50"
    >
      <span>
        <span className="block font-medium text-ink-900">{title}</span>
        <span className="text-sm text-ink-600">{detail}</span>
      </span>
      <Badge>{status}</Badge>
    </Link>
  );
}
