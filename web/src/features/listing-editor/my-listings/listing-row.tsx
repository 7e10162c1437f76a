import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { PropertyDetail } from "@contracts/listings";
import { Alert } from "../../../components/ui/alert";
import { Badge, type BadgeVariant } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { Photo } from "../../../components/ui/photo";
import { Skeleton, SkeletonStack } from "../../../components/ui/skeleton";
import { confirmAvailable, deleteProperty, toggleDisable } from "../../listings/api";
import { formatNaira } from "../../../lib/format";
import { TrashIcon } from "../icons";
import { BoostDialog } from "../../plans/boost-dialog";
import { PERIOD_LABEL, STATUS_LABEL } from "../labels";
import { LISTING_HELD_FOR_REVIEW } from "@contracts/status-words";
import { confirmedText, freshness } from "./freshness";
import { ButtonLink } from "../../../components/ui/text-link";

const STATUS_VARIANT: Record<string, BadgeVariant> = { active: "success", deactivated: "neutral", delisted: "danger" };

/** One of the lister's listings with its actions. Every action refreshes the list (["listings"] prefix). */
export function ListingRow({ p }: { p: PropertyDetail }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<null | "confirm" | "toggle" | "delete">(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const photo = p.propertyMedia.find((m) => m.primaryImage && !m.roomId) ?? p.propertyMedia[0];
  const fresh = freshness(p.confirmedAt);
  const act = async (kind: NonNullable<typeof busy>, call: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await call();
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: ["listings"] });
    } catch {
      // unwrap() showed the error.
    } finally {
      setBusy(null);
    }
  };
  const publicHref = `/properties/property/${p.slug}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row" data-testid="my-listing" data-slug={p.slug}>
      <div className="flex min-w-0 flex-1 gap-3">
        <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-ink-100 sm:h-24 sm:w-32">
          {photo && (
            <Photo
              src={photo}
              alt=""
              sizes="128px"
              maxWidth={640}
              fallbackSize={{ width: 128, height: 96 }}
              className="size-full object-cover"
              style={{ transform: photo.rotation ? `rotate(${photo.rotation}deg)` : undefined }}
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS_VARIANT[p.status] ?? "neutral"}>{STATUS_LABEL[p.status] ?? p.status}</Badge>
            {p.flaggedDuplicate && <Badge variant="warning">Under review</Badge>}
          </div>
          {p.status === "active" ? (
            <a href={publicHref} className="mt-1 block truncate font-medium text-ink-900 hover:underline">
              {p.title}
            </a>
          ) : (
            <p className="mt-1 truncate font-medium text-ink-900">{p.title}</p>
          )}
          <p className="text-sm font-semibold text-brand-800">
            {formatNaira(p.priceKobo)} <span className="font-normal text-ink-600">{PERIOD_LABEL[p.pricePeriod]}</span>
          </p>
          <p className="truncate text-xs text-ink-500">{[p.locality?.name, p.state.name].filter(Boolean).join(", ")}</p>
          {/* Under the listing it speaks of, in its own column: never beside it, squeezing the title away. */}
          {p.status === "pending_review" && (
            <Alert variant="info" title={LISTING_HELD_FOR_REVIEW.title} className="mt-2" data-testid="pending-review">
              {LISTING_HELD_FOR_REVIEW.description}
            </Alert>
          )}
          {p.status === "active" && (
            <p
              className={fresh === "fresh" ? "mt-1 text-xs text-ink-600" : "mt-1 text-xs font-medium text-warning-800"}
            >
              {confirmedText(p.confirmedAt)}
              {fresh === "hidden" && " · hidden from search until you confirm"}
            </p>
          )}
        </div>
      </div>
      {p.status === "delisted" && (
        <Alert variant="danger" title="Delisted by a moderator" className="sm:hidden">
          {p.delistReason ?? "No reason given."}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end sm:justify-center">
        {p.status === "delisted" && (
          <p className="hidden max-w-72 text-right text-sm text-danger-700 sm:block">
            Delisted: {p.delistReason ?? "No reason given."}
          </p>
        )}
        <div className="flex flex-wrap gap-1.5 sm:flex-nowrap sm:justify-end sm:gap-2">
          {p.status === "active" && (
            <Button
              size="sm"
              variant={fresh === "fresh" ? "outline" : "primary"}
              loading={busy === "confirm"}
              onClick={() => act("confirm", () => confirmAvailable(p.id), "Thanks! Seekers see it as confirmed today.")}
            >
              Still available
            </Button>
          )}
          {(p.status === "active" || p.status === "deactivated") && (
            <Button
              size="sm"
              variant="outline"
              loading={busy === "toggle"}
              onClick={() =>
                act(
                  "toggle",
                  () => toggleDisable(p.id),
                  p.status === "active" ? "Listing disabled. Seekers no longer see it." : "Listing enabled again.",
                )
              }
            >
              {p.status === "active" ? "Disable" : "Enable"}
            </Button>
          )}
          {p.status === "active" &&
            (p.premiumListing ? (
              <Badge variant="warning">Sponsored</Badge>
            ) : (
              <BoostDialog propertyId={p.id} title={p.title} />
            ))}
          <ButtonLink to="/dashboard/property/edit-listing/$id" params={{ id: p.id }} variant="outline" size="sm">
            Edit
          </ButtonLink>
          {p.listingType === "short_stay" && (
            <ButtonLink
              to="/dashboard/bookings/stay-settings/$listingId"
              params={{ listingId: p.id }}
              variant="outline"
              size="sm"
            >
              Stay settings
            </ButtonLink>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="px-2"
            aria-label="Delete"
            title="Delete"
            onClick={() => setConfirmDelete(true)}
          >
            <TrashIcon className="size-4 text-danger-700" />
          </Button>
        </div>
      </div>
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent
          title="Delete this listing?"
          description={`“${p.title}” will be removed from PropertyNG. This cannot be undone.`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={busy === "delete"}
              onClick={() =>
                act("delete", () => deleteProperty(p.id), "Listing deleted.").then(() => setConfirmDelete(false))
              }
            >
              Delete listing
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}

export function ListingRowSkeleton() {
  return (
    <li className="flex gap-3 p-4" aria-hidden="true">
      <Skeleton className="size-20 shrink-0 rounded-lg sm:h-24 sm:w-32" />
      <SkeletonStack
        className="flex-1 space-y-2"
        blocks={["h-5 w-16 rounded-full", "h-5 w-3/4", "h-4 w-1/3", "h-3 w-1/4"]}
      />
    </li>
  );
}
