import { createFileRoute } from "@tanstack/react-router";
import { AddProjectForDeveloper } from "../../../../features/admin/listings/add-project";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/add-project")({
  head: () => ({ meta: [{ title: "Add project · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return (
    <div className="space-y-4">
      <PageTitle title="Add a project for a developer">
        The project belongs to the developer and appears on their dashboard and public page. They add photos and videos
        themselves. Kept in the activity log under your name.
      </PageTitle>
      <AddProjectForDeveloper />
    </div>
  );
}
