import { useQuery } from "@tanstack/react-query";
import { inputClasses } from "../../components/ui/input-classes";
import { cn } from "../../lib/cn";
import { StateSelect } from "../locations/state-select";
import { localitiesQuery, statesQuery } from "../locations/queries";

/** The hero's small visible field labels. */
export const LABEL = "mb-1 block text-left text-xs font-medium text-ink-600";

export type LocationValue = { state: string; locality: string };

/**
 * The hero's location input, one slot: a state, then optionally a locality of it (slugs, as the search pages
 * read them). The location typeahead (features/locations/location-typeahead.tsx) replaces this component with
 * the same props.
 */
export function LocationField({ value, onChange, className }: { value: LocationValue; onChange: (v: LocationValue) => void; className?: string }) {
  const states = useQuery(statesQuery());
  const stateId = states.data?.find((s) => s.slug === value.state)?.id;
  const localities = useQuery({ ...localitiesQuery(stateId ?? 0), enabled: stateId !== undefined });
  return (
    <div className={cn("flex min-w-0 flex-col gap-2 sm:flex-row", className)}>
      <div className="min-w-0 sm:flex-1">
        <label htmlFor="home-state" className={LABEL}>Location</label>
        <StateSelect id="home-state" value={value.state} onChange={(state) => onChange({ state, locality: "" })} className="w-full" allLabel="Anywhere in Nigeria" />
      </div>
      {value.state && (
        <div className="min-w-0 sm:flex-1">
          <label htmlFor="home-locality" className={LABEL}>Area</label>
          <select id="home-locality" value={value.locality} onChange={(e) => onChange({ ...value, locality: e.target.value })} className={cn(inputClasses, "w-full pr-8")} disabled={!localities.data}>
            <option value="">{localities.data ? "Any area" : "Loading areas…"}</option>
            {localities.data?.map((l) => <option key={l.id} value={l.slug}>{l.name}</option>)}
          </select>
        </div>
      )}
    </div>
  );
}
