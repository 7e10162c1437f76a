import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { SavedEmpty } from "./saved-empty";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../lib/toast";
import { formatDate } from "../../lib/format";
import { statesQuery } from "../locations/queries";
import { categoriesQuery, type SearchType } from "../listings/api";
import { describeSearch, filterChips, resolveNames, type NameSources } from "../listings/search-describe";
import { deleteSavedSearch, savedSearchesQuery, updateSavedSearch } from "./api";
import { pageOf, toPageSearch } from "./filters";
import type { QueryData } from "../../lib/query";

type Saved = QueryData<typeof savedSearchesQuery>[number];

const SEARCH_TYPE: Record<string, SearchType> = { sale: "sale", rent: "rent", short_stay: "stay" };
/** Filters the heading already says in words. */
const IN_HEADING = new Set(["locality", "state", "bbox", "q", "type", "category", "min", "max", "beds"]);

/** What the search finds, in the words of the properties page's heading and chips: "3+ bedroom properties for rent in Lekki, Lagos under ₦5,000,000 · Furnished". */
function summary(s: Saved, names: NameSources) {
  const search = toPageSearch(s.filter as Record<string, unknown>);
  const resolved = resolveNames(search, names);
  const heading = describeSearch(SEARCH_TYPE[s.listingType ?? "rent"] ?? "rent", search, resolved);
  const rest = filterChips(search, resolved)
    .filter((c) => !IN_HEADING.has(c.key))
    .map((c) => c.label);
  return [heading, ...rest].join(" · ");
}

/** /dashboard/property/saved-searches: run, rename, turn alerts on or off, delete. */
export function SavedSearchesPage() {
  const list = useQuery(savedSearchesQuery());
  const states = useQuery(statesQuery());
  const categories = useQuery(categoriesQuery());
  const names: NameSources = { states: states.data, categories: categories.data };
  if (!list.data) return <Skeleton className="h-32" />;
  if (list.data.length === 0)
    return (
      <SavedEmpty
        title="No saved searches yet"
        description='Search for homes, then tap "Save search" to get new matches by email every day.'
      />
    );
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
      {list.data.map((s) => (
        <SavedSearchRow key={s.id} s={s} names={names} />
      ))}
    </ul>
  );
}

function SavedSearchRow({ s, names }: { s: Saved; names: NameSources }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(s.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["saved-searches"] });
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      await refresh();
      toast.success(done);
    } catch {
      // unwrap() has shown the error
    }
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        {editing ? (
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void act(() => updateSavedSearch(s.id, { name }), "Renamed").then(() => setEditing(false));
            }}
          >
            <Input aria-label="New name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
            <Button type="submit" size="sm">
              Save
            </Button>
          </form>
        ) : (
          <p className="font-semibold text-ink-900">{s.name}</p>
        )}
        <p className="text-sm text-ink-600">{summary(s, names)}</p>
        <p className="text-xs text-ink-500">
          Saved {formatDate(s.createdAt)}
          {s.lastAlertAt ? ` · last alert ${formatDate(s.lastAlertAt)}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={pageOf(s.listingType)}
          search={toPageSearch(s.filter as Record<string, unknown>)}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Show results
        </Link>
        <label className="flex min-h-10 items-center gap-2 text-sm text-ink-700">
          <Checkbox
            checked={s.alerts}
            onCheckedChange={(v) =>
              void act(
                () => updateSavedSearch(s.id, { alerts: v === true }),
                v === true ? "Daily emails on" : "Daily emails off",
              )
            }
          />
          Email alerts
        </label>
        <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>
          Rename
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void act(() => deleteSavedSearch(s.id), "Saved search deleted")}
          aria-label={`Delete ${s.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
