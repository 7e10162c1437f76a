import { createFileRoute } from "@tanstack/react-router";
import { SavedListingsPage } from "../../../../features/saved/saved-listings-page";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_dashboard/dashboard/property/saved-listings")({
  head: () => ({ meta: [{ title: "Saved listings · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <PageTitle title="Saved listings">Listings you saved with the heart.</PageTitle>
      <SavedListingsPage />
    </div>
  ),
});
