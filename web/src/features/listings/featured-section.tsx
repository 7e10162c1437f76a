import { useRef, useState, type KeyboardEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { PAGE_SIZES } from "@contracts/constants";
import { cn } from "../../lib/cn";
import { featuredQuery } from "./api";
import { FIRST_VIEW_CARDS, ListingCard } from "./listing-card";
import { FEATURED_GRID, ListingCardSkeleton } from "./listing-card-skeleton";
import { HydrateLater } from "../layout/hydrate-later";

const FILTERS = [
  { label: "All", type: undefined },
  { label: "For Sale", type: "Sale" },
  { label: "For Rent", type: "Rent" },
  { label: "Short Stay", type: "Short Stay" },
] as const;

/**
 * WAI-ARIA tabs (tablist, roving tabindex, arrow keys / Home / End select): written here rather than with the
 * Radix Tabs of components/ui/tabs.tsx, whose code (≈9 KB gzip with its roving-focus and presence parts) would
 * load with the home page's first view and break its 170 KB budget. Styled like that primitive.
 */
function FeaturedTabs({ selected, onSelect }: { selected: number; onSelect: (i: number) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const last = FILTERS.length - 1;
    const next =
      e.key === "ArrowRight"
        ? selected === last
          ? 0
          : selected + 1
        : e.key === "ArrowLeft"
          ? selected === 0
            ? last
            : selected - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Featured listings"
      onKeyDown={onKeyDown}
      className="mt-4 flex gap-1 overflow-x-auto border-b border-ink-200 [scrollbar-width:none]"
    >
      {FILTERS.map((f, i) => (
        <button
          key={f.label}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={`featured-tab-${i}`}
          type="button"
          role="tab"
          aria-selected={selected === i}
          aria-controls="featured-panel"
          tabIndex={selected === i ? 0 : -1}
          onClick={() => onSelect(i)}
          className={cn(
            "-mb-px inline-flex h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600",
            selected === i ? "border-brand-600 text-brand-700" : "border-transparent text-ink-600 hover:text-ink-900",
          )}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

/**
 * SPEC.md §2 featured properties on the home page (page 1, 6 per page), hidden while there is nothing at all to
 * feature. "All" is in the server-rendered HTML (the route loader fetched it); the other tabs fetch on first
 * click and show six skeleton cards of the same size meanwhile.
 */
export default function FeaturedSection() {
  const [selected, setSelected] = useState(0);
  const filter = FILTERS[selected]!.type;
  const all = useQuery(featuredQuery(undefined, PAGE_SIZES.featuredHome));
  const shown = useQuery({ ...featuredQuery(filter, PAGE_SIZES.featuredHome), enabled: filter !== undefined });
  const q = filter === undefined ? all : shown;
  if (all.isError || (all.data && all.data.data.length === 0)) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="featured-title">
      <h2 id="featured-title" className="text-2xl font-semibold text-ink-900">
        Featured properties
      </h2>
      <FeaturedTabs selected={selected} onSelect={setSelected} />
      <div id="featured-panel" role="tabpanel" aria-labelledby={`featured-tab-${selected}`} aria-busy={!q.data}>
        {q.data && q.data.data.length === 0 ? (
          <p className="mt-6 rounded-xl border border-ink-200 bg-white p-8 text-center text-sm text-ink-600">
            No featured listings of this kind right now.
          </p>
        ) : (
          // The cards hydrate when reached for or once the phone is idle (layout/hydrate-later.tsx); the tabs at once.
          <HydrateLater>
            <div className={cn(FEATURED_GRID, q.isFetching && q.data && "opacity-60")}>
              {q.data
                ? q.data.data.map((l, i) => (
                    <ListingCard
                      key={l.id}
                      listing={l}
                      // On a phone the first view is the search form above them: lazy pictures there.
                      priority={selected === 0 && i < FIRST_VIEW_CARDS ? "wide" : false}
                      now={q.dataUpdatedAt}
                    />
                  ))
                : Array.from({ length: PAGE_SIZES.featuredHome }, (_, i) => <ListingCardSkeleton key={i} />)}
            </div>
          </HydrateLater>
        )}
      </div>
    </section>
  );
}
