import { createFileRoute } from "@tanstack/react-router";
import { ComparePage } from "../../../features/compare/compare-page";
import { PageTitle } from "../../../components/ui/page-title";

export const Route = createFileRoute("/_dashboard/dashboard/compare")({
  head: () => ({ meta: [{ title: "Compare listings · PropertyNG" }] }),
  component: () => (
    <div className="space-y-6">
      <PageTitle title="Compare listings">Price, fees, total move-in cost and features side by side.</PageTitle>
      <ComparePage />
    </div>
  ),
});
