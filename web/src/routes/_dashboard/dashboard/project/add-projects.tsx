import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { requireDeveloper } from "../../../../features/projects/access";
import { createProject, projectsKey } from "../../../../features/projects/api";
import { draftBody, emptyDraft } from "../../../../features/projects/project-draft";
import { ProjectForm } from "../../../../features/projects/project-form";

export const Route = createFileRoute("/_dashboard/dashboard/project/add-projects")({
  beforeLoad: requireDeveloper,
  head: () => ({ meta: [{ title: "Add project · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink-900">Add project</h1>
      <ProjectForm
        initial={emptyDraft()}
        submitLabel="Publish project"
        withMedia
        onSubmit={async (d) => {
          const r = await createProject({ ...draftBody(d), mediaTokens: d.mediaTokens, videoLinks: d.videoLinks });
          await client.invalidateQueries({ queryKey: projectsKey });
          await navigate({
            to: "/dashboard/project/edit-project/$id",
            params: { id: r.data.id },
            search: { published: true },
          });
        }}
      />
    </div>
  );
}
