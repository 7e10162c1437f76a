import { useState } from "react";
import { TRUSTED_AFTER } from "@contracts/listing-rules";
import { PRICE_BAND_RULES } from "@contracts/price-band";
import { PriceComparables } from "./price-comparables";
import { useQuery } from "@tanstack/react-query";
import { DELIST_REASON_MAX, DELIST_REASON_MIN, REVIEW_REASON_LABELS, type ReviewQueueRow } from "@contracts/moderation";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { QueryState } from "../../../components/ui/query-state";
import { toast } from "../../../lib/toast";
import { formatDate, formatPrice } from "../../../lib/format";
import { Pager } from "../pager";
import { adminReviewQueueQuery, useModeration } from "./queries";
import { ReasonDialog, type ReasonRules } from "../reason-dialog";
import { ApproveButton, ListingLink, Owner, RowSkeletons, Thumb } from "./shared";

/** What each reason means to the moderator deciding. */
const REASON_HINTS: Record<ReviewQueueRow["reasons"][number], string> = {
  unverified_lister: "The lister has not verified their identity (KYC).",
  new_lister: `The lister has fewer than ${TRUSTED_AFTER} live listings.`,
  duplicate_photo: "A photo matches another lister's listing.",
  price_above_band: `The price is more than ${PRICE_BAND_RULES.reviewRatio}× the top of what similar homes nearby ask.`,
};

const DECLINE_RULES: ReasonRules = {
  label: "Reason for declining",
  placeholder: "e.g. The photos do not show the property at this address.",
  audience: "The lister sees this reason.",
  min: DELIST_REASON_MIN,
  max: DELIST_REASON_MAX,
  tooShort: `Give the reason for declining (at least ${DELIST_REASON_MIN} characters).`,
};

/**
 * The pre-live review queue: listings that wait for staff before they go live, oldest first, each with why it
 * waits. Approve puts it live; decline asks for the reason the lister reads.
 */
export function ReviewQueue({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const q = useQuery(adminReviewQueueQuery({ page }));
  const m = useModeration();
  const [declining, setDeclining] = useState<ReviewQueueRow | null>(null);

  return (
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      <QueryState
        query={q}
        label="Loading the review queue"
        errorTitle="The review queue could not be loaded."
        className="m-4"
        pending={<RowSkeletons rows={4} height="h-28" />}
        isEmpty={(d) => d.data.length === 0 && page === 1}
        empty={
          <EmptyState
            title="Nothing waits for review"
            description="Listings from new or unverified listers appear here before they go live."
          />
        }
      >
        {(d) => (
          <>
            <ul
              className="divide-y divide-ink-100"
              aria-label="Listings waiting for review"
              aria-busy={q.isPlaceholderData}
            >
              {d.data.map((l) => (
                <li key={l.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                  <div className="flex min-w-0 flex-1 gap-3">
                    <Thumb src={l.thumbnailUrl} alt={l.title} />
                    <div className="min-w-0 flex-1 space-y-1 text-sm">
                      <ListingLink slug={l.slug} title={l.title} />
                      <Owner owner={l.owner} />
                      <p className="text-ink-700">
                        {formatPrice(l.priceKobo, l.pricePeriod)} · waiting since {formatDate(l.createdAt)}
                      </p>
                      <ul className="flex flex-wrap gap-1.5" aria-label="Why it waits">
                        {l.reasons.map((r) => (
                          <li key={r}>
                            <Badge variant="warning" title={REASON_HINTS[r]}>
                              {REVIEW_REASON_LABELS[r]}
                            </Badge>
                          </li>
                        ))}
                      </ul>
                      {l.reasons.includes("new_lister") && (
                        <p className="text-xs text-ink-600">
                          {l.ownerLiveListings} live listing{l.ownerLiveListings === 1 ? "" : "s"} so far.
                        </p>
                      )}
                      {l.priceReview && <PriceComparables review={l.priceReview} />}
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <ApproveButton m={m} id={l.id} refetch={q.refetch} />
                    <Button size="sm" variant="danger" onClick={() => setDeclining(l)}>
                      Decline
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={page} hasMore={d.hasMore} onPage={onPage} busy={q.isPlaceholderData} />
          </>
        )}
      </QueryState>
      <ReasonDialog
        open={declining !== null}
        onOpenChange={(o) => !o && setDeclining(null)}
        mode="required"
        reason={DECLINE_RULES}
        title="Decline this listing?"
        description={
          declining
            ? `“${declining.title}” by ${declining.owner.name} does not go live; the lister reads your reason.`
            : undefined
        }
        confirmLabel="Decline listing"
        onConfirm={async ({ reason }) => {
          if (!declining) return;
          await m.decline.mutateAsync({ id: declining.id, reason });
          toast.success("Listing declined", { description: "The lister is told why." });
        }}
      />
    </div>
  );
}
