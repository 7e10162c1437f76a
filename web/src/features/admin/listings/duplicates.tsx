import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminDuplicateRow, DuplicateSide } from "@contracts/moderation";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Skeleton, SkeletonStack } from "../../../components/ui/skeleton";
import { toast } from "../../../lib/toast";
import { formatDate } from "../../../lib/format";
import { ModerationQueue, queueStatus, type QueueTabProps } from "./moderation-queue";
import { adminDuplicatesQuery, useModeration } from "./queries";
import { ReasonDialog } from "../reason-dialog";
import { ListingLink, ListingStatus, Owner, Thumb } from "./shared";

const STATUSES = [
  { value: "open", label: "Open flags" },
  { value: "dismissed", label: "Dismissed" },
  { value: "actioned", label: "Delisted" },
] as const;

function Side({ label, side }: { label: string; side: DuplicateSide }) {
  const others = side.thumbnails.filter((t) => t !== side.matchedThumbnailUrl).slice(0, 3);
  return (
    <section aria-label={label} className="min-w-0 space-y-2 rounded-lg border border-ink-200 p-3">
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</p>
      <div className="relative max-w-80">
        <Thumb
          src={side.matchedThumbnailUrl ?? side.thumbnails[0] ?? null}
          alt={`Matched photo of ${side.title}`}
          width={320}
          height={240}
          fluid
        />
        {side.matchedThumbnailUrl && (
          <Badge variant="warning" className="absolute top-2 left-2">
            Matched photo
          </Badge>
        )}
      </div>
      {others.length > 0 && (
        <div className="flex gap-2">
          {others.map((t) => (
            <Thumb key={t} src={t} alt="" width={64} height={48} />
          ))}
        </div>
      )}
      <div className="space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <ListingLink slug={side.slug} title={side.title} className="break-words" />
          <ListingStatus status={side.status} />
        </div>
        <Owner owner={side.owner} />
        <p className="text-xs text-ink-500">Listed {formatDate(side.createdAt)}</p>
      </div>
    </section>
  );
}

function DuplicateSkeletons() {
  return (
    <div className="divide-y divide-ink-100" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="space-y-3 p-4">
          <Skeleton className="h-4 w-48" />
          <div className="grid gap-3 md:grid-cols-2">
            {[0, 1].map((j) => (
              <SkeletonStack
                key={j}
                className="space-y-2 rounded-lg border border-ink-200 p-3"
                blocks={["aspect-[4/3] w-full", "h-4 w-2/3", "h-3 w-1/2"]}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function DuplicatesPanel({ page, status: raw, onChange }: QueueTabProps) {
  const status = queueStatus(STATUSES, raw);
  const q = useQuery(adminDuplicatesQuery({ page, status }));
  const m = useModeration();
  const [delisting, setDelisting] = useState<AdminDuplicateRow | null>(null);
  const dismiss = (f: AdminDuplicateRow) =>
    m.resolveDuplicate.mutate(
      { id: f.id, body: { action: "dismiss" } },
      {
        onSuccess: () => toast.success("Flag dismissed: the listing is not a duplicate"),
        onError: () => void q.refetch(),
      },
    );

  return (
    <ModerationQueue
      filterId="duplicate-status"
      filterLabel="Flag status"
      statuses={STATUSES}
      status={status}
      query={q}
      page={page}
      onChange={onChange}
      errorTitle="Flags could not be loaded"
      pending={<DuplicateSkeletons />}
      empty={
        status === "open"
          ? {
              title: "No suspected duplicates",
              description: "Listings whose photos match another lister's listing appear here for review.",
            }
          : { title: "Nothing here yet", description: "Flags you resolve appear here." }
      }
      rowClassName="space-y-3 p-4"
      dialog={
        <ReasonDialog
          open={delisting !== null}
          onOpenChange={(o) => !o && setDelisting(null)}
          mode="required"
          title="Delist the flagged listing?"
          description={
            delisting
              ? `“${delisting.listing.title}” by ${delisting.listing.owner.name} leaves the site until an admin relists it.`
              : undefined
          }
          confirmLabel="Delist listing"
          onConfirm={async ({ reason }) => {
            if (!delisting) return;
            await m.resolveDuplicate.mutateAsync({
              id: delisting.id,
              body: { action: "delist", reason },
              silent: true,
            });
            toast.success("Listing delisted");
          }}
        />
      }
    >
      {(f) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-700">
              <span className="font-medium text-ink-900">Photos match</span> ·{" "}
              {f.distance === 0 ? "identical" : `${f.distance} bits apart`} · flagged {formatDate(f.createdAt)}
            </p>
            {f.status === "open" ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  loading={m.resolveDuplicate.isPending && m.resolveDuplicate.variables?.id === f.id}
                  onClick={() => dismiss(f)}
                >
                  Not a duplicate
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDelisting(f)}>
                  Delist flagged listing
                </Button>
              </div>
            ) : (
              <Badge variant={f.status === "actioned" ? "danger" : "neutral"}>
                {f.status === "actioned" ? "delisted" : f.status}
              </Badge>
            )}
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <Side label="Flagged listing" side={f.listing} />
            <Side label="Matches this listing" side={f.other} />
          </div>
        </>
      )}
    </ModerationQueue>
  );
}
