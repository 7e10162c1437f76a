import type { Sort } from "../listings/api";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { clearFilters, type Chip } from "../listings/search-describe";
import type { ListingsSearch } from "../listings/search-params";
import { CloseIcon } from "../../components/ui/close-icon";
import { ValueOptions } from "../../components/ui/input";

const SORT_LABELS: Record<Sort, string> = {
  relevance: "Best match",
  latest: "Latest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  most_viewed: "Most viewed",
  move_in_asc: "Move-in cost: low to high",
};

/**
 * The sort: "Best match" is offered only to a keyword search, "Move-in cost" only to rent (what a year's rent and its
 * fees come to), each also while it is the sort in force.
 */
export function SortSelect({
  id,
  className,
  sort,
  words,
  moveIn,
  onSort,
}: {
  id: string;
  className: string;
  sort: Sort;
  words?: string;
  moveIn?: boolean;
  onSort: (s: Sort) => void;
}) {
  return (
    <div className="shrink-0">
      <label htmlFor={id} className="sr-only">
        Sort by
      </label>
      <select id={id} value={sort} onChange={(e) => onSort(e.target.value as Sort)} className={className}>
        <ValueOptions
          values={(Object.keys(SORT_LABELS) as Sort[]).filter(
            (s) => (s !== "relevance" || words || sort === s) && (s !== "move_in_asc" || moveIn || sort === s),
          )}
          label={(s) => SORT_LABELS[s]}
        />
      </select>
    </div>
  );
}

/** The active filters as chips, each removing its filter, then "Clear all". */
export function ActiveFilters({
  chips,
  search,
  onGo,
  className,
}: {
  chips: Chip[];
  search: ListingsSearch;
  onGo: (next: ListingsSearch) => void;
  className: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className={className}>
      {chips.map((c) => (
        <li key={c.key} className="shrink-0">
          <button
            type="button"
            onClick={() => onGo(c.remove(search))}
            aria-label={`Remove filter: ${c.label}`}
            className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full border border-brand-200 bg-brand-50 pl-3 pr-2 text-sm font-medium text-brand-900 hover:bg-brand-100"
          >
            {c.label}
            <CloseIcon className="size-4" strokeWidth={2.5} />
          </button>
        </li>
      ))}
      <li className="shrink-0">
        <button
          type="button"
          onClick={() => onGo(clearFilters(search))}
          className="inline-flex h-9 items-center whitespace-nowrap rounded-full px-3 text-sm font-medium text-ink-700 underline-offset-4 hover:underline"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}

/** Switches a phone or tablet between the results and the map. */
export function MapToggle({
  showMap,
  onToggle,
  className,
  size,
}: {
  showMap: boolean;
  onToggle: () => void;
  className: string;
  size?: "sm";
}) {
  return (
    <Button variant="outline" size={size} className={className} aria-pressed={showMap} onClick={onToggle}>
      {showMap ? "List" : "Map"}
    </Button>
  );
}

export function ViewButton({
  label,
  pressed,
  onClick,
  icon,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  icon: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "grid size-8 place-items-center rounded-md md:size-10",
        pressed ? "bg-brand-600 text-white" : "text-ink-600 hover:bg-ink-100",
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icon} />
      </svg>
    </button>
  );
}
