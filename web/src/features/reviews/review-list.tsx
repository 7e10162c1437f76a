import type { UseQueryResult } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import type { Review } from "./api";
import { ReviewCard } from "./review-card";

/** A page of reviews in the dashboard: a spinner, the empty state, or the cards, each naming what it reviews. */
export function ReviewList({
  query: q,
  empty,
  testId,
}: {
  query: UseQueryResult<{ data: Review[] }>;
  empty: { title: string; description: string };
  testId: string;
}) {
  if (q.isPending) return <Spinner />;
  if (!q.data?.data.length) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <div className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white px-4" data-testid={testId}>
      {q.data.data.map((r) => (
        <ReviewCard key={r.id} review={r} showSubject />
      ))}
    </div>
  );
}
