import { createFileRoute } from "@tanstack/react-router";
import { pageNumber, oneOf } from "../../../../lib/search";
import { AdminPropertyRequests, type RequestFilters } from "../../../../features/admin/requests/property-requests";
import { PageTitle } from "../../../../components/ui/page-title";

const STATUSES = ["open", "closed"] as const;
const INTENTS = ["rent", "buy", "short_stay"] as const;

export const Route = createFileRoute("/_admin/dashboard/admin/property-requests")({
  validateSearch: (s: Record<string, unknown>): RequestFilters => ({
    page: pageNumber(s.page),
    status: oneOf(STATUSES, s.status),
    intent: oneOf(INTENTS, s.intent),
    stateId: typeof s.stateId === "number" && Number.isInteger(s.stateId) && s.stateId > 0 ? s.stateId : undefined,
  }),
  head: () => ({ meta: [{ title: "Property requests · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="space-y-4">
      <PageTitle title="Property requests">
        What home seekers asked for, with their contact. Closing a request takes it off the listers' list; every close
        is kept in the activity log with its reason.
      </PageTitle>
      <AdminPropertyRequests
        filters={filters}
        onChange={(patch) => void navigate({ search: (s) => ({ ...s, ...patch }) })}
      />
    </div>
  );
}
