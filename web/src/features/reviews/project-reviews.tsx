import { useQuery } from "@tanstack/react-query";
import { projectReviewsQuery } from "./api";
import { ReviewList } from "./review-list";
import { PageNav } from "../layout/page-nav";

/** /dashboard/project/reviews: buyers' reviews of my projects (GET /projects/reviews); the developer replies once. */
export function ProjectReviews({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const q = useQuery(projectReviewsQuery(page));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink-900">Project reviews</h1>
      <ReviewList
        query={q}
        testId="project-reviews"
        empty={{
          title: "No project reviews yet",
          description:
            "Buyers whose unit reservation you confirmed can review the project; you can reply once to each review.",
        }}
      />
      <PageNav page={page} hasMore={q.data?.hasMore} onPage={onPage} />
    </div>
  );
}
