import type { ComponentProps } from "react";
import { useQuery } from "@tanstack/react-query";
import { cn } from "../../lib/cn";
import { inputClasses } from "../../components/ui/input-classes";
import { FilterSelect } from "../../components/ui/filter-fields";
import { statesQuery } from "./queries";

/** A native select: fast and accessible on every phone, with the 37 states from the API. */
export function StateSelect({
  id,
  value,
  onChange,
  className,
  allLabel = "All states",
}: {
  id: string;
  value: string;
  onChange: (slug: string) => void;
  className?: string;
  allLabel?: string;
}) {
  const states = useQuery(statesQuery());
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={cn(inputClasses, "pr-8", className)}
      disabled={states.isPending}
    >
      <option value="">{states.isPending ? "Loading states…" : allLabel}</option>
      {states.data?.map((s) => (
        <option key={s.id} value={s.slug}>
          {s.name}
        </option>
      ))}
    </select>
  );
}

/**
 * A list's filter by state (by id, as the list endpoints take it), labelled "State": it reads and patches the list's
 * search `stateId`, "All states" clearing it.
 */
export function StateFilter({
  search,
  onChange,
  ...field
}: Pick<ComponentProps<typeof FilterSelect>, "id" | "labelStyle" | "className"> & {
  search: { stateId?: number };
  onChange: (patch: { stateId?: number }) => void;
}) {
  const states = useQuery(statesQuery());
  return (
    <FilterSelect
      label="State"
      {...field}
      value={search.stateId}
      onChange={(v) => onChange({ stateId: v ? Number(v) : undefined })}
      all="All states"
      options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
    />
  );
}
