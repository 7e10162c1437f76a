import { createFileRoute } from "@tanstack/react-router";
import { PlanPage } from "../../../../features/plans/plan-page";

export const Route = createFileRoute("/_dashboard/dashboard/subscription-plans/$id")({
  validateSearch: (s: Record<string, unknown>): { interval: "monthly" | "yearly" } => ({
    interval: s.interval === "yearly" ? "yearly" : "monthly",
  }),
  head: () => ({ meta: [{ title: "Plan · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { interval } = Route.useSearch();
  return <PlanPage id={id} interval={interval} />;
}
