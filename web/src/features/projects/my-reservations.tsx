import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { RESERVATION_STATUS_LABELS } from "@contracts/projects";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Spinner } from "../../components/ui/spinner";
import { formatDate, formatNaira } from "../../lib/format";
import { reservationsQuery } from "./api";
import { PageNav } from "../layout/page-nav";

/** The signed-in buyer's unit reservations in developer projects (in /dashboard/bookings), newest first, each linking to its page. */
export function MyReservations() {
  const [page, setPage] = useState(1);
  const q = useQuery(reservationsQuery("seeker", page));
  return (
    <section aria-labelledby="reservations-title" className="space-y-3">
      <h2 id="reservations-title" className="text-lg font-semibold text-ink-900">
        Unit reservations
      </h2>
      {q.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> Loading reservations…
        </div>
      ) : q.isError ? (
        <Alert variant="danger">{(q.error as Error).message}</Alert>
      ) : !q.data.data.length ? (
        <p className="rounded-xl border border-dashed border-ink-200 p-4 text-sm text-ink-600">
          No unit reservations yet. Reserve a unit from a developer's project: your deposit is held until the developer
          confirms.
        </p>
      ) : (
        <ul
          className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white"
          data-testid="reservations-list"
        >
          {q.data.data.map((r) => (
            <li key={r.id}>
              <Link
                to="/project-booking/$id"
                params={{ id: r.project.id }}
                search={{ reservation: r.id }}
                className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-ink-50"
              >
                <span>
                  <span className="block font-medium text-ink-900">{r.project.name}</span>
                  <span className="text-sm text-ink-600">
                    {r.unit.type} · deposit {formatNaira(r.depositKobo)} · reserved {formatDate(r.createdAt)}
                  </span>
                  {r.declineReason && <span className="block text-sm text-ink-700">Declined: “{r.declineReason}”</span>}
                </span>
                <Badge
                  variant={
                    r.status === "confirmed"
                      ? "success"
                      : r.status === "pending" || r.status === "awaiting_payment"
                        ? "warning"
                        : "neutral"
                  }
                >
                  {RESERVATION_STATUS_LABELS[r.status]}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageNav page={page} lastPage={q.data?.meta.lastPage} onPage={setPage} />
    </section>
  );
}
