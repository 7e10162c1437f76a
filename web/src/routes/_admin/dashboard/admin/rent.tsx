import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { RENT_STATUSES, type RentStatus } from "@contracts/rent-rules";
import { pageNumber } from "../../../../lib/search";
import { AdminRent, type AdminRentFilters } from "../../../../features/admin/rent/rent";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/rent")({
  validateSearch: (s: Record<string, unknown>): AdminRentFilters => ({
    page: pageNumber(s.page),
    status: RENT_STATUSES.includes(s.status as RentStatus) ? (s.status as RentStatus) : undefined,
    stuck: s.stuck === "true" ? "true" : undefined,
    overdue: s.overdue === "true" ? "true" : undefined,
    open: typeof s.open === "string" && /^[\w-]{1,64}$/.test(s.open) ? s.open : undefined,
  }),
  head: () => ({ meta: [{ title: "Rent in escrow · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (patch: AdminRentFilters) => void navigate({ search: (s) => ({ ...s, ...patch }) }),
    [navigate],
  );
  return (
    <div className="space-y-4">
      <PageTitle title="Rent in escrow">
        Tenants' rent held until they move in. Disputes come first, with both sides' statements and photos; a stuck
        release is rent held past its release day, or a paid period past its due date. Monthly and quarterly rent shows
        what is overdue; the tenancy goes on, and both sides are told. Every decision is kept in the activity log.
      </PageTitle>
      <AdminRent filters={filters} onChange={onChange} />
    </div>
  );
}
