import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ONBOARDING_MESSAGES } from "@contracts/onboarding";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { statesQuery } from "../locations/queries";
import { cn } from "../../lib/cn";

type Props = { legend: string; error?: string } & (
  | { multiple?: false; value: number | null; onChange: (id: number) => void }
  | { multiple: true; value: number[]; onChange: (ids: number[]) => void }
);

/** SPEC.md §2 step 1/2: a searchable list of the 37 states (radio for one, checkboxes for several). */
export function StatePicker(props: Props) {
  const states = useQuery(statesQuery());
  const [q, setQ] = useState("");
  const id = useId();
  const selected = (sid: number) => (props.multiple ? props.value.includes(sid) : props.value === sid);
  const toggle = (sid: number) => {
    if (!props.multiple) return props.onChange(sid);
    props.onChange(props.value.includes(sid) ? props.value.filter((v) => v !== sid) : [...props.value, sid]);
  };
  const shown = (states.data ?? []).filter((s) => s.name.toLowerCase().includes(q.trim().toLowerCase()));

  return (
    <fieldset aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-900">{props.legend}</legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        Search states
      </label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder="Search states"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
      />
      {props.multiple && props.value.length > 0 && (
        <p className="mt-2 text-xs text-ink-600">{props.value.length} selected</p>
      )}
      <div className="mt-2 h-56 overflow-y-auto rounded-lg border border-ink-200 p-1">
        {states.isPending && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="m-1 h-8" />)}
        {states.isError && (
          <p role="alert" className="p-3 text-sm text-danger-700">
            {ONBOARDING_MESSAGES.loadStatesFailed}
          </p>
        )}
        {states.isSuccess && shown.length === 0 && <p className="p-3 text-sm text-ink-600">No state matches “{q}”.</p>}
        {shown.map((s) => (
          <label
            key={s.id}
            className={cn(
              "flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-ink-800 hover:bg-ink-50",
              selected(s.id) && "bg-brand-50 font-medium text-brand-800",
            )}
          >
            <input
              type={props.multiple ? "checkbox" : "radio"}
              name={`${id}-state`}
              className="size-4 accent-brand-600"
              checked={selected(s.id)}
              onChange={() => toggle(s.id)}
            />
            {s.name}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger-700">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
