import { groupDigits } from "@contracts/naira";
import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { CardListing } from "../listings/card-media";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/input";
import ProjectsSection from "../projects/project-card";
import { cn } from "../../lib/cn";
import { statesQuery } from "../locations/queries";
import { mapConfigQuery } from "../locations/search-queries";
import { amenitiesQuery, categoriesQuery, type SearchType, type Sort } from "../listings/api";
import { searchQuery } from "../listings/search-query";
import {
  apiFilter,
  effectiveSort,
  knownSearch,
  SEARCH_PER_PAGE,
  vetSearch,
  withoutUnknown,
} from "../listings/search-loader";
import { useListView, useRememberedSort } from "../listings/atoms";
import { firstViewPriority, ListingCard, ListingCardSkeleton } from "../listings/listing-card";
import { FilterBar, preloadFilterSheet } from "../listings/listing-filters";
import { moreFilterCount, phoneFilterCount, type SheetMode } from "../listings/filter-values";
import {
  describeSearch,
  filterChips,
  pageCount,
  resolveNames,
  resultCount,
  stateName,
} from "../listings/search-describe";
import { useDataSaver } from "../../lib/data-saver";
import { formatBbox, parseListingsSearch, type Bounds, type ListingsSearch } from "../listings/search-params";
import { SaveSearchButton } from "../saved/save-search-button";
import { HydrateLater } from "../layout/hydrate-later";
import { FiltersIcon } from "../listings/icons";
import { MapColumn, useDesktop } from "./map-column";
import { DidYouMean, NoResults } from "./no-results";
import { ActiveFilters, MapToggle, SortSelect, ViewButton } from "./results-controls";

const PER_PAGE = SEARCH_PER_PAGE;

/**
 * /properties/{sale,rent,stay}: a filter bar over the results (location typeahead, price, beds, type, more
 * filters in a sheet), chips for the active filters, a heading that says what was searched with the count,
 * grid or list and the sort (each remembered in a cookie, so the server draws the page in them), and a map column
 * whose "Search this area" puts the map area in the URL. Every filter, the sort picked and the page live in the URL
 * so a search can be shared on WhatsApp (a URL's sort wins over the remembered one).
 */
export function ListingsPage({
  type,
  search: fromUrl,
  keep,
}: {
  type: SearchType;
  search: Record<string, unknown>;
  keep?: Record<string, unknown>;
}) {
  // The route passes the URL's params through (the entry bundle stays small): parsed here, as the loader does.
  const asked = useMemo(() => vetSearch(parseListingsSearch(fromUrl)), [fromUrl]);
  const navigate = useNavigate();
  // The sort picked last, remembered in the `sort` cookie: the server draws a page whose URL names no sort in it.
  const [storedSort, setStoredSort] = useRememberedSort();
  // Grid or list, remembered in the `view` cookie: the server draws the chosen one (no grid photos fetched for nothing).
  const [view, setView] = useListView();
  const grid = view === "grid";
  const [showMap, setShowMap] = useState(false);
  const [sheet, setSheet] = useState<SheetMode>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const desktop = useDesktop();
  const states = useQuery(statesQuery());
  const categories = useQuery(categoriesQuery());
  const amenities = useQuery({ ...amenitiesQuery(), enabled: !!asked.amenities });
  // Searched without the ids the lists say do not exist, as the loader does (the server render has the lists).
  const search = useMemo(
    () => knownSearch(fromUrl, { amenities: amenities.data, categories: categories.data }),
    [fromUrl, amenities.data, categories.data],
  );
  const mapConfig = useQuery(mapConfigQuery());
  const sort = effectiveSort(search, storedSort);
  // The results follow the remembered sort (not the URL's, nor the words' best match): said in the HTML, so the
  // browser starts from the sort the server drew with (features/listings/atoms.ts).
  const followsRemembered = !search.sort && !search.q;
  const page = search.page ?? 1;
  const results = useQuery(searchQuery(type, apiFilter(search), sort, page, PER_PAGE));
  const names = resolveNames(search, {
    states: states.data,
    categories: categories.data,
    amenities: amenities.data,
    results: results.data?.data,
  });
  const heading = describeSearch(type, search, names);
  const chips = filterChips(search, names);
  const total = results.data && !results.isPlaceholderData ? results.data : undefined;
  const pages = total ? pageCount(total.total, total.totalIsLowerBound, PER_PAGE, total.totalIsEstimate) : undefined;

  // An old or mistyped link (`docs=fake`, `amenities=999`): once the lists that say what exists are in, the URL
  // drops what the page ignores, so it says what the chips and the heading say. A replace: Back skips it.
  const listsIn = !amenities.isPending || !asked.amenities;
  useEffect(() => {
    if (categories.isPending || !listsIn) return;
    const fixed = withoutUnknown(fromUrl, { amenities: amenities.data, categories: categories.data });
    if (fixed) void navigate({ to: ".", search: fixed, replace: true });
  }, [fromUrl, listsIn, amenities.data, categories.isPending, categories.data, navigate]);

  // `keep`: the page's own params outside the filters (/properties' `for`), kept on every change of filter.
  const go = (next: ListingsSearch, opts: { replace?: boolean } = {}) =>
    void navigate({ to: ".", search: { ...keep, ...next }, replace: opts.replace });
  const setSort = (s: Sort) => {
    // Neither "Best match" nor rent's move-in order is kept for the next search page (remembered-sort.ts).
    if (s !== "relevance" && s !== "move_in_asc") setStoredSort(s);
    go({ ...search, sort: s, page: undefined });
  };
  const toPage = (p: number) => {
    go({ ...search, page: p > 1 ? p : undefined });
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  };
  const searchArea = (b: Bounds) => go({ ...search, bbox: formatBbox(b), page: undefined });
  const focusCard = (id: string) => {
    setActiveId(id);
    if (desktop) document.getElementById(`card-${id}`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };
  const open = (slug: string) => void navigate({ to: "/properties/property/$idOrSlug", params: { idOrSlug: slug } });

  // With the data saver on, the map (tiles and Leaflet) loads only when asked for, on any screen.
  const saver = useDataSaver();
  const [mapAsked, setMapAsked] = useState(false);
  const mapWanted = (desktop && (!saver || mapAsked)) || showMap;
  const listings: CardListing[] = results.data?.data ?? [];
  const filterCount = phoneFilterCount(search);
  return (
    <div className="mx-auto max-w-[100rem] px-4 pb-6 pt-3 md:pt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-lg font-semibold leading-snug text-ink-900 sm:text-2xl">{heading}</h1>
        <p className="text-sm text-ink-600" aria-live="polite" data-testid="result-count">
          {total ? (
            resultCount(total.total, total.totalIsLowerBound, total.totalIsEstimate)
          ) : (
            <span className="inline-block h-4 w-20 animate-pulse rounded bg-ink-200 align-middle" />
          )}
        </p>
      </div>
      <p className="mt-1 text-xs text-ink-600 sm:text-sm">
        Only listings confirmed as available in the last 30 days are shown.
      </p>

      {search.q && !search.state && (
        <DidYouMean
          words={search.q}
          onPick={(state, locality) => go({ ...search, q: undefined, state, locality, page: undefined })}
        />
      )}

      <div className="mt-3 md:mt-4">
        {/* Hydrated when reached for or once the phone is idle (its server HTML meanwhile): not part of the page's hydration. */}
        <HydrateLater>
          <FilterBar
            type={type}
            search={search}
            names={names}
            onChange={(next) => go(next)}
            moreCount={moreFilterCount(search)}
            sheet={sheet}
            onSheet={setSheet}
          />
        </HydrateLater>
      </div>

      {/* Phones: one sticky row under the header — Filters (n) · Sort · Map, then the active filters, scrolling sideways. */}
      <div
        className="sticky top-16 z-20 -mx-4 mt-2 border-b border-ink-100 bg-white/95 px-4 py-2 backdrop-blur md:hidden"
        data-testid="phone-results-bar"
      >
        <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 [scrollbar-width:none]" data-scroll-x="">
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => setSheet("all")}
            onPointerEnter={preloadFilterSheet}
            onTouchStart={preloadFilterSheet}
            onFocus={preloadFilterSheet}
            aria-haspopup="dialog"
          >
            <FiltersIcon />
            Filters{filterCount > 0 && ` (${filterCount})`}
          </Button>
          <SortSelect
            id="sort-phone"
            className="block h-9 w-32 rounded-lg border border-ink-300 bg-white pl-3 pr-7 text-sm text-ink-900 focus-visible:border-brand-500"
            sort={sort}
            words={search.q}
            moveIn={type === "rent"}
            onSort={setSort}
          />
          <MapToggle size="sm" className="shrink-0" showMap={showMap} onToggle={() => setShowMap((m) => !m)} />
          <ActiveFilters
            chips={chips}
            search={search}
            onGo={go}
            className="flex shrink-0 gap-2 border-l border-ink-200 pl-2"
          />
        </div>
      </div>

      <ActiveFilters chips={chips} search={search} onGo={go} className="mt-3 flex flex-wrap gap-2 max-md:hidden" />

      {/* On a phone the sort and the map switch are in the sticky row; saving and grid/list stay here, small. */}
      <div className="mt-2 flex flex-wrap items-center gap-2 md:mt-4">
        <SaveSearchButton type={type} search={search} defaultName={heading} className="max-md:h-9 max-md:px-3" />
        <MapToggle className="max-md:hidden lg:hidden" showMap={showMap} onToggle={() => setShowMap((m) => !m)} />
        <div className="ml-auto flex items-center gap-2">
          <div className="max-md:hidden">
            <SortSelect
              id="sort"
              className={cn(inputClasses, "w-44 shrink-0 pr-8 text-sm sm:w-56")}
              sort={sort}
              words={search.q}
              moveIn={type === "rent"}
              onSort={setSort}
            />
          </div>
          <div className="flex rounded-lg border border-ink-300 bg-white p-0.5" role="group" aria-label="Display">
            <ViewButton
              label="Grid view"
              pressed={grid}
              onClick={() => setView("grid")}
              icon="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"
            />
            <ViewButton
              label="List view"
              pressed={!grid}
              onClick={() => setView("list")}
              icon="M4 5h16M4 12h16M4 19h16"
            />
          </div>
        </div>
      </div>

      <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(22rem,40%)] lg:gap-6">
        <div
          id="results"
          data-remembered-sort={followsRemembered ? storedSort : undefined}
          className={cn("min-w-0 scroll-mt-20", showMap && "max-lg:hidden")}
        >
          {results.isError ? (
            <Alert variant="danger" title="We could not load listings">
              <p>Check your connection and try again.</p>
              <Button
                size="sm"
                variant="outline"
                className="mt-3"
                onClick={() => void results.refetch()}
                loading={results.isRefetching}
              >
                Try again
              </Button>
            </Alert>
          ) : results.data && results.data.data.length === 0 ? (
            <NoResults type={type} search={search} chips={chips} place={stateName(search, names)} onGo={go} />
          ) : (
            // The cards (links, hearts, compare) hydrate when reached for or once the phone is idle, like the filters.
            <HydrateLater>
              <div
                aria-busy={results.isFetching || undefined}
                data-view={view}
                className={cn(
                  "grid gap-4 transition-opacity",
                  grid ? "sm:grid-cols-2 2xl:grid-cols-3" : "grid-cols-1",
                  results.isPlaceholderData && "opacity-60",
                )}
              >
                {results.data
                  ? listings.map((l, i) => (
                      <div
                        key={l.id}
                        id={`card-${l.id}`}
                        className={cn(
                          "scroll-mt-24 rounded-xl",
                          activeId === l.id && "ring-2 ring-brand-500 ring-offset-2",
                        )}
                        onMouseEnter={() => desktop && setActiveId(l.id)}
                      >
                        <ListingCard
                          listing={l}
                          variant={view}
                          priority={firstViewPriority(i)}
                          now={results.dataUpdatedAt}
                        />
                      </div>
                    ))
                  : Array.from({ length: 6 }, (_, i) => <ListingCardSkeleton key={i} variant={view} />)}
              </div>
            </HydrateLater>
          )}

          {results.data && (page > 1 || results.data.hasMore) && (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => toPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-ink-600">
                Page {page}
                {pages ? ` of ${groupDigits(pages)}` : ""}
              </span>
              <Button
                variant="outline"
                disabled={!results.data.hasMore || results.isPlaceholderData}
                onClick={() => toPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </div>

        <div className={cn("lg:block", showMap ? "block" : "hidden")}>
          <div className="h-[70dvh] overflow-hidden rounded-xl border border-ink-200 bg-ink-100 lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)]">
            <MapColumn
              wanted={mapWanted}
              config={mapConfig.data}
              heldBack={saver && desktop && !mapAsked}
              onAsk={() => setMapAsked(true)}
              listings={listings}
              bbox={search.bbox}
              activeId={activeId}
              onMarker={focusCard}
              onOpen={open}
              onSearchArea={searchArea}
            />
          </div>
        </div>
      </div>

      {type === "sale" && (
        <ProjectsSection
          title={`New developments${names.state ? ` in ${names.state}` : ""}`}
          state={states.data?.find((s) => s.slug === search.state)?.id}
        />
      )}
    </div>
  );
}
