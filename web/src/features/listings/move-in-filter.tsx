import { inputClasses } from "../../components/ui/input";
import { fieldLabel as label } from "./filter-values";

/** Rent searches: "Move-in cost under ₦3m", the full cost (a year's rent and every fee) the cards show. */
export function MoveInFilter({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  return (
    <div>
      <label htmlFor="more-move-in" className={label}>
        Move-in cost under (₦)
      </label>
      <input
        id="more-move-in"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Any"
        aria-invalid={!!error || undefined}
        aria-describedby={error ? "more-move-in-error" : "more-move-in-hint"}
        className={inputClasses}
      />
      {error ? (
        <p id="more-move-in-error" role="alert" className="mt-1 text-sm text-danger-600">
          {error}
        </p>
      ) : (
        <p id="more-move-in-hint" className="mt-1 text-xs text-ink-600">
          The first year&apos;s rent plus service charge, agency, legal and caution fees.
        </p>
      )}
    </div>
  );
}
