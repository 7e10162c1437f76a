import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { INSTALMENT_PLAN_STATUSES, type InstalmentPlanStatus } from "@contracts/instalment-rules";
import { pageNumber } from "../../../../lib/search";
import { AdminInstalments, type AdminPlanFilters } from "../../../../features/admin/projects/instalments";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/instalments")({
  validateSearch: (s: Record<string, unknown>): AdminPlanFilters => ({
    page: pageNumber(s.page),
    status: INSTALMENT_PLAN_STATUSES.includes(s.status as InstalmentPlanStatus)
      ? (s.status as InstalmentPlanStatus)
      : undefined,
    overdue: s.overdue === "true" ? "true" : undefined,
  }),
  head: () => ({ meta: [{ title: "Instalment plans · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (patch: AdminPlanFilters) => void navigate({ search: (s) => ({ ...s, ...patch }) }),
    [navigate],
  );
  return (
    <div className="space-y-4">
      <PageTitle title="Instalment plans">
        Buyers' instalments held in escrow: schedules, overdue money and defaults. Approve a milestone to release its
        share to the developer; pause, waive and refund are kept in the activity log.
      </PageTitle>
      <AdminInstalments filters={filters} onChange={onChange} />
    </div>
  );
}
