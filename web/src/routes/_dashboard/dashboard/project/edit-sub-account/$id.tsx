import { createFileRoute } from "@tanstack/react-router";
import { requireLeadDeveloper } from "../../../../../features/projects/access";
import { EditSubAccount } from "../../../../../features/projects/sub-accounts";

export const Route = createFileRoute("/_dashboard/dashboard/project/edit-sub-account/$id")({
  beforeLoad: requireLeadDeveloper,
  head: () => ({ meta: [{ title: "Edit sub account · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <EditSubAccount key={id} id={id} />;
}
