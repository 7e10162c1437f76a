import { createFileRoute } from "@tanstack/react-router";
import { requireLeadDeveloper } from "../../../../features/projects/access";
import { SubAccountForm } from "../../../../features/projects/sub-accounts";

export const Route = createFileRoute("/_dashboard/dashboard/project/add-new-sub-account")({
  beforeLoad: requireLeadDeveloper,
  head: () => ({ meta: [{ title: "Add sub account · PropertyNG" }] }),
  component: () => <SubAccountForm />,
});
