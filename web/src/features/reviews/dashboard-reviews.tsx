import { useQuery } from "@tanstack/react-query";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { myReviewsQuery } from "./api";
import { ReviewList } from "./review-list";
import { PageNav } from "../layout/page-nav";

export type ReviewsTab = "received" | "written";

/** /dashboard/reviews: reviews of me and my listings (reply once), and the ones I wrote. */
export function DashboardReviews({
  tab,
  page,
  onChange,
}: {
  tab: ReviewsTab;
  page: number;
  onChange: (n: { tab: ReviewsTab; page: number }) => void;
}) {
  const q = useQuery(myReviewsQuery(tab, page));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink-900">Reviews</h1>
      <Tabs value={tab} onValueChange={(v) => onChange({ tab: v as ReviewsTab, page: 1 })}>
        <TabsList>
          <TabsTrigger value="received">Received</TabsTrigger>
          <TabsTrigger value="written">Written</TabsTrigger>
        </TabsList>
        {/* The panel the active tab controls (aria-controls points at it). */}
        <TabsContent value={tab} className="space-y-4">
          <ReviewList
            query={q}
            testId="my-reviews"
            empty={
              tab === "received"
                ? {
                    title: "No reviews yet",
                    description:
                      "People who inspect, stay or chat with you can review you; you can reply once to each.",
                  }
                : {
                    title: "You have not written a review",
                    description:
                      "After an inspection, a stay or a conversation with an agent, review them from their page.",
                  }
            }
          />
          <PageNav page={page} hasMore={q.data?.hasMore} onPage={(p) => onChange({ tab, page: p })} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
