import { createFileRoute } from "@tanstack/react-router";
import { BookingDetail } from "../../../features/bookings/booking-detail";
import { BookingEntry } from "../../../features/stays/booking-entry";

/** SPEC §2 /booking/{id}: a short-stay listing's booking page (calendar), or a booking's page (the confirmation after paying). */
export const Route = createFileRoute("/_dashboard/booking/$id")({
  head: () => ({ meta: [{ title: "Your booking · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <BookingEntry id={id} inspection={<BookingDetail id={id} />} />;
}
