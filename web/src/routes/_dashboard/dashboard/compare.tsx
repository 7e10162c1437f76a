import { createFileRoute } from "@tanstack/react-router";
import { ComparePage } from "../../../features/compare/compare-page";

export const Route = createFileRoute("/_dashboard/dashboard/compare")({
  head: () => ({ meta: [{ title: "Compare listings · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Compare listings</h1>
        <p className="text-sm text-ink-600">Price, fees, total move-in cost and features side by side.</p>
      </div>
      <ComparePage />
    </div>
  ),
});
