import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { EmptyState } from "../../components/ui/empty-state";
import { StateSelect } from "../locations/state-select";
import { statesQuery } from "../locations/queries";

const TITLES = { sale: "Properties for sale", rent: "Properties for rent", stay: "Short stays" } as const;

/**
 * The search page shell for /properties/{sale,rent,stay}: the state filter lives in the URL so results
 * can be shared on WhatsApp. Listing results arrive with the listings issue.
 */
export function ListingsPage({ type, state }: { type: keyof typeof TITLES; state?: string }) {
  const navigate = useNavigate();
  const states = useQuery(statesQuery());
  const stateName = states.data?.find((s) => s.slug === state)?.name;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">
            {TITLES[type]}
            {stateName ? ` in ${stateName}` : " in Nigeria"}
          </h1>
          <p className="mt-1 text-sm text-ink-600">Only listings confirmed as available in the last 30 days are shown.</p>
        </div>
        <div className="sm:w-64">
          <label htmlFor="filter-state" className="mb-1 block text-sm font-medium text-ink-700">State</label>
          <StateSelect id="filter-state" value={state ?? ""} onChange={(slug) => navigate({ to: ".", search: slug ? { state: slug } : {} })} />
        </div>
      </div>
      <div className="mt-8 rounded-2xl border border-ink-200 bg-white">
        <EmptyState
          title={`No listings${stateName ? ` in ${stateName}` : ""} yet`}
          description="Verified brokerages and companies are adding their properties. Try another state, or check back soon."
        />
      </div>
    </div>
  );
}
