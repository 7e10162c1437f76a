import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../lib/toast";
import { formatDate, formatNaira } from "../../lib/format";
import { deleteSavedSearch, savedSearchesQuery, updateSavedSearch } from "./api";
import { pageOf, toPageSearch } from "./filters";

type Saved = Awaited<ReturnType<ReturnType<typeof savedSearchesQuery>["queryFn"]>>[number];

const LABEL: Record<string, string> = { sale: "For sale", rent: "For rent", short_stay: "Short stay" };

function summary(s: Saved) {
  const f = s.filter as Record<string, unknown>;
  const parts = [s.listingType ? LABEL[s.listingType] : "All listings"];
  if (typeof f.state === "string") parts.push(`in ${f.state}`);
  if (typeof f.query === "string") parts.push(`"${f.query}"`);
  if (typeof f.minBedrooms === "number") parts.push(`${f.minBedrooms}+ beds`);
  if (typeof f.maxPriceKobo === "number") parts.push(`up to ${formatNaira(f.maxPriceKobo)}`);
  if (typeof f.minPriceKobo === "number") parts.push(`from ${formatNaira(f.minPriceKobo)}`);
  return parts.join(" · ");
}

/** /dashboard/property/saved-searches: run, rename, turn alerts on or off, delete. */
export function SavedSearchesPage() {
  const list = useQuery(savedSearchesQuery());
  if (!list.data) return <Skeleton className="h-32" />;
  if (list.data.length === 0)
    return (
      <div className="rounded-2xl border border-ink-200 bg-white">
        <EmptyState
          title="No saved searches yet"
          description='Search for homes, then tap "Save search" to get new matches by email every day.'
          action={<Link to="/properties/rent" className="font-medium text-brand-700 hover:underline">Search listings</Link>}
        />
      </div>
    );
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
      {list.data.map((s) => <SavedSearchRow key={s.id} s={s} />)}
    </ul>
  );
}

function SavedSearchRow({ s }: { s: Saved }) {
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
            <Button type="submit" size="sm">Save</Button>
          </form>
        ) : (
          <p className="font-semibold text-ink-900">{s.name}</p>
        )}
        <p className="text-sm text-ink-600">{summary(s)}</p>
        <p className="text-xs text-ink-500">Saved {formatDate(s.createdAt)}{s.lastAlertAt ? ` · last alert ${formatDate(s.lastAlertAt)}` : ""}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={pageOf(s.listingType)} search={toPageSearch(s.filter as Record<string, unknown>)} className="text-sm font-medium text-brand-700 hover:underline">
          Show results
        </Link>
        <label className="flex items-center gap-1.5 text-sm text-ink-700">
          <input type="checkbox" checked={s.alerts} onChange={(e) => void act(() => updateSavedSearch(s.id, { alerts: e.target.checked }), e.target.checked ? "Daily emails on" : "Daily emails off")} />
          Email alerts
        </label>
        <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>Rename</Button>
        <Button size="sm" variant="outline" onClick={() => void act(() => deleteSavedSearch(s.id), "Saved search deleted")} aria-label={`Delete ${s.name}`}>Delete</Button>
      </div>
    </li>
  );
}
