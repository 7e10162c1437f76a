import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Badge } from "../../components/ui/badge";
import { formatNaira } from "../../lib/format";
import { staysQuery } from "./api";
import { STAY_STATUS_LABEL, dmy } from "./format";
import { BookingsSection } from "../bookings/bookings-section";

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
    <BookingsSection
      id="stays-title"
      title="Short stays"
      loading="Loading stays…"
      empty="No short stays here. Book one from a short-stay listing: your money is held until the stay happens."
      testId="stays-list"
      query={q}
      page={page}
      onPage={setPage}
    >
      {(s) => (
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
      )}
    </BookingsSection>
  );
}
