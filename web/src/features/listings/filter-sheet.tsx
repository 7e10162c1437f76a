import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Dialog as DialogPrimitive } from "radix-ui";
import { FURNISHING, POWER_FACTS, TITLE_DOCUMENTS, WATER_FACTS } from "@contracts/listing-rules";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { inputClasses, ValueOptions } from "../../components/ui/input";
import { PriceRangeFields } from "./price-range-fields";
import { cn } from "../../lib/cn";
import { amenitiesQuery, categoriesQuery, type SearchType } from "./api";
import { apiFilter } from "./search-loader";
import { searchQuery } from "./search-query";
import { FURNISHING_LABEL } from "./listing-format";
import { LISTED_BY_LABELS, POWER_LABELS, resultCount, WATER_LABELS } from "./search-describe";
import type { ListedBy, ListingsSearch, PowerFact, WaterFact } from "./search-params";
import { fieldLabel as label, grouped, MORE_KEYS, parseNaira, type SheetMode } from "./filter-values";
import { CloseIcon } from "../../components/ui/close-icon";
import { TypeOptions } from "./type-options";
import { NairaLimitFilter, readNairaLimit } from "./naira-limit-filter";

/**
 * The filter sheet of the results pages (More filters; a phone's Filters with every filter), a chunk of its own:
 * its dialog, checkboxes and live count load when the visitor first reaches for a filter button, not while
 * the results page hydrates.
 */
export default function FiltersSheet({
  mode,
  onMode,
  type,
  search,
  onApply,
}: {
  mode: SheetMode;
  onMode: (m: SheetMode) => void;
  type?: SearchType;
  search: ListingsSearch;
  onApply: (patch: Partial<ListingsSearch>) => void;
}) {
  return (
    <FilterSheet
      open={mode !== null}
      onOpenChange={(o) => onMode(o ? (mode ?? "more") : null)}
      title={mode === "all" ? "Filters" : "More filters"}
    >
      {/* Remounted on each opening: the draft starts from the URL. */}
      {mode !== null && (
        <MoreFilters
          type={type}
          search={search}
          all={mode === "all"}
          onApply={(patch) => {
            onMode(null);
            onApply(patch);
          }}
        />
      )}
    </FilterSheet>
  );
}

/** A Radix dialog drawn as a bottom sheet on phones and a right-hand side panel from `sm` up. */
function FilterSheet({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  children: ReactNode;
}) {
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
            <DialogPrimitive.Close
              aria-label="Close"
              className="flex size-10 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900"
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type MoreDraft = {
  min: string;
  max: string;
  beds: string;
  /** The type select's value: "" (any), "c<category id>" or "<type id>". */
  kind: string;
  baths: string;
  furnishing: string;
  amenities: number[];
  docs: NonNullable<ListingsSearch["docs"]>;
  sc: string;
  moveIn: string;
  power: PowerFact[];
  water: WaterFact[];
  by: string;
  verified: boolean;
  q: string;
};

/** A labelled select of the sheet (its options are the children). */
function SheetSelect({
  id,
  label: text,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cn(inputClasses, "pr-8")}>
        {children}
      </select>
    </div>
  );
}

/** A count filter of bedrooms or bathrooms: "Any", then the at-least choices "1+" … "5+". */
function AtLeastSelect(props: Omit<Parameters<typeof SheetSelect>[0], "children">) {
  return (
    <SheetSelect {...props}>
      <option value="">Any</option>
      {[1, 2, 3, 4, 5].map((n) => (
        <option key={n} value={n}>
          {n}+
        </option>
      ))}
    </SheetSelect>
  );
}

/** A label table's entries as the checks' items, in the table's order. */
const itemsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((id) => ({ id, label: labels[id] }));

const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

function Checks<T extends string | number>({
  legend,
  items,
  value,
  onChange,
  idPrefix,
}: {
  legend: string;
  items: { id: T; label: string }[];
  value: T[];
  onChange: (v: T[]) => void;
  idPrefix: string;
}) {
  return (
    <fieldset>
      <legend className={label}>{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {items.map((it) => (
          <label
            key={it.id}
            htmlFor={`${idPrefix}-${it.id}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 px-3 text-sm text-ink-800 has-[[data-state=checked]]:border-brand-500 has-[[data-state=checked]]:bg-brand-50"
          >
            <Checkbox
              id={`${idPrefix}-${it.id}`}
              checked={value.includes(it.id)}
              onCheckedChange={(c) => onChange(toggle(value, it.id, c === true))}
            />
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
  const cleared = settled
    ? Object.fromEntries(
        Object.entries(JSON.parse(settled) as Record<string, unknown>).map(([k, v]) => [k, v ?? undefined]),
      )
    : {};
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

function MoreFilters({
  type,
  search,
  onApply,
  all = false,
}: {
  type?: SearchType;
  search: ListingsSearch;
  onApply: (patch: Partial<ListingsSearch>) => void;
  all?: boolean;
}) {
  const amenities = useQuery(amenitiesQuery());
  const categories = useQuery({ ...categoriesQuery(), enabled: all });
  const [d, setD] = useState<MoreDraft>(() => ({
    min: grouped(search.min),
    max: grouped(search.max),
    beds: search.beds ? String(search.beds) : "",
    kind: search.type ? String(search.type) : search.category ? `c${search.category}` : "",
    baths: search.baths ? String(search.baths) : "",
    furnishing: search.furnishing ?? "",
    amenities: search.amenities ?? [],
    docs: search.docs ?? [],
    sc: grouped(search.sc),
    moveIn: grouped(search.moveIn),
    power: search.power ?? [],
    water: search.water ?? [],
    by: search.by ?? "",
    verified: !!search.verified,
    q: search.q ?? "",
  }));
  const set = <K extends keyof MoreDraft>(k: K, v: MoreDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  // A control's value and change, bound to its field of the draft.
  const field = <K extends keyof MoreDraft>(k: K) => ({ value: d[k], onChange: (v: MoreDraft[K]) => set(k, v) });
  const min = parseNaira(d.min);
  const max = parseNaira(d.max);
  const priceError = !all
    ? null
    : (d.min.trim() !== "" && min === undefined) || (d.max.trim() !== "" && max === undefined)
      ? "Type a price in naira, e.g. 5,000,000."
      : min !== undefined && max !== undefined && min > max
        ? "The minimum price is above the maximum."
        : null;
  const sc = readNairaLimit("sc", d.sc);
  const moveIn = readNairaLimit("moveIn", d.moveIn);
  // Power and water facts are amenities too: the amenity list leaves them to their own groups.
  const factIds = new Set<number>([...Object.values(POWER_FACTS), ...Object.values(WATER_FACTS)]);

  const kindPatch = (): Partial<ListingsSearch> => {
    if (!d.kind) return { type: undefined, category: undefined };
    if (d.kind.startsWith("c")) return { category: Number(d.kind.slice(1)), type: undefined };
    return {
      type: Number(d.kind),
      category: categories.data?.find((c) => c.types.some((t) => String(t.id) === d.kind))?.id ?? search.category,
    };
  };
  const toPatch = (): Partial<ListingsSearch> => ({
    ...(all ? { min, max, beds: d.beds ? Number(d.beds) : undefined, ...kindPatch() } : {}),
    baths: d.baths ? Number(d.baths) : undefined,
    furnishing: (d.furnishing || undefined) as ListingsSearch["furnishing"],
    amenities: d.amenities.length ? d.amenities.slice(0, 10) : undefined,
    docs: d.docs.length ? d.docs : undefined,
    sc: sc.amount,
    moveIn: moveIn.amount,
    power: d.power.length ? d.power : undefined,
    water: d.water.length ? d.water : undefined,
    by: (d.by || undefined) as ListedBy | undefined,
    verified: d.verified || undefined,
    q: d.q.trim() || undefined,
  });
  const patch = sc.error || moveIn.error || priceError ? null : toPatch();
  const live = useLiveCount(type, search, patch);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (sc.error || moveIn.error || priceError) return;
    onApply(toPatch());
  }
  const reset = () =>
    onApply(
      Object.fromEntries(
        [...MORE_KEYS, ...(all ? (["min", "max", "beds", "type", "category"] as const) : [])].map((k) => [
          k,
          undefined,
        ]),
      ),
    );

  return (
    <form onSubmit={submit} aria-label="More filters" className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-5 py-4">
        {all && (
          <>
            <PriceRangeFields idPrefix="more" min={d.min} max={d.max} onChange={set} error={priceError} />
            <div className="grid grid-cols-2 gap-3">
              <AtLeastSelect id="more-beds" label="Bedrooms" {...field("beds")} />
              <SheetSelect id="more-kind" label="Property type" {...field("kind")}>
                <option value="">Any</option>
                {d.kind && !categories.data && <option value={d.kind}>Selected type</option>}
                <TypeOptions categories={categories.data} wholeCategory />
              </SheetSelect>
            </div>
          </>
        )}
        <div>
          <label htmlFor="more-q" className={label}>
            Keywords
          </label>
          <input
            id="more-q"
            type="search"
            value={d.q}
            onChange={(e) => set("q", e.target.value)}
            maxLength={100}
            placeholder="e.g. pool, serviced, estate name"
            className={inputClasses}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <AtLeastSelect id="more-baths" label="Bathrooms" {...field("baths")} />
          <SheetSelect id="more-furnishing" label="Furnishing" {...field("furnishing")}>
            <ValueOptions none="Any" values={FURNISHING} label={(f) => FURNISHING_LABEL[f]} />
          </SheetSelect>
        </div>
        <Checks legend="Power" idPrefix="more-power" items={itemsOf(POWER_LABELS)} {...field("power")} />
        <Checks legend="Water" idPrefix="more-water" items={itemsOf(WATER_LABELS)} {...field("water")} />
        {type === "rent" && <NairaLimitFilter limit="moveIn" {...field("moveIn")} error={moveIn.error} />}
        <NairaLimitFilter limit="sc" {...field("sc")} error={sc.error} />
        <Checks
          legend="Title documents"
          idPrefix="more-docs"
          items={TITLE_DOCUMENTS.map((t) => ({ id: t.code, label: t.label }))}
          {...field("docs")}
        />
        <Checks
          legend="Amenities"
          idPrefix="more-amenity"
          items={(amenities.data ?? []).filter((a) => !factIds.has(a.id)).map((a) => ({ id: a.id, label: a.title }))}
          {...field("amenities")}
        />
        <SheetSelect id="more-by" label="Listed by" {...field("by")}>
          <ValueOptions
            none="Anyone"
            values={Object.keys(LISTED_BY_LABELS) as ListedBy[]}
            label={(k) => LISTED_BY_LABELS[k]}
          />
        </SheetSelect>
        <label htmlFor="more-verified" className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-800">
          <Checkbox id="more-verified" checked={d.verified} onCheckedChange={(c) => set("verified", c === true)} />
          Verified listers only (identity checked)
        </label>
      </div>
      <div className="flex gap-2 border-t border-ink-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button type="submit" className="flex-1" aria-live="polite" aria-busy={live?.stale || undefined}>
          {live
            ? live.total === 0 && !live.lowerBound
              ? "No matches: show anyway"
              : `Show ${resultCount(live.total, live.lowerBound)}`
            : "Show results"}
        </Button>
        <Button type="button" variant="ghost" onClick={reset}>
          Reset
        </Button>
      </div>
    </form>
  );
}
