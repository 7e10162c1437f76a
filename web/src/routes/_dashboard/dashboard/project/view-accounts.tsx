import { createFileRoute } from "@tanstack/react-router";
import { requireLeadDeveloper } from "../../../../features/projects/access";
import { ViewAccounts } from "../../../../features/projects/sub-accounts";

export const Route = createFileRoute("/_dashboard/dashboard/project/view-accounts")({
  beforeLoad: requireLeadDeveloper,
  head: () => ({ meta: [{ title: "Team accounts · PropertyNG" }] }),
  component: ViewAccounts,
});
