import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { PAGE_SIZES } from "@contracts/constants";
import { cn } from "../../lib/cn";
import { featuredQuery } from "./api";
import { FIRST_VIEW_CARDS, ListingCard } from "./listing-card";
import { FEATURED_GRID, ListingCardSkeleton } from "./listing-card-skeleton";

const FILTERS = [
  { label: "All", type: undefined },
  { label: "For Sale", type: "Sale" },
  { label: "For Rent", type: "Rent" },
  { label: "Short Stay", type: "Short Stay" },
] as const;

type Filter = (typeof FILTERS)[number]["type"];

/** SPEC.md §2 featured properties on the home page, hidden while there is nothing at all to feature. */
export default function FeaturedSection() {
  const [filter, setFilter] = useState<Filter>(undefined);
  const all = useQuery(featuredQuery(undefined, PAGE_SIZES.featuredHome));
  const shown = useQuery({ ...featuredQuery(filter, PAGE_SIZES.featuredHome), enabled: filter !== undefined });
  const q = filter === undefined ? all : shown;
  if (all.isError || (all.data && all.data.data.length === 0)) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="featured-title">
      <h2 id="featured-title" className="text-2xl font-semibold text-ink-900">Featured properties</h2>
      <div role="group" aria-label="Show" className="mt-4 flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={filter === f.type}
            onClick={() => setFilter(f.type)}
            className={cn("h-10 shrink-0 rounded-full border px-4 text-sm font-medium", filter === f.type ? "border-brand-600 bg-brand-600 text-white" : "border-ink-300 bg-white text-ink-700 hover:bg-ink-100")}
          >
            {f.label}
          </button>
        ))}
      </div>
      {q.data && q.data.data.length === 0 ? (
        <p className="mt-6 rounded-xl border border-ink-200 bg-white p-8 text-center text-sm text-ink-600">No featured listings of this kind right now.</p>
      ) : (
        <div className={cn(FEATURED_GRID, q.isFetching && q.data && "opacity-60")}>
          {q.data
            ? q.data.data.map((l, i) => <ListingCard key={l.id} listing={l} priority={i < FIRST_VIEW_CARDS} />)
            : Array.from({ length: PAGE_SIZES.featuredHome }, (_, i) => <ListingCardSkeleton key={i} />)}
        </div>
      )}
    </section>
  );
}
