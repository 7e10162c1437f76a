import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CONTACT_TOPIC_LABELS } from "@contracts/contact";
import { Badge, ValueBadge, type BadgeWords } from "../../../components/ui/badge";
import { client, unwrap } from "../../../lib/client";
import { formatDateTime } from "../../../lib/format";
import { Pager } from "../pager";
import { MutationButton } from "../../../components/ui/mutation-button";

export type ContactFilter = "new" | "handled" | undefined;
const STATUS_BADGE: BadgeWords<"new" | "handled"> = { new: ["New", "warning"], handled: ["Handled", "success"] };
const topicLabel = (t: string) => (CONTACT_TOPIC_LABELS as Record<string, string>)[t] ?? t;

/** Messages sent through /contact, newest first; marking one handled is written to the activity log. */
export function ContactMessages({
  page,
  status,
  onPage,
}: {
  page: number;
  status: ContactFilter;
  onPage: (p: number) => void;
}) {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: ["admin", "contact-messages", status ?? "all", page],
    queryFn: () => unwrap(client.GET("/admin/api/contact-messages", { params: { query: { page, status } } })),
  });
  const handle = useMutation({
    mutationFn: (id: string) =>
      unwrap(client.POST("/admin/api/contact-messages/{id}/handled", { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "contact-messages"] }),
  });
  if (list.isLoading)
    return (
      <p role="status" className="text-sm text-ink-600">
        Loading…
      </p>
    );
  if (list.isError) return <p className="text-sm text-danger-600">We could not load the messages. Please try again.</p>;
  const rows = list.data?.data ?? [];
  return (
    <div className="rounded-xl border border-ink-200 bg-white">
      {rows.length === 0 && (
        <p className="p-6 text-center text-sm text-ink-600">
          {status === "new" ? "No message waits for a reply." : "No messages yet."}
        </p>
      )}
      <ul>
        {rows.map((m) => (
          <li key={m.id} className="border-b border-ink-100 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-ink-900">{m.name}</span>
              <ValueBadge value={m.status} words={STATUS_BADGE} />
              <Badge>{topicLabel(m.topic)}</Badge>
              <span className="ml-auto text-xs text-ink-600">{formatDateTime(m.createdAt)}</span>
            </div>
            <p className="mt-1 text-sm text-ink-600">
              <a className="text-brand-700 underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>
              {m.phone && (
                <>
                  {" "}
                  ·{" "}
                  <a className="text-brand-700 underline" href={`tel:${m.phone}`}>
                    {m.phone}
                  </a>
                </>
              )}
            </p>
            <p className="mt-2 text-sm whitespace-pre-line text-ink-800">{m.message}</p>
            {m.status === "new" && (
              <MutationButton size="sm" variant="outline" className="mt-2" mutation={handle} variables={m.id}>
                Mark handled
              </MutationButton>
            )}
          </li>
        ))}
      </ul>
      {list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={onPage} />}
    </div>
  );
}
