import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/input-classes";
import { cn } from "../../lib/cn";
import { categoriesQuery } from "../listings/api";
import { BUDGETS, searchHref, type HeroValues, type SearchMode } from "./budgets";
import { LABEL, LocationField } from "./location-field";
import { notOnServer } from "../../lib/client-only";
import { TypeOptions } from "../listings/type-options";

const MODES: { key: SearchMode; label: string }[] = [
  { key: "sale", label: "Buy" },
  { key: "rent", label: "Rent" },
  { key: "stay", label: "Short stay" },
];

/**
 * The home page's search (SPEC §2): Buy / Rent / Short stay, location, property type and a budget that fits the
 * mode; it opens /properties/{sale|rent|stay} with the filters in the URL. The modes are native radio buttons
 * (arrow keys move between them, as a radio group should) drawn as a segmented control.
 */
export function HeroSearch() {
  const [v, setV] = useState<HeroValues>({ mode: "rent", state: "", locality: "", type: "", budget: "" });
  const categories = useQuery(categoriesQuery());
  const navigate = useNavigate();
  const budgets = BUDGETS[v.mode];

  async function search(e: FormEvent) {
    e.preventDefault();
    const typed = v.text?.trim();
    if (!typed) return void navigate({ href: searchHref(v) });
    // Words typed without a pick ("Lekki", "Lekki 3 bed"): the assistant's parser reads them (its own chunk).
    const href = searchHref({ ...v, state: "", locality: "" });
    const base = Object.fromEntries(new URL(href, location.origin).searchParams);
    const { freeTextHref } = await (__WORKER_BUNDLE__ ? notOnServer() : import("../assistant/free-text.deferred"));
    void navigate({ href: freeTextHref(typed, v.mode, base) });
  }

  return (
    <form
      onSubmit={(e) => void search(e)}
      data-tour="home-search"
      className="mx-auto mt-8 max-w-4xl rounded-2xl bg-white p-3 text-ink-900 shadow-dialog sm:p-4"
      aria-label="Search properties"
    >
      <fieldset className="mb-3">
        <legend className="sr-only">Looking to</legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1">
          {MODES.map((m) => (
            <label key={m.key} className="relative">
              <input
                type="radio"
                name="home-mode"
                value={m.key}
                checked={v.mode === m.key}
                onChange={() => setV((s) => ({ ...s, mode: m.key, budget: "" }))}
                className="peer sr-only"
              />
              <span className="block cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium text-ink-700 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 hover:bg-white peer-checked:hover:bg-brand-700">
                {m.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <LocationField
          value={v}
          onChange={(loc) => setV((s) => ({ ...s, ...loc }))}
          className="sm:col-span-2 lg:col-span-1"
        />
        <div className="min-w-0">
          <label htmlFor="home-type" className={LABEL}>
            Property type
          </label>
          <select
            id="home-type"
            value={v.type}
            onChange={(e) => setV((s) => ({ ...s, type: e.target.value }))}
            className={cn(inputClasses, "w-full pr-8")}
            disabled={!categories.data}
          >
            <option value="">{categories.data ? "Any type" : "Loading types…"}</option>
            <TypeOptions categories={categories.data} />
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="home-budget" className={LABEL}>
            {budgets.label}
          </label>
          <select
            id="home-budget"
            value={v.budget}
            onChange={(e) => setV((s) => ({ ...s, budget: e.target.value }))}
            className={cn(inputClasses, "w-full pr-8")}
          >
            <option value="">Any budget</option>
            {budgets.bands.map((b, i) => (
              <option key={b.label} value={i}>
                {b.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" className="mt-1 sm:col-span-2 sm:mt-0 lg:col-span-1">
          Search
        </Button>
      </div>
    </form>
  );
}
