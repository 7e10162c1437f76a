import { createFileRoute } from "@tanstack/react-router";
import { PropertyRequestsPage } from "../../../features/property-requests/requests-page";
import { PageTitle } from "../../../components/ui/page-title";

export const Route = createFileRoute("/_dashboard/dashboard/property-requests")({
  head: () => ({ meta: [{ title: "Property requests · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <PageTitle title="Property requests">
        Seekers describe the home they want; brokerages and companies answer them.
      </PageTitle>
      <PropertyRequestsPage />
    </div>
  ),
});
