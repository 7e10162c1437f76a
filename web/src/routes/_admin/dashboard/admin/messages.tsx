import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { pageNumber } from "../../../../lib/search";
import { ReportedMessages } from "../../../../features/admin/messages/reported-messages";
import { PageTitle } from "../../../../components/ui/page-title";

type Search = { page?: number };

export const Route = createFileRoute("/_admin/dashboard/admin/messages")({
  validateSearch: (s: Record<string, unknown>): Search => ({ page: pageNumber(s.page) }),
  head: () => ({ meta: [{ title: "Reported messages · Admin · PropertyNG" }] }),
  component: AdminMessages,
});

/** Private conversations are readable by staff only once reported or scam-flagged (CAN_VIEW_DASHBOARD_REPORTS). */
function AdminMessages() {
  const page = Route.useSearch().page ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="space-y-4">
      <PageTitle title="Reported messages">
        Conversations a participant reported, or whose first message shared contact details with an unverified lister.
        Every conversation you open is recorded in the activity log.
      </PageTitle>
      <ReportedMessages page={page} onPage={(p) => void navigate({ search: { page: p } })} />
    </div>
  );
}
