import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { pageNumber } from "../../../../lib/search";
import { ReviewQueue } from "../../../../features/admin/listings/review-queue";

export const Route = createFileRoute("/_admin/dashboard/admin/listing-review")({
  validateSearch: (s: Record<string, unknown>): { page?: number } => ({ page: pageNumber(s.page) }),
  head: () => ({ meta: [{ title: "Review queue · Admin · PropertyNG" }] }),
  component: AdminListingReview,
});

/** CAN_VIEW_LISTING (the layout guard and the API both check). */
function AdminListingReview() {
  const { page = 1 } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Review queue</h1>
        <p className="text-sm text-ink-600">
          Listings from new or unverified listers wait here before they go live. Approve to publish, or decline with a
          reason the lister reads. Every decision is kept in the activity log.
        </p>
      </div>
      <ReviewQueue page={page} onPage={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })} />
    </div>
  );
}
