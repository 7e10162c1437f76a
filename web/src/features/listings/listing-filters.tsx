import { groupDigits } from "@contracts/naira";
import { lazy, Suspense, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { LocationTypeahead, type LocationMatch } from "../locations/location-typeahead";
import { categoriesQuery, type SearchType } from "./api";
import { placeOf, shortNaira as short, type SearchNames } from "./search-describe";
import type { ListingsSearch } from "./search-params";
import { notOnServer } from "../../lib/client-only";

// The filter sheet (its dialog, checkboxes and live count) loads when a filter button is first reached for.
const loadSheet = () => (__WORKER_BUNDLE__ ? notOnServer() : import("./filter-sheet"));
const FiltersSheet = lazy(loadSheet);
export const preloadFilterSheet = () => void loadSheet();
// The desktop price popover: Radix's popper, focus trap and scroll lock stay out of the page's first load.
const loadPricePopover = () => import("./price-popover");
const PricePopover = lazy(loadPricePopover);
const preloadPricePopover = () => void loadPricePopover();
const PRICE_POPOVER_ID = "filter-price";

/** "5,000,000", "₦5m" → naira; undefined when blank or not a number. */
export const parseNaira = (s: string) => {
  const t = s.replace(/[₦,\s]/g, "").toLowerCase();
  const m = /^(\d+(?:\.\d+)?)([km]?)$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]) * (m[2] === "m" ? 1e6 : m[2] === "k" ? 1e3 : 1);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
};
export const grouped = (n: number | undefined) => (n === undefined ? "" : groupDigits(n));

export const fieldLabel = "mb-1 block text-sm font-medium text-ink-700";
/** The bar's selects size to their text (inputClasses is full width). */
const barSelect =
  "block h-11 shrink-0 rounded-lg border border-ink-300 bg-white pl-3 pr-8 text-sm text-ink-900 transition-colors hover:border-ink-400 focus-visible:border-brand-500";
const chipButton =
  "inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-ink-300 bg-white px-3 text-sm font-medium text-ink-900 hover:bg-ink-50 aria-expanded:border-brand-500";

type Change = (next: ListingsSearch) => void;

/** Which filter sheet is open: "more" (the bar's More filters) or "all" (a phone's one Filters button: every filter). */
export type SheetMode = "more" | "all" | null;

/**
 * The filter bar at the top of the results: one location box (state or area), price, bedrooms, type, and
 * "More filters" (a bottom sheet on phones, a side panel on desktop). Each control applies at once (a new
 * URL), except the price and the sheet, which apply on their button so typing does not search per key.
 */
export function FilterBar({
  type,
  search,
  names,
  onChange,
  moreCount,
  sheet: controlled,
  onSheet,
}: {
  type?: SearchType;
  search: ListingsSearch;
  names: SearchNames;
  onChange: Change;
  moreCount: number;
  sheet?: SheetMode;
  onSheet?: (mode: SheetMode) => void;
}) {
  const categories = useQuery(categoriesQuery());
  const [own, setOwn] = useState<SheetMode>(null);
  const sheet = controlled === undefined ? own : controlled;
  const setSheet = onSheet ?? setOwn;
  // Kept mounted once opened, so the sheet can animate out.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (sheet !== null && !sheetUsed) setSheetUsed(true);
  const types = categories.data?.flatMap((c) => c.types.map((t) => ({ ...t, category: c.title }))) ?? [];
  const set = (patch: Partial<ListingsSearch>) => {
    const next: ListingsSearch = { ...search, ...patch, page: undefined };
    for (const k of Object.keys(next) as (keyof ListingsSearch)[]) if (next[k] === undefined) delete next[k];
    onChange(next);
  };
  const pickPlace = (m: LocationMatch | null) => {
    if (!m) set({ state: undefined, locality: undefined });
    else if (m.kind === "state") set({ state: m.slug, locality: undefined, bbox: undefined });
    else set({ state: m.stateSlug, locality: m.slug, bbox: undefined });
  };
  const placeLabel = placeOf(search, names) ?? "";
  // Words typed and Entered without a pick: the assistant's parser (its own chunk) reads them.
  const freeText = (text: string, submit: boolean) => {
    if (!submit) return;
    void (__WORKER_BUNDLE__ ? notOnServer() : import("../assistant/free-text.deferred")).then(({ readFreeText }) =>
      set({ ...readFreeText(text).patch, bbox: undefined }),
    );
  };

  return (
    <div
      role="search"
      aria-label="Filter listings"
      className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center"
    >
      <LocationTypeahead
        id="filter-place"
        label="State or area"
        value={placeLabel}
        onSelect={pickPlace}
        onFreeText={freeText}
        className="md:w-72"
      />
      {/* With `phoneRow` (the results page) a phone has one Filters button in its sticky row instead of this bar. */}
      <div
        className={cn(
          "-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:overflow-visible md:px-0 md:pb-0",
          onSheet && "max-md:hidden",
        )}
      >
        {/* First: on a phone the row scrolls sideways, and the sheet with every other filter stays in view. */}
        <Button
          variant="outline"
          className="shrink-0"
          onClick={() => setSheet("more")}
          onPointerEnter={preloadFilterSheet}
          onFocus={preloadFilterSheet}
          aria-haspopup="dialog"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
            <circle cx="16" cy="6" r="2" />
            <circle cx="10" cy="12" r="2" />
            <circle cx="18" cy="18" r="2" />
          </svg>
          More filters{moreCount > 0 && ` (${moreCount})`}
        </Button>
        <PriceFilter min={search.min} max={search.max} onApply={(min, max) => set({ min, max })} />
        <label htmlFor="filter-beds" className="sr-only">
          Bedrooms
        </label>
        <select
          id="filter-beds"
          value={search.beds ?? ""}
          onChange={(e) => set({ beds: e.target.value ? Number(e.target.value) : undefined })}
          className={barSelect}
        >
          <option value="">Any beds</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}+ beds
            </option>
          ))}
        </select>
        <label htmlFor="filter-type" className="sr-only">
          Property type
        </label>
        <select
          id="filter-type"
          value={search.type ?? (search.category ? `c${search.category}` : "")}
          onChange={(e) => {
            const v = e.target.value;
            if (v.startsWith("c")) set({ category: Number(v.slice(1)), type: undefined });
            else if (v)
              set({
                type: Number(v),
                category: types.find((t) => String(t.id) === v)
                  ? categories.data?.find((c) => c.types.some((t) => String(t.id) === v))?.id
                  : undefined,
              });
            else set({ type: undefined, category: undefined });
          }}
          className={cn(barSelect, "max-w-48")}
        >
          <option value="">Any type</option>
          {search.type && !categories.data && <option value={search.type}>{names.type ?? "Selected type"}</option>}
          {search.category && !search.type && !categories.data && (
            <option value={`c${search.category}`}>{names.category ?? "Selected category"}</option>
          )}
          {categories.data?.map((c) => (
            <optgroup key={c.id} label={c.title}>
              <option value={`c${c.id}`}>All {c.title.toLowerCase()}</option>
              {c.types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {sheetUsed && (
        <Suspense fallback={null}>
          <FiltersSheet mode={sheet} onMode={setSheet} type={type} search={search} onApply={set} />
        </Suspense>
      )}
    </div>
  );
}

function PriceFilter({
  min,
  max,
  onApply,
}: {
  min?: number;
  max?: number;
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const [open, setOpen] = useState(false);
  // The popover's code (Radix's popper and focus trap) loads when the button is first reached for.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const text =
    min !== undefined && max !== undefined
      ? `₦${short(min)}–₦${short(max)}`
      : max !== undefined
        ? `Up to ₦${short(max)}`
        : min !== undefined
          ? `From ₦${short(min)}`
          : "Price";
  return (
    <>
      <button
        ref={button}
        type="button"
        className={chipButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PRICE_POPOVER_ID : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={preloadPricePopover}
        onTouchStart={preloadPricePopover}
        onFocus={preloadPricePopover}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        {text}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-ink-500" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <PricePopover anchor={button} open={open} onOpenChange={setOpen} min={min} max={max} onApply={onApply} />
        </Suspense>
      )}
    </>
  );
}

export const MORE_KEYS = [
  "baths",
  "furnishing",
  "amenities",
  "docs",
  "sc",
  "power",
  "water",
  "by",
  "verified",
  "q",
] as const;
export const moreFilterCount = (s: ListingsSearch) => MORE_KEYS.filter((k) => s[k] !== undefined).length;
/** What a phone's Filters button counts: every filter of its sheet that is set (price counts once). */
export const phoneFilterCount = (s: ListingsSearch) =>
  moreFilterCount(s) +
  (s.min !== undefined || s.max !== undefined ? 1 : 0) +
  (s.beds !== undefined ? 1 : 0) +
  (s.type !== undefined || s.category !== undefined ? 1 : 0);
