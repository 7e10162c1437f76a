import { createFileRoute } from "@tanstack/react-router";
import { requireDeveloper } from "../../../../features/projects/access";
import { ProjectReviews } from "../../../../features/reviews/project-reviews";

export const Route = createFileRoute("/_dashboard/dashboard/project/reviews")({
  beforeLoad: requireDeveloper,
  validateSearch: (s: Record<string, unknown>): { page?: number } => ({
    page: Number.isInteger(Number(s.page)) && Number(s.page) > 1 ? Number(s.page) : undefined,
  }),
  head: () => ({ meta: [{ title: "Project reviews · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProjectReviews page={page} onPage={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })} />;
}
