import { createFileRoute } from "@tanstack/react-router";
import { PropertyRequestsPage } from "../../../features/property-requests/requests-page";

export const Route = createFileRoute("/_dashboard/dashboard/property-requests")({
  head: () => ({ meta: [{ title: "Property requests · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Property requests</h1>
        <p className="text-sm text-ink-600">
          Seekers describe the home they want; brokerages and companies answer them.
        </p>
      </div>
      <PropertyRequestsPage />
    </div>
  ),
});
