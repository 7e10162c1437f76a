import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { RESERVATION_STATUS_LABELS } from "@contracts/projects";
import { Badge } from "../../components/ui/badge";
import { formatDate, formatNaira } from "../../lib/format";
import { reservationsQuery } from "./api";
import { BookingsSection } from "../bookings/bookings-section";

/** The signed-in buyer's unit reservations in developer projects (in /dashboard/bookings), newest first, each linking to its page. */
export function MyReservations() {
  const [page, setPage] = useState(1);
  const q = useQuery(reservationsQuery("seeker", page));
  return (
    <BookingsSection
      id="reservations-title"
      title="Unit reservations"
      loading="Loading reservations…"
      empty="No unit reservations yet. Reserve a unit from a developer's project: your deposit is held until the developer confirms."
      testId="reservations-list"
      query={q}
      page={page}
      onPage={setPage}
    >
      {(r) => (
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
      )}
    </BookingsSection>
  );
}
