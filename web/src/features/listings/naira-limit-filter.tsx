import type { ReactNode } from "react";
import { inputClasses, ErrorText } from "../../components/ui/input";
import { fieldLabel } from "./filter-values";

/**
 * A "₦ at most" field of the filter sheet (move-in cost, service charge): typed as text so a half-typed amount
 * stays as it is, with the sheet's own check shown in place of the hint.
 */
export function NairaLimitFilter({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Any"
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={inputClasses}
      />
      {error ? (
        <ErrorText id={`${id}-error`} className="mt-1">
          {error}
        </ErrorText>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}
