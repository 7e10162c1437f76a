import { createFileRoute } from "@tanstack/react-router";
import { EmptyState } from "../../../../components/ui/empty-state";
import { requireDeveloper } from "../../../../features/projects/access";

export const Route = createFileRoute("/_dashboard/dashboard/project/reviews")({
  beforeLoad: requireDeveloper,
  head: () => ({ meta: [{ title: "Project reviews · PropertyNG" }] }),
  component: () => (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink-900">Project reviews</h1>
      <EmptyState title="Reviews arrive with the reviews feature" description="When buyers can review projects, their reviews of yours will show here." />
    </div>
  ),
});
