import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { projectReviewsQuery } from "./api";
import { ReviewCard } from "./review-card";
import { PageNav } from "../layout/page-nav";

/** /dashboard/project/reviews: buyers' reviews of my projects (GET /projects/reviews); the developer replies once. */
export function ProjectReviews({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const q = useQuery(projectReviewsQuery(page));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink-900">Project reviews</h1>
      {q.isPending ? (
        <Spinner />
      ) : !q.data?.data.length ? (
        <EmptyState
          title="No project reviews yet"
          description="Buyers whose unit reservation you confirmed can review the project; you can reply once to each review."
        />
      ) : (
        <div
          className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white px-4"
          data-testid="project-reviews"
        >
          {q.data.data.map((r) => (
            <ReviewCard key={r.id} review={r} showSubject />
          ))}
        </div>
      )}
      <PageNav page={page} hasMore={q.data?.hasMore} onPage={onPage} />
    </div>
  );
}
