import { createFileRoute } from "@tanstack/react-router";
import { BookingDetail } from "../../../../features/bookings/booking-detail";
import { bookingQuery } from "../../../../features/bookings/api";

export const Route = createFileRoute("/_dashboard/dashboard/bookings/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(bookingQuery(params.id)),
  head: () => ({ meta: [{ title: "Booking · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <BookingDetail id={Route.useParams().id} />;
}

