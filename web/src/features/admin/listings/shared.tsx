import { Badge, type BadgeVariant } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Skeleton, SkeletonStack } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import type { useModeration } from "./queries";
import { statusWords } from "@contracts/status-words";

/** Small pieces shared by the three tabs of /dashboard/admin/listings. */
const STATUS_VARIANT: Record<string, BadgeVariant> = {
  active: "success",
  deactivated: "neutral",
  delisted: "danger",
  deleted: "neutral",
  draft: "neutral",
};

export function ListingStatus({ status }: { status: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status] ?? (status === "pending_review" ? "warning" : "neutral")}>
      {statusWords("listing", status)}
    </Badge>
  );
}

/** Opens the public listing page in a new tab: admins compare without losing their place in the queue. */
export function ListingLink({ slug, title, className }: { slug: string; title: string; className?: string }) {
  return (
    <a
      href={`/properties/property/${encodeURIComponent(slug)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("font-medium text-ink-900 underline-offset-2 hover:text-brand-700 hover:underline", className)}
    >
      {title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** `fluid` fills the container's width at the width/height ratio instead of the fixed size. */
export function Thumb({
  src,
  alt,
  className,
  width = 80,
  height = 60,
  fluid = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  fluid?: boolean;
}) {
  const box = cn("shrink-0 rounded-lg bg-ink-100 object-cover", fluid && "h-auto w-full", className);
  const style = fluid ? { aspectRatio: `${width} / ${height}` } : { width, height };
  if (!src) {
    return (
      <div role="img" aria-label="No photo" style={style} className={cn(box, "grid place-items-center text-ink-400")}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="size-6"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-8 8" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      style={style}
      className={box}
    />
  );
}

export function Owner({ owner }: { owner: { name: string; email: string; listingSuspended: boolean } }) {
  return (
    <span className="block text-xs text-ink-600">
      {owner.name} · <span className="break-words">{owner.email}</span>
      {owner.listingSuspended && (
        <Badge variant="danger" className="ml-1">
          Suspended from listing
        </Badge>
      )}
    </span>
  );
}

/** Placeholder rows the size of the real ones, so nothing jumps when the page arrives. */
export function RowSkeletons({ rows = 4, height = "h-24" }: { rows?: number; height?: string }) {
  return (
    <div className="divide-y divide-ink-100" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cn("flex gap-3 p-4", height)}>
          <Skeleton className="h-[60px] w-20 shrink-0 rounded-lg" />
          <SkeletonStack className="flex-1 space-y-2" blocks={["h-4 w-2/3", "h-3 w-1/2", "h-3 w-1/3"]} />
        </div>
      ))}
    </div>
  );
}

/**
 * Approve, as the review queue and the list of all listings offer it: it says the listing is live; a failure
 * (toasted by unwrap) refreshes the list, since another admin may have decided first.
 */
export function ApproveButton({
  m,
  id,
  refetch,
}: {
  m: ReturnType<typeof useModeration>;
  id: string;
  refetch: () => unknown;
}) {
  return (
    <Button
      size="sm"
      loading={m.approve.isPending && m.approve.variables === id}
      onClick={() =>
        m.approve.mutate(id, {
          onSuccess: () => toast.success("Listing approved", { description: "It is live and shows in search." }),
          onError: () => void refetch(),
        })
      }
    >
      Approve
    </Button>
  );
}
