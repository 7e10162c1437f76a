import { createFileRoute } from "@tanstack/react-router";
import { planQuery } from "../../../../../features/projects/instalments-api";
import { InstalmentSchedule } from "../../../../../features/projects/instalment-schedule";

export const Route = createFileRoute("/_dashboard/dashboard/bookings/instalments/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(planQuery(params.id)),
  head: () => ({ meta: [{ title: "Instalment schedule · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <InstalmentSchedule id={Route.useParams().id} />;
}
