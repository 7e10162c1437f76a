import { createFileRoute } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Alert } from "../../../../../components/ui/alert";
import { ButtonLink } from "../../../../../components/ui/text-link";
import { requireDeveloper } from "../../../../../features/projects/access";
import { projectQuery } from "../../../../../features/projects/api";
import { EditProject } from "../../../../../features/projects/edit-project";

export const Route = createFileRoute("/_dashboard/dashboard/project/edit-project/$id")({
  // `published`: the developer has just pressed "Publish project" (add-projects navigates here with it).
  validateSearch: (s: Record<string, unknown>): { published?: boolean } =>
    s.published === true || s.published === "true" || s.published === 1 ? { published: true } : {},
  beforeLoad: requireDeveloper,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(projectQuery(params.id)),
  head: () => ({ meta: [{ title: "Edit project · PropertyNG" }] }),
  component: Page,
});

/** After "Publish project": say it worked and where buyers see it, before the editing tools. */
function Published({ id }: { id: string }) {
  const { data: p } = useSuspenseQuery(projectQuery(id));
  return (
    <Alert
      variant="success"
      title={p.listed ? "✓ Your project is published" : "✓ Your project is saved"}
      className="mb-5"
    >
      <p>
        {p.listed
          ? `Buyers can now find ${p.name} and reserve its units.`
          : `${p.name} is saved but not listed yet: list it below when it is ready.`}{" "}
        Add progress updates and more photos below at any time.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonLink to="/properties/project/$id" params={{ id }} size="sm">
          View your public page
        </ButtonLink>
        <ButtonLink to="/dashboard/project/my-projects" variant="outline" size="sm">
          Your projects
        </ButtonLink>
      </div>
    </Alert>
  );
}

function Page() {
  const { id } = Route.useParams();
  const { published } = Route.useSearch();
  return (
    <>
      {published && <Published id={id} />}
      <EditProject key={id} id={id} />
    </>
  );
}
