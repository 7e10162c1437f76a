import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminReportRow } from "@contracts/moderation";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { formatDate, formatDateTime } from "../../../lib/format";
import { ModerationQueue, queueStatus, type QueueTabProps } from "./moderation-queue";
import { adminReportsQuery, useModeration } from "./queries";
import { ReasonDialog } from "../reason-dialog";
import { ListingLink, ListingStatus, Owner, RowSkeletons, Thumb } from "./shared";

const STATUSES = [
  { value: "open", label: "Open reports" },
  { value: "upheld", label: "Upheld" },
  { value: "dismissed", label: "Dismissed" },
] as const;

export function ReportsPanel({ page, status: raw, onChange }: QueueTabProps) {
  const status = queueStatus(STATUSES, raw);
  const q = useQuery(adminReportsQuery({ page, status }));
  const m = useModeration();
  const [upholding, setUpholding] = useState<AdminReportRow | null>(null);

  // Failures are toasted by unwrap(); a 409 means another admin resolved it first, and the list refreshes.
  const dismiss = (r: AdminReportRow) =>
    m.resolveReport.mutate(
      { id: r.id, body: { action: "dismiss" } },
      { onSuccess: () => toast.success("Report dismissed"), onError: () => void q.refetch() },
    );

  return (
    <ModerationQueue
      filterId="report-status"
      filterLabel="Report status"
      statuses={STATUSES}
      status={status}
      query={q}
      page={page}
      onChange={onChange}
      errorTitle="Reports could not be loaded"
      pending={<RowSkeletons height="h-36" />}
      empty={
        status === "open"
          ? { title: "No open reports", description: "When someone reports a listing, it appears here for review." }
          : { title: `No ${status} reports`, description: "Reports you resolve appear here." }
      }
      rowClassName="flex flex-col gap-3 p-4 sm:flex-row"
      dialog={
        <ReasonDialog
          open={upholding !== null}
          onOpenChange={(o) => !o && setUpholding(null)}
          mode="optional"
          title="Uphold this report?"
          description={
            upholding
              ? `“${upholding.listing.title}” by ${upholding.listing.owner.name}. Listers with repeated upheld reports are suspended from listing.`
              : undefined
          }
          confirmLabel="Uphold report"
          onConfirm={async ({ reason, delist }) => {
            if (!upholding) return;
            const res = await m.resolveReport.mutateAsync({
              id: upholding.id,
              body: { action: "uphold", delist, reason: delist ? reason : undefined },
              silent: true,
            });
            toast.success(res.delisted ? "Report upheld and listing delisted" : "Report upheld", {
              description: res.ownerSuspended
                ? "The lister has reached the limit of upheld reports and can no longer publish listings."
                : undefined,
            });
          }}
        />
      }
    >
      {(r) => (
        <>
          <div className="flex min-w-0 flex-1 gap-3">
            <Thumb src={r.listing.thumbnailUrl} alt={r.listing.title} />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <ListingLink slug={r.listing.slug} title={r.listing.title} />
                <ListingStatus status={r.listing.status} />
              </div>
              <Owner owner={r.listing.owner} />
              <p className="font-medium text-ink-900">{r.reasonLabel}</p>
              {r.details && <p className="break-words whitespace-pre-line text-ink-700">“{r.details}”</p>}
              <p className="text-xs text-ink-500">
                Reported by {r.reporter ? `${r.reporterName} (${r.reporter.email})` : r.reporterName} on{" "}
                {formatDateTime(r.createdAt)}
                {r.resolvedAt && ` · resolved ${formatDate(r.resolvedAt)}`}
              </p>
            </div>
          </div>
          {r.status === "open" ? (
            <div className="flex shrink-0 gap-2 sm:flex-col">
              <Button size="sm" onClick={() => setUpholding(r)}>
                Uphold
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={m.resolveReport.isPending && m.resolveReport.variables?.id === r.id}
                onClick={() => dismiss(r)}
              >
                Dismiss
              </Button>
            </div>
          ) : (
            <Badge variant={r.status === "upheld" ? "danger" : "neutral"} className="self-start">
              {r.status}
            </Badge>
          )}
        </>
      )}
    </ModerationQueue>
  );
}
