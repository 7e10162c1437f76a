import { lazy, Suspense, useState } from "react";
import { notOnServer } from "../../lib/client-only";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { QueryState } from "../../components/ui/query-state";
import { useUser } from "../auth/session";
import { eligibilityQuery, statisticsQuery, subjectReviewsQuery, type SubjectType } from "./api";
import { ReviewCard } from "./review-card";
import { StatisticsPanel } from "./stars";
import { PageNav } from "../layout/page-nav";
import { TitledSection } from "../../components/ui/titled-section";

// The write form (and the form library) loads only for someone who can review, so public pages stay small and
// the server, which renders pages anonymous, never needs it (nor react-hook-form in the worker's bundle).
const ReviewForm = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./review-form")));

const NOUN: Record<SubjectType, string> = { agent: "professional", property: "listing", project: "project" };
/** Told to a signed-in user who cannot review yet: how they can. */
const HOW: Record<SubjectType, string> = {
  agent:
    "You can review this professional after an inspection (book one, and give the agent your code at the viewing), a stay, or a conversation they answered.",
  property:
    "You can review this listing after an inspection (book one, and give the agent your code at the viewing) or a stay. A conversation alone is not enough.",
  project: "You can review this project once the developer confirms your unit reservation.",
};
const WHO: Record<SubjectType, string> = {
  agent: "people who inspected, stayed or chatted with this professional",
  property: "people who inspected or stayed at this listing",
  project: "buyers whose unit reservation the developer confirmed",
};

/** Statistics, the write form (for people with a qualifying interaction) and the paged reviews of a property, agent or project. */
export function ReviewsSection({ type, id, title = "Reviews" }: { type: SubjectType; id: string; title?: string }) {
  const [page, setPage] = useState(1);
  const stats = useQuery(statisticsQuery(type, id));
  const list = useQuery(subjectReviewsQuery(type, id, page));
  const user = useUser();
  return (
    <TitledSection
      id={`reviews-${type}`}
      title={title}
      className="space-y-4 rounded-xl border border-ink-200 bg-white p-5"
    >
      {stats.data && <StatisticsPanel stats={stats.data} />}
      {user && !user.adminAccess && user.id !== id && <WriteReview type={type} id={id} />}
      <QueryState
        query={list}
        label="Loading reviews"
        errorTitle="The reviews could not be loaded."
        pending={<Spinner />}
        isEmpty={(d) => d.data.length === 0}
        empty={<p className="text-sm text-ink-600">No reviews yet. Reviews come only from {WHO[type]}.</p>}
      >
        {(d) => (
          <div className="divide-y divide-ink-200" data-testid="reviews-list">
            {d.data.map((r) => (
              <ReviewCard key={r.id} review={r} canReport={!!user && !user.adminAccess} />
            ))}
          </div>
        )}
      </QueryState>
      <PageNav page={page} hasMore={list.data?.hasMore} onPage={setPage} />
    </TitledSection>
  );
}

function WriteReview({ type, id }: { type: SubjectType; id: string }) {
  const elig = useQuery({ ...eligibilityQuery(type, id), retry: false });
  const [done, setDone] = useState<string | null>(null);
  // The success note outlives the eligibility refetch (which says "nothing left to review" once posted).
  if (done) return <Alert variant="success">{done}</Alert>;
  if (!elig.data) return null;
  if (!elig.data.canReview)
    return (
      <p className="text-sm text-ink-600" data-testid="review-how">
        {HOW[type]}
      </p>
    );
  return (
    <Suspense fallback={<Spinner />}>
      <ReviewForm
        type={type}
        id={id}
        noun={NOUN[type]}
        basis={elig.data.interactions[0]!.verifiedLabel}
        onDone={setDone}
      />
    </Suspense>
  );
}
