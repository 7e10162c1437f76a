import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { optString, pageNumber } from "../../../../lib/search";
import { AdminProjectsPanel, type ProjectFilters } from "../../../../features/admin/projects/projects";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/projects")({
  validateSearch: (s: Record<string, unknown>): ProjectFilters => ({
    page: pageNumber(s.page),
    search: optString(s.search),
    listed: s.listed === "true" || s.listed === "false" ? s.listed : undefined,
  }),
  head: () => ({ meta: [{ title: "Projects · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (patch: ProjectFilters) => void navigate({ search: (s) => ({ ...s, ...patch }) }),
    [navigate],
  );
  return (
    <div className="space-y-4">
      <PageTitle title="Projects">
        Developers' projects. Delisting takes one off the site until our team relists it; the developer sees the reason,
        and every action is kept in the activity log.
      </PageTitle>
      <AdminProjectsPanel filters={filters} onChange={onChange} />
    </div>
  );
}
