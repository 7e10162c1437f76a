import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { QueryState } from "../../../components/ui/query-state";
import { client, unwrap } from "../../../lib/client";
import { formatDate } from "../../../lib/format";
import { Pager } from "../pager";
import { Stars } from "../../reviews/stars";
import { ReasonInput } from "../../reviews/review-card";

export type QueueTab = "open" | "hidden";

const queueQuery = (tab: QueueTab, page: number) => ({
  queryKey: ["admin", "reviews", tab, page] as const,
  queryFn: () => unwrap(client.GET("/admin/api/reviews/reports", { params: { query: { tab, page } } })),
});

/** Reported reviews (hide with a reason, or keep) and hidden ones (restore). Every decision is in the activity log. */
export function ReviewQueue({ tab, page, onPage }: { tab: QueueTab; page: number; onPage: (p: number) => void }) {
  const q = useQuery(queueQuery(tab, page));
  return (
    <QueryState
      query={q}
      label="Loading reviews"
      errorTitle="The review queue could not be loaded."
      pending={<p className="text-sm text-ink-600">Loading…</p>}
    >
      {({ data: rows, hasMore }) => (
        <div className="rounded-xl border border-ink-200 bg-white">
          {rows.length === 0 && (
            <p className="p-6 text-center text-sm text-ink-600">
              {tab === "open" ? "No reported reviews." : "No hidden reviews."}
            </p>
          )}
          <ul>
            {rows.map((r) => (
              <li key={r.review.id} className="space-y-2 border-b border-ink-100 p-4" data-testid="queued-review">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars value={r.review.rating} />
                  <span className="font-medium text-ink-900">{r.review.reviewer.displayName}</span>
                  <span className="text-sm text-ink-600">on {r.review.subjectTitle ?? r.review.subjectType}</span>
                  <Badge variant="success">{r.review.verifiedLabel}</Badge>
                  <span className="ml-auto text-xs text-ink-500">{r.review.date}</span>
                </div>
                <p className="text-ink-800">{r.review.review}</p>
                {r.reports.map((x) => (
                  <p key={x.id} className="text-sm text-danger-800">
                    Reported {formatDate(x.createdAt)}: “{x.reason}”
                  </p>
                ))}
                {r.hiddenReason && <p className="text-sm text-ink-600">Hidden: {r.hiddenReason}</p>}
                <Actions id={r.review.id} tab={tab} />
              </li>
            ))}
          </ul>
          <Pager page={page} hasMore={hasMore} onPage={onPage} />
        </div>
      )}
    </QueryState>
  );
}

function Actions({ id, tab }: { id: string; tab: QueueTab }) {
  const qc = useQueryClient();
  const [reason, setReason] = useState("");
  // One mutation for the row's three decisions: any of them keeps all three buttons busy.
  const decide = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "reviews"] }),
  });
  const busy = decide.isPending;
  const run = (call: () => Promise<unknown>) => decide.mutate(call);
  const path = { params: { path: { id } } };
  if (tab === "hidden")
    return (
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => run(() => unwrap(client.POST("/admin/api/reviews/{id}/restore", path)))}
      >
        Restore
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ReasonInput label="Reason for hiding" placeholder="Reason for hiding" value={reason} onChange={setReason} />
      <Button
        size="sm"
        variant="danger"
        loading={busy}
        disabled={reason.trim().length < 3}
        onClick={() => run(() => unwrap(client.POST("/admin/api/reviews/{id}/hide", { ...path, body: { reason } })))}
      >
        Hide review
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => run(() => unwrap(client.POST("/admin/api/reviews/{id}/dismiss", path)))}
      >
        Keep it
      </Button>
    </div>
  );
}
