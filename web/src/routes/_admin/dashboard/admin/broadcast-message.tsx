import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { pageNumber } from "../../../../lib/search";
import { ComposeBroadcast } from "../../../../features/admin/broadcasts/compose";
import { BroadcastHistory } from "../../../../features/admin/broadcasts/history";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/broadcast-message")({
  validateSearch: (s: Record<string, unknown>): { page?: number } => ({ page: pageNumber(s.page) }),
  head: () => ({ meta: [{ title: "Broadcast message · Admin · PropertyNG" }] }),
  component: BroadcastMessage,
});

/** Broadcast messages (CAN_VIEW_LISTING): compose a broadcast to a segment, then follow its delivery. */
function BroadcastMessage() {
  const page = Route.useSearch().page ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="space-y-4">
      <PageTitle title="Broadcast message">
        A broadcast is queued at once and delivered by a job that runs every five minutes: an in-app notification to
        each recipient, and a push to browsers that allowed notifications. Press Send now on a queued broadcast to
        deliver it without waiting.
      </PageTitle>
      <ComposeBroadcast />
      <BroadcastHistory page={page} onPage={(p) => void navigate({ search: { page: p } })} />
    </div>
  );
}
