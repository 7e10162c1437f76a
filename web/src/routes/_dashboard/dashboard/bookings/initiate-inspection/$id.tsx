import { createFileRoute } from "@tanstack/react-router";
import { InitiateInspection } from "../../../../../features/bookings/initiate";
import { bookingQuery } from "../../../../../features/bookings/api";

export const Route = createFileRoute("/_dashboard/dashboard/bookings/initiate-inspection/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(bookingQuery(params.id)),
  head: () => ({ meta: [{ title: "Start inspection · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <InitiateInspection id={Route.useParams().id} />;
}
