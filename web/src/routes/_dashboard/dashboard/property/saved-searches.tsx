import { createFileRoute } from "@tanstack/react-router";
import { SavedSearchesPage } from "../../../../features/saved/saved-searches-page";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_dashboard/dashboard/property/saved-searches")({
  head: () => ({ meta: [{ title: "Saved searches · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <PageTitle title="Saved searches">Searches you saved; we email new matches once a day.</PageTitle>
      <SavedSearchesPage />
    </div>
  ),
});
