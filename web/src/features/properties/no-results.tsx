import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { notOnServer } from "../../lib/client-only";
import type { SearchType } from "../listings/api";
import { clearFilters, type Chip } from "../listings/search-describe";
import type { ListingsSearch } from "../listings/search-params";

/** Nothing matched: name the filters to drop, one button each, and "Search all of <state>" for an area. */
export function NoResults({
  type,
  search,
  chips,
  place,
  onGo,
}: {
  type: SearchType;
  search: ListingsSearch;
  chips: Chip[];
  place?: string;
  onGo: (s: ListingsSearch) => void;
}) {
  const suggestions = chips.filter((c) => c.key !== "state" && c.key !== "locality").slice(0, 4);
  const narrowed = chips.length > 0;
  return (
    <EmptyState
      frame="rounded-2xl border border-ink-200 bg-white"
      title={
        narrowed ? "No listings match all these filters" : `No ${type === "stay" ? "short stays" : "listings"} yet`
      }
      description={
        narrowed
          ? "Widen the search: drop a filter or look in a bigger area."
          : "Verified brokerages and companies are adding their properties. Check back soon."
      }
      action={
        narrowed ? (
          <div className="flex flex-wrap justify-center gap-2">
            {search.locality && place && (
              <Button onClick={() => onGo({ ...search, locality: undefined, page: undefined })}>
                Search all of {place}
              </Button>
            )}
            {suggestions.map((c) => (
              <Button key={c.key} variant="outline" onClick={() => onGo(c.remove(search))}>
                Remove ‘{c.label}’
              </Button>
            ))}
            <Button variant="ghost" onClick={() => onGo(clearFilters(search))}>
              Clear all filters
            </Button>
          </div>
        ) : undefined
      }
    />
  );
}

/**
 * A keyword search whose words look like a place ("Lekkki"): offer the place. The parser's
 * chunk loads only for such a search.
 */
export function DidYouMean({
  words,
  onPick,
}: {
  words: string;
  onPick: (state: string, locality: string | undefined) => void;
}) {
  const [place, setPlace] = useState<{ state: string; locality?: string; name: string } | null>(null);
  useEffect(() => {
    let live = true;
    void (__WORKER_BUNDLE__ ? notOnServer() : import("../assistant/free-text.deferred")).then(
      ({ suggestPlace }) => live && setPlace(suggestPlace(words) ?? null),
    );
    return () => {
      live = false;
    };
  }, [words]);
  if (!place) return null;
  return (
    <p className="mt-2 text-sm text-ink-700" data-testid="did-you-mean">
      Searching the words “{words}”. Did you mean{" "}
      <button
        type="button"
        onClick={() => onPick(place.state, place.locality)}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {place.name}
      </button>
      ?
    </p>
  );
}
