import { createFileRoute } from "@tanstack/react-router";
import { SavedSearchesPage } from "../../../../features/saved/saved-searches-page";

export const Route = createFileRoute("/_dashboard/dashboard/property/saved-searches")({
  head: () => ({ meta: [{ title: "Saved searches · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Saved searches</h1>
        <p className="text-sm text-ink-600">Searches you saved; we email new matches once a day.</p>
      </div>
      <SavedSearchesPage />
    </div>
  ),
});
