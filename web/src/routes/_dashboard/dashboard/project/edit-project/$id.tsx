import { createFileRoute } from "@tanstack/react-router";
import { requireDeveloper } from "../../../../../features/projects/access";
import { projectQuery } from "../../../../../features/projects/api";
import { EditProject } from "../../../../../features/projects/edit-project";

export const Route = createFileRoute("/_dashboard/dashboard/project/edit-project/$id")({
  beforeLoad: requireDeveloper,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectQuery(params.id)),
  head: () => ({ meta: [{ title: "Edit project · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <EditProject key={id} id={id} />;
}
