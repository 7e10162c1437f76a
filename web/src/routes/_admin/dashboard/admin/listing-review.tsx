import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { pageNumber } from "../../../../lib/search";
import { ReviewQueue } from "../../../../features/admin/listings/review-queue";
import { PageTitle } from "../../../../components/ui/page-title";

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
      <PageTitle title="Review queue">
        Listings from new or unverified listers wait here before they go live. Approve to publish, or decline with a
        reason the lister reads. Every decision is kept in the activity log.
      </PageTitle>
      <ReviewQueue page={page} onPage={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })} />
    </div>
  );
}
