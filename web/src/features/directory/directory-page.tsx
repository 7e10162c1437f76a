import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { DIRECTORY_SORTS, type DirectorySort } from "@contracts/review-rules";
import { SPECIALIZATIONS } from "@contracts/onboarding";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { inputClasses, SelectOptions, ValueOptions } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { statesQuery } from "../locations/queries";
import { AgentCard } from "./agent-card";
import { agentsQuery, type DirectoryFilters } from "./api";
import { PageNav } from "../layout/page-nav";

const SORT_LABEL: Record<DirectorySort, string> = {
  name_asc: "Name (A–Z)",
  rating: "Best rated",
  active_listings: "Most active listings",
};

/** /professionals/agents: search by name or locality of focus, filter by state, verified and specialization, sort, page. */
export function DirectoryPage({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) {
  const q = useQuery(agentsQuery(filters));
  const states = useQuery(statesQuery());
  const [text, setText] = useState(filters.search ?? "");
  const set = (patch: Partial<DirectoryFilters>) => onChange({ ...filters, page: 1, ...patch });
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-semibold text-ink-900">Find a broker</h1>
        <p className="text-ink-600">
          Brokerages, companies, agents and developers across Nigeria, with reviews from people who inspected, stayed or
          chatted with them.
        </p>
      </header>
      <form
        role="search"
        className="grid gap-3 rounded-xl border border-ink-200 bg-white p-4 md:grid-cols-6"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: text.trim() || undefined });
        }}
      >
        <label className="md:col-span-2">
          <span className="sr-only">Name or locality</span>
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={60}
            placeholder="Name or locality (e.g. Lekki)"
            className={inputClasses}
          />
        </label>
        <label>
          <span className="sr-only">State</span>
          <select
            value={filters.state ?? ""}
            onChange={(e) => set({ state: e.target.value ? Number(e.target.value) : undefined })}
            className={cn(inputClasses, "pr-8")}
          >
            <SelectOptions none="All states" items={states.data} label={(s) => s.name} />
          </select>
        </label>
        <label>
          <span className="sr-only">Specialization</span>
          <select
            value={filters.specialization ?? ""}
            onChange={(e) =>
              set({ specialization: (e.target.value || undefined) as DirectoryFilters["specialization"] })
            }
            className={cn(inputClasses, "pr-8 capitalize")}
          >
            <ValueOptions
              none="Any specialization"
              values={SPECIALIZATIONS}
              label={(s) => s[0]!.toUpperCase() + s.slice(1)}
            />
          </select>
        </label>
        <label>
          <span className="sr-only">Sort</span>
          <select
            value={filters.sort}
            onChange={(e) => set({ sort: e.target.value as DirectorySort })}
            className={cn(inputClasses, "pr-8")}
            aria-label="Sort"
          >
            <ValueOptions values={DIRECTORY_SORTS} label={(s) => SORT_LABEL[s]} />
          </select>
        </label>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <input
              type="checkbox"
              checked={!!filters.verified}
              onChange={(e) => set({ verified: e.target.checked || undefined })}
            />
            Verified only
          </label>
          <Button type="submit" size="sm">
            Search
          </Button>
        </div>
      </form>
      {q.isPending ? (
        <Spinner />
      ) : !q.data?.data.length ? (
        <EmptyState
          title="No professionals match"
          description="Try another name, locality or state, or clear the filters."
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="agents-grid">
          {q.data.data.map((a) => (
            <AgentCard key={a.id} agent={a} />
          ))}
        </div>
      )}
      <PageNav page={filters.page} hasMore={q.data?.hasMore} onPage={(p) => onChange({ ...filters, page: p })} />
    </div>
  );
}
