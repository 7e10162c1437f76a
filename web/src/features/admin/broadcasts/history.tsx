import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ValueBadge, type BadgeWords } from "../../../components/ui/badge";
import { toast } from "../../../lib/toast";
import { EmptyState } from "../../../components/ui/empty-state";
import { LineSkeletons } from "../admin-list";
import { formatDateTime } from "../../../lib/format";
import { Pager } from "../pager";
import { broadcastsQuery, deliverBroadcast } from "./api";
import type { QueryData } from "../../../lib/query";
import { MutationButton } from "../../../components/ui/mutation-button";

type Row = QueryData<typeof broadcastsQuery>["data"][number];

function segmentText(s: Row["segment"]) {
  const parts = [s.accountTypes?.length ? s.accountTypes.join(", ") : "all account types"];
  if (s.stateIds?.length) parts.push(`${s.stateIds.length} state${s.stateIds.length === 1 ? "" : "s"}`);
  if (s.plan)
    parts.push(s.plan === "free" ? "no active plan" : s.plan === "paid" ? "any active plan" : `plan ${s.plan}`);
  return parts.join(" · ");
}

const STATUS_BADGE: BadgeWords<Row["status"]> = { sending: ["Sending", "warning"], sent: ["Sent", "success"] };

const n = (v: number) => v.toLocaleString("en-NG");

/** Past broadcasts with their delivery counts (refreshed every 30 s while one is being delivered). */
export function BroadcastHistory({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const q = useQuery(broadcastsQuery(page));
  const qc = useQueryClient();
  const deliver = useMutation({
    mutationFn: deliverBroadcast,
    onSuccess: (b) => {
      void qc.invalidateQueries({ queryKey: ["admin", "broadcasts", "list"] });
      toast.success(b.status === "sent" ? "Broadcast delivered" : "Delivery started", {
        description:
          b.status === "sent"
            ? `${n(b.delivered)} in-app notifications, ${n(b.pushed)} pushed.`
            : "Part of the audience is reached; press Send now again or let the cron finish.",
      });
    },
  });
  return (
    <section aria-labelledby="bc-history" className="rounded-xl border border-ink-200 bg-white">
      <h2 id="bc-history" className="border-b border-ink-200 px-4 py-3 text-base font-semibold text-ink-900">
        Past broadcasts
      </h2>
      {q.isError ? (
        <p role="alert" className="p-4 text-sm text-danger-600">
          The broadcasts could not be loaded.
        </p>
      ) : !q.data ? (
        <LineSkeletons rows={3} height="h-16" announce={false} />
      ) : q.data.data.length === 0 ? (
        <EmptyState title="No broadcasts yet" description="Messages you send appear here with their delivery counts." />
      ) : (
        <>
          <ul className="divide-y divide-ink-100">
            {q.data.data.map((b) => (
              <li key={b.id} className="space-y-1 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-ink-900">{b.title}</span>
                  <ValueBadge value={b.status} words={STATUS_BADGE} />
                  {b.status !== "sent" && (
                    <MutationButton size="sm" variant="outline" mutation={deliver} variables={b.id}>
                      Send now
                    </MutationButton>
                  )}
                  <span className="ml-auto text-xs text-ink-500">
                    {formatDateTime(b.createdAt)}
                    {b.createdBy ? ` · ${b.createdBy}` : ""}
                  </span>
                </div>
                <p className="text-ink-700">{b.body}</p>
                <p className="text-xs text-ink-500">{segmentText(b.segment)}</p>
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700" aria-label="Delivery counts">
                  <div>
                    <dt className="inline">Recipients </dt>
                    <dd className="inline font-semibold">{n(b.recipients)}</dd>
                  </div>
                  <div>
                    <dt className="inline">Delivered in-app </dt>
                    <dd className="inline font-semibold">{n(b.delivered)}</dd>
                  </div>
                  <div>
                    <dt className="inline">Pushed </dt>
                    <dd className="inline font-semibold">{n(b.pushed)}</dd>
                  </div>
                  <div>
                    <dt className="inline">Push failed </dt>
                    <dd className="inline font-semibold">{n(b.pushFailed)}</dd>
                  </div>
                  <div>
                    <dt className="inline">Opted out </dt>
                    <dd className="inline font-semibold">{n(b.optedOut)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={q.data.hasMore} onPage={onPage} />
        </>
      )}
    </section>
  );
}
