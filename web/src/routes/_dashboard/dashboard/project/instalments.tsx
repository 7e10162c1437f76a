import { createFileRoute } from "@tanstack/react-router";
import { requireDeveloper } from "../../../../features/projects/access";
import { DeveloperPlans } from "../../../../features/projects/developer-plans";

export const Route = createFileRoute("/_dashboard/dashboard/project/instalments")({
  beforeLoad: requireDeveloper,
  head: () => ({ meta: [{ title: "Instalment plans · PropertyNG" }] }),
  component: DeveloperPlans,
});
