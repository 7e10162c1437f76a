import { createFileRoute } from "@tanstack/react-router";
import { BookingDetail } from "../../../features/bookings/booking-detail";
import { bookingQuery } from "../../../features/bookings/api";

/** SPEC §2 /booking/{id}: the booking's page (the confirmation after paying). */
export const Route = createFileRoute("/_dashboard/booking/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(bookingQuery(params.id)),
  head: () => ({ meta: [{ title: "Your booking · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <BookingDetail id={Route.useParams().id} />;
}

