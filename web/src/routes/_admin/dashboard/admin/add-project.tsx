import { createFileRoute } from "@tanstack/react-router";
import { AddProjectForDeveloper } from "../../../../features/admin/listings/add-project";

export const Route = createFileRoute("/_admin/dashboard/admin/add-project")({
  head: () => ({ meta: [{ title: "Add project · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Add a project for a developer</h1>
        <p className="text-sm text-ink-600">
          The project belongs to the developer and appears on their dashboard and public page. They add photos and
          videos themselves. Kept in the activity log under your name.
        </p>
      </div>
      <AddProjectForDeveloper />
    </div>
  );
}
