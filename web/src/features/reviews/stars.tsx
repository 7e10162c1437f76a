import type { ReviewStatistics } from "@contracts/reviews";
import { ratingLabel } from "@contracts/review-rules";
import { cn } from "../../lib/cn";

/** Five stars, filled to the rating (rounded to the nearest half for display). */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value * 2) / 2;
  return (
    <span className={cn("inline-flex text-amber-500", className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= filled ? "" : n - 0.5 === filled ? "opacity-60" : "text-ink-300"}>
          ★
        </span>
      ))}
    </span>
  );
}

/** "4.5 Excellent (12 reviews)"; SPEC §9's label for no reviews is 'Unrated'. */
export function RatingSummary({ average, count, className }: { average: number; count: number; className?: string }) {
  const label = ratingLabel(count ? average : 0);
  return (
    <span
      className={cn("inline-flex items-center gap-1 text-sm", className)}
      aria-label={count ? `Rated ${average.toFixed(1)} out of 5, ${label}, ${count} reviews` : "Unrated"}
    >
      <Stars value={count ? average : 0} />
      {count ? (
        <>
          <span className="font-medium text-ink-900">{average.toFixed(1)}</span>
          <span className="text-ink-600">
            {label} ({count})
          </span>
        </>
      ) : (
        <span className="text-ink-500">{label}</span>
      )}
    </span>
  );
}

/** Average, label and a bar per star. */
export function StatisticsPanel({ stats }: { stats: ReviewStatistics }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="review-statistics">
      <div className="text-center sm:w-40">
        <p className="text-4xl font-semibold text-ink-900">{stats.count ? stats.average.toFixed(1) : "–"}</p>
        <Stars value={stats.average} className="text-lg" />
        <p className="text-sm text-ink-600">
          {stats.ratingLabel} · {stats.count} {stats.count === 1 ? "review" : "reviews"}
        </p>
      </div>
      <ul className="flex-1 space-y-1">
        {([5, 4, 3, 2, 1] as const).map((n) => {
          const c = stats.distribution[n];
          return (
            <li key={n} className="flex items-center gap-2 text-sm">
              <span className="w-10 text-ink-600">{n} ★</span>
              <span className="h-2 flex-1 overflow-hidden rounded bg-ink-100">
                <span
                  className="block h-full bg-amber-500"
                  style={{ width: `${stats.count ? (c / stats.count) * 100 : 0}%` }}
                />
              </span>
              <span className="w-8 text-right text-ink-600">{c}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
