import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatNaira } from "../../lib/format";
import { staysQuery } from "./api";
import { STAY_STATUS_LABEL, dmy } from "./format";
import { BookingRowLink, BookingsSection } from "../bookings/bookings-section";

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
        <BookingRowLink
          id={s.id}
          title={s.property.title}
          detail={
            <>
              {dmy(s.checkIn)} to {dmy(s.checkOut)} · {s.nights} night{s.nights === 1 ? "" : "s"} ·{" "}
              {formatNaira(s.totalKobo)} · {s.role === "guest" ? "You booked" : "On your listing"}
            </>
          }
          status={STAY_STATUS_LABEL[s.status]}
        />
      )}
    </BookingsSection>
  );
}
