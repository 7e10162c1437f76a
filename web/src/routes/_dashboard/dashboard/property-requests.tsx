import { createFileRoute } from "@tanstack/react-router";
import { EmptyState } from "../../../components/ui/empty-state";

export const Route = createFileRoute("/_dashboard/dashboard/property-requests")({
  head: () => ({ meta: [{ title: "Property requests · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Property requests</h1>
        <p className="text-sm text-ink-600">Seekers describe the home they want; requests in the states you list in appear here.</p>
      </div>
      <div className="rounded-2xl border border-ink-200 bg-white">
        <EmptyState title="No requests yet" description="When a seeker asks for a property in your area, you'll see it here and can answer with a matching listing." />
      </div>
    </div>
  ),
});
