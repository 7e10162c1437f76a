import { inputClasses, ErrorText } from "../../components/ui/input";
import { fieldLabel, parseNaira } from "./filter-values";

/** The sheet's "₦ at most" limits: the field's id and words, and the example amount its check gives. */
const LIMITS = {
  // Rent searches: "Move-in cost under ₦3m", the full cost (a year's rent and every fee) the cards show.
  moveIn: {
    id: "more-move-in",
    label: "Move-in cost under (₦)",
    hint: "The first year's rent plus service charge, agency, legal and caution fees.",
    example: "3,000,000",
  },
  sc: {
    id: "more-sc",
    label: "Service charge per year, at most (₦)",
    hint: "0 finds listings with no service charge.",
    example: "500,000",
  },
};
export type NairaLimit = keyof typeof LIMITS;

/** What is typed in a limit: its amount, and the error the field shows when the text is not an amount. */
export function readNairaLimit(limit: NairaLimit, text: string) {
  const amount = parseNaira(text);
  const error =
    text.trim() !== "" && amount === undefined ? `Type an amount in naira, e.g. ${LIMITS[limit].example}.` : null;
  return { amount, error };
}

/**
 * A "₦ at most" field of the filter sheet (move-in cost, service charge): typed as text so a half-typed amount
 * stays as it is, with the sheet's own check shown in place of the hint.
 */
export function NairaLimitFilter({
  limit,
  value,
  onChange,
  error,
}: {
  limit: NairaLimit;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  const { id, label, hint } = LIMITS[limit];
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
