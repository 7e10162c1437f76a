import { createFileRoute } from "@tanstack/react-router";
import { PropertyRequestsPage } from "../../../features/property-requests/requests-page";
import { PageTitle } from "../../../components/ui/page-title";

export const Route = createFileRoute("/_dashboard/dashboard/property-requests")({
  head: () => ({ meta: [{ title: "Property requests · PropertyNG" }] }),
  // Back from paying for a contact by card: the provider adds ?reference= to the address it was given.
  validateSearch: (s: Record<string, unknown>): { reference?: string } =>
    typeof s.reference === "string" && s.reference ? { reference: s.reference } : {},
  component: function PropertyRequestsRoute() {
    const { reference } = Route.useSearch();
    return (
      <div className="space-y-6">
        <PageTitle title="Property requests">
          Seekers describe the home they want; brokerages and companies answer them.
        </PageTitle>
        <PropertyRequestsPage reference={reference} />
      </div>
    );
  },
});
