import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { StateSelect } from "../locations/state-select";
import { categoriesQuery } from "./api";
import type { ListingsSearch } from "./search-params";

export type FilterValues = Pick<ListingsSearch, "state" | "q" | "category" | "type" | "min" | "max" | "beds">;
export const FILTER_KEYS = ["state", "q", "category", "type", "min", "max", "beds"] as const;

const num = (s: string) => {
  const n = Number(s.replace(/[₦,\s]/g, ""));
  return s.trim() !== "" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
};

const label = "mb-1 block text-sm font-medium text-ink-700";

/** Filters are applied together on submit, so typing a price does not fire a search per key. */
export function ListingFilters({ idPrefix, value, onApply, className }: { idPrefix: string; value: FilterValues; onApply: (v: FilterValues) => void; className?: string }) {
  const categories = useQuery(categoriesQuery());
  const [draft, setDraft] = useState(() => ({
    state: value.state ?? "",
    q: value.q ?? "",
    category: value.category ? String(value.category) : "",
    type: value.type ? String(value.type) : "",
    min: value.min !== undefined ? String(value.min) : "",
    max: value.max !== undefined ? String(value.max) : "",
    beds: value.beds ? String(value.beds) : "",
  }));
  const set = (k: keyof typeof draft, v: string) => setDraft((d) => ({ ...d, [k]: v, ...(k === "category" ? { type: "" } : {}) }));
  const types = categories.data?.find((c) => String(c.id) === draft.category)?.types ?? categories.data?.flatMap((c) => c.types) ?? [];
  const min = num(draft.min);
  const max = num(draft.max);
  const priceError = min !== undefined && max !== undefined && min > max ? "The minimum price is above the maximum." : null;
  const id = (k: string) => `${idPrefix}-${k}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (priceError) return;
    onApply({
      state: draft.state || undefined,
      q: draft.q.trim() || undefined,
      category: draft.category ? Number(draft.category) : undefined,
      type: draft.type ? Number(draft.type) : undefined,
      min,
      max,
      beds: draft.beds ? Number(draft.beds) : undefined,
    });
  }

  function reset() {
    setDraft({ state: "", q: "", category: "", type: "", min: "", max: "", beds: "" });
    onApply({});
  }

  return (
    <form onSubmit={submit} aria-label="Filter listings" className={cn("space-y-4", className)}>
      <div>
        <label htmlFor={id("q")} className={label}>Area, estate or keyword</label>
        <input id={id("q")} type="search" value={draft.q} onChange={(e) => set("q", e.target.value)} maxLength={100} placeholder="e.g. Lekki Phase 1" className={inputClasses} />
      </div>
      <div>
        <label htmlFor={id("state")} className={label}>State</label>
        <StateSelect id={id("state")} value={draft.state} onChange={(v) => set("state", v)} />
      </div>
      <div>
        <label htmlFor={id("category")} className={label}>Category</label>
        <select id={id("category")} value={draft.category} onChange={(e) => set("category", e.target.value)} className={cn(inputClasses, "pr-8")}>
          <option value="">All categories</option>
          {categories.data?.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={id("type")} className={label}>Property type</label>
        <select id={id("type")} value={draft.type} onChange={(e) => set("type", e.target.value)} className={cn(inputClasses, "pr-8")}>
          <option value="">All types</option>
          {types.map((t) => <option key={t.id} value={t.id}>{t.title}</option>)}
        </select>
      </div>
      <fieldset>
        <legend className={label}>Price (₦)</legend>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={id("min")} className="sr-only">Minimum price in naira</label>
            <input id={id("min")} inputMode="numeric" value={draft.min} onChange={(e) => set("min", e.target.value)} placeholder="Min ₦" aria-invalid={!!priceError || undefined} aria-describedby={priceError ? id("price-error") : undefined} className={inputClasses} />
          </div>
          <div>
            <label htmlFor={id("max")} className="sr-only">Maximum price in naira</label>
            <input id={id("max")} inputMode="numeric" value={draft.max} onChange={(e) => set("max", e.target.value)} placeholder="Max ₦" aria-invalid={!!priceError || undefined} className={inputClasses} />
          </div>
        </div>
        {priceError && <p id={id("price-error")} role="alert" className="mt-1 text-sm text-danger-600">{priceError}</p>}
      </fieldset>
      <div>
        <label htmlFor={id("beds")} className={label}>Bedrooms</label>
        <select id={id("beds")} value={draft.beds} onChange={(e) => set("beds", e.target.value)} className={cn(inputClasses, "pr-8")}>
          <option value="">Any</option>
          {[1, 2, 3, 4, 5].map((n) => <option key={n} value={n}>{n}+ bedrooms</option>)}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">Show results</Button>
        <Button type="button" variant="ghost" onClick={reset}>Reset</Button>
      </div>
    </form>
  );
}
