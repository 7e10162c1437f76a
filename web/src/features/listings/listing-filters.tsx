import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Dialog as DialogPrimitive, Popover } from "radix-ui";
import { FURNISHING, POWER_FACTS, TITLE_DOCUMENTS, WATER_FACTS } from "@contracts/listing-rules";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { inputClasses } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { LocationTypeahead, type LocationMatch } from "../locations/location-typeahead";
import { amenitiesQuery, categoriesQuery, type SearchType } from "./api";
import { apiFilter } from "./search-loader";
import { searchQuery } from "./search-query";
import { FURNISHING_LABEL } from "./listing-format";
import { LISTED_BY_LABELS, placeOf, POWER_LABELS, resultCount, shortNaira as short, WATER_LABELS, type SearchNames } from "./search-describe";
import type { ListedBy, ListingsSearch, PowerFact, WaterFact } from "./search-params";

/** "5,000,000", "₦5m" → naira; undefined when blank or not a number. */
export const parseNaira = (s: string) => {
  const t = s.replace(/[₦,\s]/g, "").toLowerCase();
  const m = /^(\d+(?:\.\d+)?)([km]?)$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]) * (m[2] === "m" ? 1e6 : m[2] === "k" ? 1e3 : 1);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
};
const grouped = (n: number | undefined) => (n === undefined ? "" : n.toLocaleString("en-NG"));

const label = "mb-1 block text-sm font-medium text-ink-700";
/** The bar's selects size to their text (inputClasses is full width). */
const barSelect = "block h-11 shrink-0 rounded-lg border border-ink-300 bg-white pl-3 pr-8 text-sm text-ink-900 transition-colors hover:border-ink-400 focus-visible:border-brand-500";
const chipButton = "inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-ink-300 bg-white px-3 text-sm font-medium text-ink-900 hover:bg-ink-50 aria-expanded:border-brand-500";

type Change = (next: ListingsSearch) => void;

/**
 * The filter bar at the top of the results: one location box (state or area), price, bedrooms, type, and
 * "More filters" (a bottom sheet on phones, a side panel on desktop). Each control applies at once (a new
 * URL), except the price and the sheet, which apply on their button so typing does not search per key.
 */
export function FilterBar({ type, search, names, onChange, moreCount }: { type?: SearchType; search: ListingsSearch; names: SearchNames; onChange: Change; moreCount: number }) {
  const categories = useQuery(categoriesQuery());
  const [moreOpen, setMoreOpen] = useState(false);
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
  // Words typed and Entered without a pick (issue 26 item 1): the assistant's parser (its own chunk) reads them.
  const freeText = (text: string, submit: boolean) => {
    if (!submit) return;
    void import("../assistant/free-text.deferred").then(({ readFreeText }) => set({ ...readFreeText(text).patch, bbox: undefined }));
  };

  return (
    <div role="search" aria-label="Filter listings" className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center">
      <LocationTypeahead id="filter-place" label="State or area" value={placeLabel} onSelect={pickPlace} onFreeText={freeText} className="md:w-72" />
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:overflow-visible md:px-0 md:pb-0">
        {/* First: on a phone the row scrolls sideways, and the sheet with every other filter stays in view. */}
        <Button variant="outline" className="shrink-0" onClick={() => setMoreOpen(true)} aria-haspopup="dialog">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" /><circle cx="16" cy="6" r="2" /><circle cx="10" cy="12" r="2" /><circle cx="18" cy="18" r="2" /></svg>
          More filters{moreCount > 0 && ` (${moreCount})`}
        </Button>
        <PriceFilter min={search.min} max={search.max} onApply={(min, max) => set({ min, max })} />
        <label htmlFor="filter-beds" className="sr-only">Bedrooms</label>
        <select id="filter-beds" value={search.beds ?? ""} onChange={(e) => set({ beds: e.target.value ? Number(e.target.value) : undefined })} className={barSelect}>
          <option value="">Any beds</option>
          {[1, 2, 3, 4, 5].map((n) => <option key={n} value={n}>{n}+ beds</option>)}
        </select>
        <label htmlFor="filter-type" className="sr-only">Property type</label>
        <select
          id="filter-type"
          value={search.type ?? (search.category ? `c${search.category}` : "")}
          onChange={(e) => {
            const v = e.target.value;
            if (v.startsWith("c")) set({ category: Number(v.slice(1)), type: undefined });
            else if (v) set({ type: Number(v), category: types.find((t) => String(t.id) === v) ? categories.data?.find((c) => c.types.some((t) => String(t.id) === v))?.id : undefined });
            else set({ type: undefined, category: undefined });
          }}
          className={cn(barSelect, "max-w-48")}
        >
          <option value="">Any type</option>
          {search.type && !categories.data && <option value={search.type}>{names.type ?? "Selected type"}</option>}
          {search.category && !search.type && !categories.data && <option value={`c${search.category}`}>{names.category ?? "Selected category"}</option>}
          {categories.data?.map((c) => (
            <optgroup key={c.id} label={c.title}>
              <option value={`c${c.id}`}>All {c.title.toLowerCase()}</option>
              {c.types.map((t) => <option key={t.id} value={t.id}>{t.title}</option>)}
            </optgroup>
          ))}
        </select>
      </div>
      <FilterSheet open={moreOpen} onOpenChange={setMoreOpen} title="More filters">
        {/* Remounted on each opening: the draft starts from the URL. */}
        {moreOpen && (
          <MoreFilters
            type={type}
            search={search}
            onApply={(patch) => {
              setMoreOpen(false);
              set(patch);
            }}
          />
        )}
      </FilterSheet>
    </div>
  );
}

function PriceFilter({ min, max, onApply }: { min?: number; max?: number; onApply: (min: number | undefined, max: number | undefined) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ min: grouped(min), max: grouped(max) });
  const lo = parseNaira(draft.min);
  const hi = parseNaira(draft.max);
  const bad = (draft.min.trim() !== "" && lo === undefined) || (draft.max.trim() !== "" && hi === undefined);
  const error = bad ? "Type a price in naira, e.g. 5,000,000." : lo !== undefined && hi !== undefined && lo > hi ? "The minimum price is above the maximum." : null;
  const text = min !== undefined && max !== undefined ? `₦${short(min)}–₦${short(max)}` : max !== undefined ? `Up to ₦${short(max)}` : min !== undefined ? `From ₦${short(min)}` : "Price";

  function submit(e: FormEvent) {
    e.preventDefault();
    if (error) return;
    setOpen(false);
    onApply(lo, hi);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setDraft({ min: grouped(min), max: grouped(max) });
      }}
    >
      <Popover.Trigger className={chipButton}>
        {text}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-ink-500" fill="currentColor"><path d="M5.5 7.5 10 12l4.5-4.5z" /></svg>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={6} className="z-40 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-ink-200 bg-white p-4 shadow-lg">
          <form onSubmit={submit} aria-label="Price">
            <fieldset>
              <legend className={label}>Price (₦)</legend>
              <div className="grid grid-cols-2 gap-2">
                <div>
                  <label htmlFor="filter-min" className="text-xs text-ink-600">Minimum</label>
                  <input id="filter-min" inputMode="numeric" value={draft.min} onChange={(e) => setDraft((d) => ({ ...d, min: e.target.value }))} placeholder="No min" aria-invalid={!!error || undefined} aria-describedby={error ? "filter-price-error" : undefined} className={inputClasses} />
                </div>
                <div>
                  <label htmlFor="filter-max" className="text-xs text-ink-600">Maximum</label>
                  <input id="filter-max" inputMode="numeric" value={draft.max} onChange={(e) => setDraft((d) => ({ ...d, max: e.target.value }))} placeholder="No max" aria-invalid={!!error || undefined} aria-describedby={error ? "filter-price-error" : undefined} className={inputClasses} />
                </div>
              </div>
              {error && <p id="filter-price-error" role="alert" className="mt-2 text-sm text-danger-600">{error}</p>}
            </fieldset>
            <div className="mt-3 flex gap-2">
              <Button type="submit" className="flex-1">Apply price</Button>
              <Button type="button" variant="ghost" onClick={() => { setOpen(false); onApply(undefined, undefined); }}>Any price</Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** A Radix dialog drawn as a bottom sheet on phones and a right-hand side panel from `sm` up. */
export function FilterSheet({ open, onOpenChange, title, children }: { open: boolean; onOpenChange: (o: boolean) => void; title: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-900/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-dialog outline-none data-[state=open]:animate-slide-up sm:inset-x-auto sm:inset-y-0 sm:right-0 sm:max-h-none sm:w-[26rem] sm:rounded-none sm:rounded-l-2xl"
        >
          <div className="flex items-center justify-between border-b border-ink-100 px-5 py-3">
            <DialogPrimitive.Title className="text-lg font-semibold text-ink-900">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close aria-label="Close" className="flex size-10 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900">
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-5"><path d="M18 6 6 18M6 6l12 12" /></svg>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type MoreDraft = {
  baths: string;
  furnishing: string;
  amenities: number[];
  docs: NonNullable<ListingsSearch["docs"]>;
  sc: string;
  power: PowerFact[];
  water: WaterFact[];
  by: string;
  verified: boolean;
  q: string;
};
const MORE_KEYS = ["baths", "furnishing", "amenities", "docs", "sc", "power", "water", "by", "verified", "q"] as const;
export const moreFilterCount = (s: ListingsSearch) => MORE_KEYS.filter((k) => s[k] !== undefined).length;

const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

function Checks<T extends string | number>({ legend, items, value, onChange, idPrefix }: { legend: string; items: { id: T; label: string }[]; value: T[]; onChange: (v: T[]) => void; idPrefix: string }) {
  return (
    <fieldset>
      <legend className={label}>{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {items.map((it) => (
          <label key={it.id} htmlFor={`${idPrefix}-${it.id}`} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 px-3 text-sm text-ink-800 has-[[data-state=checked]]:border-brand-500 has-[[data-state=checked]]:bg-brand-50">
            <Checkbox id={`${idPrefix}-${it.id}`} checked={value.includes(it.id)} onCheckedChange={(c) => onChange(toggle(value, it.id, c === true))} />
            {it.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The value of `v`, once it has stopped changing for `ms`. */
function useDebounced<T>(v: T, ms: number) {
  const [d, setD] = useState(v);
  useEffect(() => {
    const t = setTimeout(() => setD(v), ms);
    return () => clearTimeout(t);
  }, [v, ms]);
  return d;
}

/**
 * "Show N results": what the sheet's filters would find, counted as they change (one search of one row, 400 ms
 * after the last change; the previous count stays while the next is on its way).
 */
function useLiveCount(type: SearchType | undefined, search: ListingsSearch, patch: Partial<ListingsSearch> | null) {
  // Compared as text (the sheet builds a new patch object on every render); a cleared filter (undefined) is
  // kept as null so it still clears the URL's value.
  const key = patch ? JSON.stringify(patch, (_k, v: unknown) => (v === undefined ? null : v)) : "";
  const settled = useDebounced(key, 400);
  const cleared = settled ? Object.fromEntries(Object.entries(JSON.parse(settled) as Record<string, unknown>).map(([k, v]) => [k, v ?? undefined])) : {};
  const filter = apiFilter({ ...search, ...(cleared as Partial<ListingsSearch>), page: undefined });
  const q = useQuery({
    ...searchQuery(type ?? "sale", filter, "latest", 1, 1),
    enabled: !!type && settled !== "",
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  if (!type || !q.data) return null;
  return { total: q.data.total, lowerBound: q.data.totalIsLowerBound, stale: q.isPlaceholderData || settled !== key };
}

function MoreFilters({ type, search, onApply }: { type?: SearchType; search: ListingsSearch; onApply: (patch: Partial<ListingsSearch>) => void }) {
  const amenities = useQuery(amenitiesQuery());
  const [d, setD] = useState<MoreDraft>(() => ({
    baths: search.baths ? String(search.baths) : "",
    furnishing: search.furnishing ?? "",
    amenities: search.amenities ?? [],
    docs: search.docs ?? [],
    sc: grouped(search.sc),
    power: search.power ?? [],
    water: search.water ?? [],
    by: search.by ?? "",
    verified: !!search.verified,
    q: search.q ?? "",
  }));
  const set = <K extends keyof MoreDraft>(k: K, v: MoreDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const sc = parseNaira(d.sc);
  const scError = d.sc.trim() !== "" && sc === undefined ? "Type an amount in naira, e.g. 500,000." : null;
  // Power and water facts are amenities too: the amenity list leaves them to their own groups.
  const factIds = new Set<number>([...Object.values(POWER_FACTS), ...Object.values(WATER_FACTS)]);

  const toPatch = (): Partial<ListingsSearch> => ({
      baths: d.baths ? Number(d.baths) : undefined,
      furnishing: (d.furnishing || undefined) as ListingsSearch["furnishing"],
      amenities: d.amenities.length ? d.amenities.slice(0, 10) : undefined,
      docs: d.docs.length ? d.docs : undefined,
      sc,
      power: d.power.length ? d.power : undefined,
      water: d.water.length ? d.water : undefined,
      by: (d.by || undefined) as ListedBy | undefined,
      verified: d.verified || undefined,
      q: d.q.trim() || undefined,
  });
  const patch = scError ? null : toPatch();
  const live = useLiveCount(type, search, patch);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (scError) return;
    onApply(toPatch());
  }
  const reset = () => onApply(Object.fromEntries(MORE_KEYS.map((k) => [k, undefined])));

  return (
    <form onSubmit={submit} aria-label="More filters" className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-5 py-4">
        <div>
          <label htmlFor="more-q" className={label}>Keywords</label>
          <input id="more-q" type="search" value={d.q} onChange={(e) => set("q", e.target.value)} maxLength={100} placeholder="e.g. pool, serviced, estate name" className={inputClasses} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="more-baths" className={label}>Bathrooms</label>
            <select id="more-baths" value={d.baths} onChange={(e) => set("baths", e.target.value)} className={cn(inputClasses, "pr-8")}>
              <option value="">Any</option>
              {[1, 2, 3, 4, 5].map((n) => <option key={n} value={n}>{n}+</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="more-furnishing" className={label}>Furnishing</label>
            <select id="more-furnishing" value={d.furnishing} onChange={(e) => set("furnishing", e.target.value)} className={cn(inputClasses, "pr-8")}>
              <option value="">Any</option>
              {FURNISHING.map((f) => <option key={f} value={f}>{FURNISHING_LABEL[f]}</option>)}
            </select>
          </div>
        </div>
        <Checks legend="Power" idPrefix="more-power" items={(Object.keys(POWER_LABELS) as PowerFact[]).map((k) => ({ id: k, label: POWER_LABELS[k] }))} value={d.power} onChange={(v) => set("power", v)} />
        <Checks legend="Water" idPrefix="more-water" items={(Object.keys(WATER_LABELS) as WaterFact[]).map((k) => ({ id: k, label: WATER_LABELS[k] }))} value={d.water} onChange={(v) => set("water", v)} />
        <div>
          <label htmlFor="more-sc" className={label}>Service charge per year, at most (₦)</label>
          <input id="more-sc" inputMode="numeric" value={d.sc} onChange={(e) => set("sc", e.target.value)} placeholder="Any" aria-invalid={!!scError || undefined} aria-describedby={scError ? "more-sc-error" : "more-sc-hint"} className={inputClasses} />
          {scError ? <p id="more-sc-error" role="alert" className="mt-1 text-sm text-danger-600">{scError}</p> : <p id="more-sc-hint" className="mt-1 text-xs text-ink-600">0 finds listings with no service charge.</p>}
        </div>
        <Checks legend="Title documents" idPrefix="more-docs" items={TITLE_DOCUMENTS.map((t) => ({ id: t.code, label: t.label }))} value={d.docs} onChange={(v) => set("docs", v)} />
        <Checks
          legend="Amenities"
          idPrefix="more-amenity"
          items={(amenities.data ?? []).filter((a) => !factIds.has(a.id)).map((a) => ({ id: a.id, label: a.title }))}
          value={d.amenities}
          onChange={(v) => set("amenities", v)}
        />
        <div>
          <label htmlFor="more-by" className={label}>Listed by</label>
          <select id="more-by" value={d.by} onChange={(e) => set("by", e.target.value)} className={cn(inputClasses, "pr-8")}>
            <option value="">Anyone</option>
            {(Object.keys(LISTED_BY_LABELS) as ListedBy[]).map((k) => <option key={k} value={k}>{LISTED_BY_LABELS[k]}</option>)}
          </select>
        </div>
        <label htmlFor="more-verified" className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-800">
          <Checkbox id="more-verified" checked={d.verified} onCheckedChange={(c) => set("verified", c === true)} />
          Verified listers only (identity checked)
        </label>
      </div>
      <div className="flex gap-2 border-t border-ink-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button type="submit" className="flex-1" aria-live="polite" aria-busy={live?.stale || undefined}>
          {live ? (live.total === 0 && !live.lowerBound ? "No matches: show anyway" : `Show ${resultCount(live.total, live.lowerBound)}`) : "Show results"}
        </Button>
        <Button type="button" variant="ghost" onClick={reset}>Reset</Button>
      </div>
    </form>
  );
}
