import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Spinner } from "../../components/ui/spinner";
import { formatNaira } from "../../lib/format";
import { staysQuery } from "./api";
import { STAY_STATUS_LABEL, dmy } from "./format";
import { PageNav } from "../layout/page-nav";

/** The short stays in /dashboard/bookings (same tabs as the inspections): the guest's and those on the host's listings. */
export function StaysList({ tab }: { tab: "upcoming" | "past" | "cancelled" }) {
  const [page, setPage] = useState(1);
  const [shownTab, setShownTab] = useState(tab);
  if (shownTab !== tab) {
    setShownTab(tab);
    setPage(1);
  }
  const q = useQuery(staysQuery({ tab, page }));
  return (
    <section aria-labelledby="stays-title" className="space-y-3">
      <h2 id="stays-title" className="text-lg font-semibold text-ink-900">
        Short stays
      </h2>
      {q.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> Loading stays…
        </div>
      ) : q.isError ? (
        <Alert variant="danger">{(q.error as Error).message}</Alert>
      ) : !q.data.data.length ? (
        <p className="rounded-xl border border-dashed border-ink-200 p-4 text-sm text-ink-600">
          No short stays here. Book one from a short-stay listing: your money is held until the stay happens.
        </p>
      ) : (
        <ul className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white" data-testid="stays-list">
          {q.data.data.map((s) => (
            <li key={s.id}>
              <Link
                to="/dashboard/bookings/$id"
                params={{ id: s.id }}
                className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-ink-50"
              >
                <span>
                  <span className="block font-medium text-ink-900">{s.property.title}</span>
                  <span className="text-sm text-ink-600">
                    {dmy(s.checkIn)} to {dmy(s.checkOut)} · {s.nights} night{s.nights === 1 ? "" : "s"} ·{" "}
                    {formatNaira(s.totalKobo)} · {s.role === "guest" ? "You booked" : "On your listing"}
                  </span>
                </span>
                <Badge>{STAY_STATUS_LABEL[s.status]}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageNav page={page} lastPage={q.data?.meta.lastPage} onPage={setPage} />
    </section>
  );
}
