import { createFileRoute } from "@tanstack/react-router";
import { BookingDetail } from "../../../../features/bookings/booking-detail";
import { bookingQuery } from "../../../../features/bookings/api";
import { StayDetail } from "../../../../features/stays/stay-detail";
import { stayQuery } from "../../../../features/stays/api";

export const Route = createFileRoute("/_dashboard/dashboard/bookings/$id")({
  // Short-stay bookings have ids starting with "stay_"; the rest are inspections.
  loader: ({ context, params }) =>
    params.id.startsWith("stay_")
      ? context.queryClient.ensureQueryData(stayQuery(params.id))
      : context.queryClient.ensureQueryData(bookingQuery(params.id)),
  head: () => ({ meta: [{ title: "Booking · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return id.startsWith("stay_") ? <StayDetail id={id} /> : <BookingDetail id={id} />;
}
