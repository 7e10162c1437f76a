import { createFileRoute } from "@tanstack/react-router";
import { SavedListingsPage } from "../../../../features/saved/saved-listings-page";

export const Route = createFileRoute("/_dashboard/dashboard/property/saved-listings")({
  head: () => ({ meta: [{ title: "Saved listings · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Saved listings</h1>
        <p className="text-sm text-ink-600">Listings you saved with the heart.</p>
      </div>
      <SavedListingsPage />
    </div>
  ),
});
