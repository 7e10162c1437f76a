import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { pageNumber } from "../../../../lib/search";
import { ComposeBroadcast } from "../../../../features/admin-broadcasts/compose";
import { BroadcastHistory } from "../../../../features/admin-broadcasts/history";

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
      <h1 className="text-2xl font-semibold text-ink-900">Broadcast message</h1>
      <ComposeBroadcast />
      <BroadcastHistory page={page} onPage={(p) => void navigate({ search: { page: p } })} />
    </div>
  );
}
