import { createFileRoute } from "@tanstack/react-router";
import { PlansPage } from "../../../../features/plans/plans-page";

export const Route = createFileRoute("/_dashboard/dashboard/subscription-plans/")({
  head: () => ({ meta: [{ title: "Subscription plans · PropertyNG" }] }),
  component: PlansPage,
});
