import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { client, unwrap } from "../../../lib/client";
import { formatDateTime } from "../../../lib/format";
import { Pager } from "../pager";

/** Reported and scam-flagged conversations only; opening one is written to the activity log by the API. */
export function ReportedMessages({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const list = useQuery({
    queryKey: ["admin", "messaging", page],
    queryFn: () => unwrap(client.GET("/admin/api/messaging/conversations", { params: { query: { page } } })),
  });
  const [open, setOpen] = useState<string | null>(null);
  if (list.isLoading) return <p className="text-sm text-ink-600">Loading…</p>;
  const rows = list.data?.data ?? [];
  return (
    <div className="rounded-xl border border-ink-200 bg-white">
      {rows.length === 0 && (
        <p className="p-6 text-center text-sm text-ink-600">No reported or flagged conversations.</p>
      )}
      <ul>
        {rows.map((r) => (
          <li key={r.id} className="border-b border-ink-100 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-ink-900">
                {r.seeker.fullName} → {r.agent.fullName}
              </span>
              {!r.agent.kycVerified && <Badge variant="warning">Lister not verified</Badge>}
              {r.reportedAt && <Badge variant="danger">Reported {formatDateTime(r.reportedAt)}</Badge>}
              {r.flaggedAt && <Badge variant="warning">Contact details in first message</Badge>}
              <span className="ml-auto text-xs text-ink-500">
                {r.messages} messages · last {formatDateTime(r.lastMessageAt)}
              </span>
            </div>
            {r.reportReason && <p className="mt-1 text-sm text-ink-700">“{r.reportReason}”</p>}
            <Button size="sm" variant="outline" className="mt-2" onClick={() => setOpen(open === r.id ? null : r.id)}>
              {open === r.id ? "Hide" : "Read (logged)"}
            </Button>
            {open === r.id && <Thread id={r.id} seekerId={r.seeker.id} onCleared={() => setOpen(null)} />}
          </li>
        ))}
      </ul>
      {list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={onPage} />}
    </div>
  );
}

function Thread({ id, seekerId, onCleared }: { id: string; seekerId: string; onCleared: () => void }) {
  const qc = useQueryClient();
  const thread = useQuery({
    queryKey: ["admin", "messaging", "thread", id],
    queryFn: () => unwrap(client.GET("/admin/api/messaging/conversations/{id}", { params: { path: { id } } })),
    staleTime: Infinity,
  });
  const [note, setNote] = useState("");
  const clear = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST("/admin/api/messaging/conversations/{id}/clear", { params: { path: { id } }, body: { note } }),
      ),
    onSuccess: () => {
      onCleared();
      return qc.invalidateQueries({ queryKey: ["admin", "messaging"] });
    },
  });
  return (
    <div className="mt-3 space-y-2 rounded-lg bg-ink-50 p-3">
      {(thread.data?.messages ?? []).map((m) => (
        <p key={m.seq} className={`text-sm ${m.flagged ? "text-warning-800" : "text-ink-800"}`}>
          <span className="font-medium">{m.senderId === seekerId ? "Seeker" : "Lister"}</span> ·{" "}
          <span className="text-xs text-ink-500">{formatDateTime(m.createdAt)}</span>
          <br />
          {m.message || `(${m.attachments.length} picture${m.attachments.length === 1 ? "" : "s"})`}
        </p>
      ))}
      <form
        className="flex gap-2 pt-2"
        onSubmit={(e) => {
          e.preventDefault();
          clear.mutate();
        }}
      >
        <label htmlFor={`note-${id}`} className="sr-only">
          Why the review is closed
        </label>
        <input
          id={`note-${id}`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Why the review is closed"
          className="h-9 flex-1 rounded-lg border border-ink-300 px-3 text-sm"
        />
        <Button size="sm" type="submit" disabled={note.trim().length < 3} loading={clear.isPending}>
          Close review
        </Button>
      </form>
    </div>
  );
}
