import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { EmptyState } from "../../components/ui/empty-state";
import { inputClasses } from "../../components/ui/input";
import ProjectsSection from "../projects/project-card";
import { cn } from "../../lib/cn";
import { statesQuery } from "../locations/queries";
import { searchQuery, type SearchType, type Sort } from "../listings/api";
import { apiFilter, effectiveSort, SEARCH_PER_PAGE } from "../listings/search-loader";
import { gridAtom, sortAtom } from "../listings/atoms";
import { FIRST_VIEW_CARDS, ListingCard, ListingCardSkeleton } from "../listings/listing-card";
import { FILTER_KEYS, ListingFilters, type FilterValues } from "../listings/listing-filters";
import type { ListingsSearch } from "../listings/search-params";
import { SaveSearchButton } from "../saved/save-search-button";

const TITLES = { sale: "Properties for sale", rent: "Properties for rent", stay: "Short stays" } as const;
const SORT_LABELS: Record<Sort, string> = { relevance: "Best match", latest: "Latest", price_asc: "Price: low to high", price_desc: "Price: high to low", most_viewed: "Most viewed" };
const PER_PAGE = SEARCH_PER_PAGE;

/**
 * /properties/{sale,rent,stay}: every filter and the page live in the URL so a search can be shared on
 * WhatsApp; sort and grid/list are also remembered on this device. (No map column yet: no map library
 * is bundled; the listing page links to OpenStreetMap.)
 */
export function ListingsPage({ type, search }: { type: SearchType; search: ListingsSearch }) {
  const navigate = useNavigate();
  const [storedSort, setStoredSort] = useAtom(sortAtom);
  const [grid, setGrid] = useAtom(gridAtom);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const states = useQuery(statesQuery());
  const sort = effectiveSort(search, storedSort);
  const page = search.page ?? 1;
  const results = useQuery(searchQuery(type, apiFilter(search), sort, page, PER_PAGE));
  // Until the states list arrives (it loads in the browser), the results themselves name the state searched.
  const stateName = states.data?.find((s) => s.slug === search.state)?.name ?? (search.state ? results.data?.data[0]?.state.name : undefined);
  const filters: FilterValues = Object.fromEntries(FILTER_KEYS.map((k) => [k, search[k]]));
  const activeCount = FILTER_KEYS.filter((k) => search[k] !== undefined).length;
  const narrowed = FILTER_KEYS.some((k) => k !== "state" && search[k] !== undefined);

  const go = (next: ListingsSearch) => void navigate({ to: ".", search: next });
  const apply = (f: FilterValues) => {
    setFiltersOpen(false);
    go({ ...f, sort: search.sort });
  };
  const setSort = (s: Sort) => {
    if (s !== "relevance") setStoredSort(s);
    go({ ...search, sort: s, page: undefined });
  };
  const toPage = (p: number) => {
    go({ ...search, page: p > 1 ? p : undefined });
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  };

  const view = grid ? "grid" : "list";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">
          {TITLES[type]}
          {stateName ? ` in ${stateName}` : " in Nigeria"}
        </h1>
        <p className="mt-1 text-sm text-ink-600">Only listings confirmed as available in the last 30 days are shown.</p>
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-8">
        <aside className="hidden lg:block" aria-label="Filters">
          <div className="sticky top-20 rounded-xl border border-ink-200 bg-white p-4">
            <ListingFilters key={JSON.stringify(filters)} idPrefix="filter" value={filters} onApply={apply} />
          </div>
        </aside>

        <div id="results" className="min-w-0 scroll-mt-20">
          {/* On a phone the sort and view switch wrap to their own line rather than squeezing the sort label. */}
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" className="lg:hidden" onClick={() => setFiltersOpen(true)}>
              Filters{activeCount > 0 && ` (${activeCount})`}
            </Button>
            <SaveSearchButton type={type} search={search} defaultName={`${TITLES[type]}${stateName ? ` in ${stateName}` : ""}`} />
            <div className="ml-auto flex items-center gap-2">
              <div>
                <label htmlFor="sort" className="sr-only">Sort by</label>
                <select id="sort" value={sort} onChange={(e) => setSort(e.target.value as Sort)} className={cn(inputClasses, "w-44 shrink-0 pr-8 text-sm sm:w-48")}>
                  {(Object.keys(SORT_LABELS) as Sort[]).filter((s) => s !== "relevance" || search.q || sort === "relevance").map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
                </select>
              </div>
              <div className="flex rounded-lg border border-ink-300 bg-white p-0.5" role="group" aria-label="Display">
                <ViewButton label="Grid view" pressed={grid} onClick={() => setGrid(true)} icon="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
                <ViewButton label="List view" pressed={!grid} onClick={() => setGrid(false)} icon="M4 5h16M4 12h16M4 19h16" />
              </div>
            </div>
          </div>

          <div className="mt-4">
            {results.isError ? (
              <Alert variant="danger" title="We could not load listings">
                <p>Check your connection and try again.</p>
                <Button size="sm" variant="outline" className="mt-3" onClick={() => void results.refetch()} loading={results.isRefetching}>Try again</Button>
              </Alert>
            ) : results.data && results.data.data.length === 0 ? (
              <div className="rounded-2xl border border-ink-200 bg-white">
                <EmptyState
                  title={narrowed ? "No listings match these filters" : `No listings${stateName ? ` in ${stateName}` : ""} yet`}
                  description={activeCount > 0 ? "Try fewer filters, another state, or a wider price range." : "Verified brokerages and companies are adding their properties. Check back soon."}
                  action={activeCount > 0 ? <Button variant="outline" onClick={() => apply({})}>Clear filters</Button> : undefined}
                />
              </div>
            ) : (
              <div aria-busy={results.isFetching || undefined} className={cn("grid gap-4 transition-opacity", grid ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1", results.isPlaceholderData && "opacity-60")}>
                {results.data
                  ? results.data.data.map((l, i) => <ListingCard key={l.id} listing={l} variant={view} priority={i < FIRST_VIEW_CARDS} />)
                  : Array.from({ length: 6 }, (_, i) => <ListingCardSkeleton key={i} variant={view} />)}
              </div>
            )}
          </div>

          {results.data && (page > 1 || results.data.hasMore) && (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => toPage(page - 1)}>Previous</Button>
              <span className="text-sm text-ink-600">Page {page}</span>
              <Button variant="outline" disabled={!results.data.hasMore || results.isPlaceholderData} onClick={() => toPage(page + 1)}>Next</Button>
            </nav>
          )}
        </div>
      </div>

      {type === "sale" && <ProjectsSection title={`New developments${stateName ? ` in ${stateName}` : ""}`} state={states.data?.find((s) => s.slug === search.state)?.id} />}

      <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
        <DialogContent title="Filters">
          <ListingFilters idPrefix="filter-m" value={filters} onApply={apply} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ViewButton({ label, pressed, onClick, icon }: { label: string; pressed: boolean; onClick: () => void; icon: string }) {
  return (
    <button type="button" aria-label={label} aria-pressed={pressed} onClick={onClick} className={cn("grid size-10 place-items-center rounded-md", pressed ? "bg-brand-600 text-white" : "text-ink-600 hover:bg-ink-100")}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d={icon} /></svg>
    </button>
  );
}
