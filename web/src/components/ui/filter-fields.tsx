import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { oneOf } from "../../lib/search";
import { Checkbox } from "./checkbox";
import { inputClasses } from "./input-classes";

/**
 * How a filter's label shows: `stacked` above the control, `inline` beside it (a date range's "from … to"), or
 * `hidden` (read by screen readers only; the control's placeholder or first option says what it is).
 */
type LabelStyle = "stacked" | "inline" | "hidden";

function FilterField({
  id,
  label,
  labelStyle,
  className,
  children,
}: {
  id: string;
  label: string;
  labelStyle: LabelStyle;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        labelStyle === "stacked" && "flex flex-col gap-1",
        labelStyle === "inline" && "flex items-center gap-2",
        className,
      )}
    >
      <label
        htmlFor={id}
        className={cn(
          labelStyle === "stacked" && "text-sm font-medium text-ink-800",
          labelStyle === "inline" && "shrink-0 text-sm text-ink-600",
          labelStyle === "hidden" && "sr-only",
        )}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/** A filter's select: `all`, when given, is the choice of no filter (the empty value), then the options. */
export function FilterSelect({
  id,
  label,
  labelStyle = "stacked",
  value,
  onChange,
  all,
  options,
  className,
}: {
  id: string;
  label: string;
  labelStyle?: LabelStyle;
  value: string | number | undefined;
  onChange: (value: string) => void;
  all?: string;
  options: readonly { value: string | number; label: string }[];
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} labelStyle={labelStyle} className={className}>
      <select
        id={id}
        className={cn(inputClasses, "w-full")}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
      >
        {all !== undefined && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/**
 * A list's filter over fixed values: the search field it sets, its label, the choice of no filter, and each value's
 * words (the options, in this order).
 */
export type ChoiceFilter<Search> = {
  [K in keyof Search & string]: {
    key: K;
    label: string;
    all: string;
    words: Partial<Record<Extract<NonNullable<Search[K]>, string>, string>>;
    className?: string;
  };
}[keyof Search & string];

/**
 * The selects of a list's choice filters (ids `idPrefix-key`; `className` for each that names none): a choice sets
 * its field, `all` clears it.
 */
export function ChoiceFilters<Search>({
  idPrefix,
  labelStyle,
  className,
  filters,
  search,
  onChange,
}: {
  idPrefix: string;
  labelStyle?: LabelStyle;
  className?: string;
  filters: readonly ChoiceFilter<Search>[];
  search: Search;
  onChange: (patch: Partial<Search>) => void;
}) {
  return filters.map(({ key, words, ...select }) => {
    const options = Object.entries(words).map(([value, label]) => ({ value, label: label as string }));
    const values = options.map((o) => o.value);
    return (
      <FilterSelect
        key={key}
        id={`${idPrefix}-${key}`}
        labelStyle={labelStyle}
        className={className}
        {...select}
        value={search[key] as string | undefined}
        // The words' keys are the field's values (ChoiceFilter says so), so a chosen one is a value of the field.
        onChange={(v) => onChange({ [key]: oneOf(values, v) } as Partial<Search>)}
        options={options}
      />
    );
  });
}

/** A filter's date (YYYY-MM-DD; cleared to undefined). */
export function FilterDate({
  id,
  label,
  labelStyle = "stacked",
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  labelStyle?: LabelStyle;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} labelStyle={labelStyle} className={className}>
      <input
        id={id}
        type="date"
        className={inputClasses}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </FilterField>
  );
}

/** The search box of a list (its label for screen readers; the placeholder says what it searches). */
export function FilterSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} labelStyle="hidden" className={className}>
      <input
        id={id}
        type="search"
        className={inputClasses}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FilterField>
  );
}

/** A filter that is on or off ("Only stuck releases"): on is the search value "true", off is no filter. */
export function FilterCheck({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: "true" | undefined;
  onChange: (value: "true" | undefined) => void;
  className?: string;
}) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <Checkbox checked={value === "true"} onCheckedChange={(on) => onChange(on === true ? "true" : undefined)} />
      {label}
    </label>
  );
}
