import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ratingLabel } from "@contracts/review-rules";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { useUser } from "../auth/session";
import { createReview, eligibilityQuery, statisticsQuery, subjectReviewsQuery, type SubjectType } from "./api";
import { ReviewCard } from "./review-card";
import { StatisticsPanel } from "./stars";
import { PageNav } from "../layout/page-nav";

const NOUN: Record<SubjectType, string> = { agent: "professional", property: "listing", project: "project" };
/** Told to a signed-in user who cannot review yet (issue 26.6): how they can. */
const HOW: Record<SubjectType, string> = {
  agent: "You can review this professional after an inspection (book one, and give the agent your code at the viewing), a stay, or a conversation they answered.",
  property: "You can review this listing after an inspection (book one, and give the agent your code at the viewing) or a stay. A conversation alone is not enough.",
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
    <section aria-labelledby={`reviews-${type}`} className="space-y-4 rounded-xl border border-ink-200 bg-white p-5">
      <h2 id={`reviews-${type}`} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {stats.data && <StatisticsPanel stats={stats.data} />}
      {user && !user.adminAccess && user.id !== id && <WriteReview type={type} id={id} />}
      {list.isPending ? (
        <Spinner />
      ) : !list.data?.data.length ? (
        <p className="text-sm text-ink-600">No reviews yet. Reviews come only from {WHO[type]}.</p>
      ) : (
        <div className="divide-y divide-ink-200" data-testid="reviews-list">
          {list.data.data.map((r) => (
            <ReviewCard key={r.id} review={r} canReport={!!user && !user.adminAccess} />
          ))}
        </div>
      )}
      <PageNav page={page} hasMore={list.data?.hasMore} onPage={setPage} />
    </section>
  );
}

function WriteReview({ type, id }: { type: SubjectType; id: string }) {
  const qc = useQueryClient();
  const elig = useQuery({ ...eligibilityQuery(type, id), retry: false });
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The success note outlives the eligibility refetch (which says "nothing left to review" once posted).
  if (done) return <Alert variant="success">{done}</Alert>;
  if (!elig.data) return null;
  if (!elig.data.canReview)
    return (
      <p className="text-sm text-ink-600" data-testid="review-how">
        {HOW[type]}
      </p>
    );
  const basis = elig.data.interactions[0]!;
  return (
    <form
      className="space-y-3 rounded-lg bg-ink-50 p-4"
      aria-label="Write a review"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const r = await createReview(type, id, { rating, review: text });
          setDone(r.data.status === "blind" ? "Thank you. Your review will be published when the other side reviews too, or in 14 days." : "Thank you for your review.");
          await qc.invalidateQueries({ queryKey: ["reviews"] });
        } catch (err) {
          setError(err instanceof ApiError ? err.message : "There was an error while processing your request.");
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-sm text-ink-700">
        You can review this {NOUN[type]}: <strong>{basis.verifiedLabel}</strong>.
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-ink-700">Your rating</legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-label={`${n} star${n > 1 ? "s" : ""}`}
              aria-pressed={rating === n}
              onClick={() => setRating(n)}
              className={`text-2xl ${n <= rating ? "text-amber-500" : "text-ink-300"}`}
            >
              ★
            </button>
          ))}
          <span className="ml-2 text-sm text-ink-600">{rating ? ratingLabel(rating) : "Pick 1 to 5 stars"}</span>
        </div>
      </fieldset>
      <label className="block text-sm font-medium text-ink-700" htmlFor={`review-text-${type}`}>
        Your review
      </label>
      <textarea id={`review-text-${type}`} value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} rows={3} className="w-full rounded-md border border-ink-300 p-2 text-sm" />
      {error && <Alert variant="danger">{error}</Alert>}
      {(!rating || text.trim().length < 3) && (
        <p id={`review-why-${type}`} className="text-sm text-ink-600">
          {!rating ? "Pick a star rating" : "Write a few words"}
          {!rating && text.trim().length < 3 ? " and write a few words" : ""} to post your review.
        </p>
      )}
      <Button type="submit" disabled={busy || !rating || text.trim().length < 3} aria-describedby={!rating || text.trim().length < 3 ? `review-why-${type}` : undefined}>
        Post review
      </Button>
    </form>
  );
}
