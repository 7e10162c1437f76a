import { useQuery } from "@tanstack/react-query";
import type { BookingTab as ContractBookingTab } from "@contracts/bookings";
import { ButtonLink } from "../../components/ui/text-link";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { formatNaira } from "../../lib/format";
import { bookingsQuery } from "./api";
import { STATUS_LABEL, bookingDate, bookingTime } from "./format";
import { PageNav } from "../layout/page-nav";
import { BookingRowLink } from "./bookings-section";

export type BookingTab = Exclude<ContractBookingTab, "all">;

/** /dashboard/bookings: the seeker's bookings and those on the lister's listings, by tab, with paging. */
export function BookingsList({
  tab,
  page,
  onChange,
}: {
  tab: BookingTab;
  page: number;
  onChange: (next: { tab: BookingTab; page: number }) => void;
}) {
  const q = useQuery(bookingsQuery({ tab, page }));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-ink-900">Bookings</h1>
        <ButtonLink to="/dashboard/bookings/safety-tips" variant="link" size="sm">
          Safety tips
        </ButtonLink>
      </div>
      <Tabs value={tab} onValueChange={(v) => onChange({ tab: v as BookingTab, page: 1 })}>
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
          <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
        </TabsList>
        {/* The panel the active tab controls (aria-controls must point at it). */}
        <TabsContent value={tab} className="space-y-4">
          {q.isPending ? (
            <Spinner />
          ) : !q.data?.data.length ? (
            <EmptyState
              title="No bookings here"
              description="Book an inspection from a listing page: the fee is held in escrow until the viewing."
            />
          ) : (
            <ul
              className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white"
              data-testid="bookings-list"
            >
              {q.data.data.map((b) => (
                <li key={b.id}>
                  <BookingRowLink
                    id={b.id}
                    title={b.property.title}
                    detail={
                      <>
                        {bookingDate(b.appointmentDate)} at {bookingTime(b.appointmentDate)} · {formatNaira(b.feeKobo)}{" "}
                        · {b.role === "seeker" ? "You booked" : "On your listing"}
                      </>
                    }
                    status={STATUS_LABEL[b.status] ?? b.status}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <PageNav page={page} lastPage={q.data?.meta.lastPage} onPage={(p) => onChange({ tab, page: p })} />
    </div>
  );
}
