import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "../../components/ui/checkbox";
import { Field, Input, NativeSelect, Textarea } from "../../components/ui/input";
import type { useEditorForm } from "./use-editor-form";

export type EditorForm = ReturnType<typeof useEditorForm>;

export const fieldId = (field: string) => `le-${field.replace(/\./g, "-")}`;

/** What every field of the editor takes: its label and key, the error and hint beside it, its text and setter. */
type FieldProps = {
  label: ReactNode;
  field: string;
  error?: string;
  hint?: ReactNode;
  value: string;
  onValue: (v: string) => void;
};

type TextProps = Omit<ComponentProps<"input">, "onChange" | "value" | "prefix"> &
  FieldProps & {
    /** A unit shown inside the box, before the text (₦); screen readers have it from the label. */
    prefix?: string;
  };

export function TextField({ label, field, error, hint, value, onValue, className, prefix, ...props }: TextProps) {
  const input = (
    <Input value={value} onChange={(e) => onValue(e.target.value)} {...props} className={prefix && "pl-8"} />
  );
  return (
    <Field label={label} htmlFor={fieldId(field)} error={error} hint={hint} className={className}>
      {prefix ? (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-ink-500"
          >
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** Naira amounts: typed as naira (digits, commas allowed), sent as kobo. */
export function MoneyField(props: Omit<TextProps, "inputMode" | "type" | "prefix">) {
  return <TextField inputMode="decimal" autoComplete="off" placeholder="0" {...props} prefix="₦" />;
}

export function TextAreaField({ label, field, error, hint, value, onValue, rows = 6 }: FieldProps & { rows?: number }) {
  const id = fieldId(field);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Textarea id={id} rows={rows} value={value} onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}

export function SelectField({
  label,
  field,
  error,
  hint,
  value,
  onValue,
  disabled,
  children,
}: FieldProps & { disabled?: boolean; children: ReactNode }) {
  const id = fieldId(field);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <NativeSelect value={value} disabled={disabled} onChange={(e) => onValue(e.target.value)} className="pr-8">
        {children}
      </NativeSelect>
    </Field>
  );
}

/** A labelled set of checkboxes (amenities, title documents). */
export function CheckGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onValue,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  value: T[];
  onValue: (v: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => {
          const id = `${name}-${o.value}`;
          const checked = value.includes(o.value);
          return (
            <div key={o.value} className="flex min-h-9 items-center gap-2">
              <Checkbox
                id={id}
                checked={checked}
                onCheckedChange={(c) => onValue(c === true ? [...value, o.value] : value.filter((x) => x !== o.value))}
              />
              <label htmlFor={id} className="text-sm text-ink-800">
                {o.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5">
      <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
      {children && <p className="mt-1 text-sm text-ink-600">{children}</p>}
    </div>
  );
}
