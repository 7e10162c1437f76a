import { createFileRoute } from "@tanstack/react-router";
import { StaySettings } from "../../../../../features/stays/stay-settings";
import { staySettingsQuery } from "../../../../../features/stays/api";

/** The host's stay settings of a short-stay listing (from My listings → Stay settings). */
export const Route = createFileRoute("/_dashboard/dashboard/bookings/stay-settings/$listingId")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(staySettingsQuery(params.listingId)),
  head: () => ({ meta: [{ title: "Stay settings · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <StaySettings listingId={Route.useParams().listingId} />;
}
