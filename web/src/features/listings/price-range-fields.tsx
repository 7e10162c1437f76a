import { inputClasses, ErrorText } from "../../components/ui/input";
import { fieldLabel } from "./filter-values";

type Props = {
  /** Prefix of the inputs' ids: `<idPrefix>-min`, `<idPrefix>-max`, `<idPrefix>-price-error`. */
  idPrefix: string;
  min: string;
  max: string;
  onChange: (key: "min" | "max", value: string) => void;
  error?: string | null;
};

/** The price range (₦) of the desktop price popover and the More filters sheet: two typed amounts and one error. */
export function PriceRangeFields({ idPrefix, min, max, onChange, error }: Props) {
  const errorId = `${idPrefix}-price-error`;
  const input = (key: "min" | "max", label: string, value: string, placeholder: string) => (
    <div>
      <label htmlFor={`${idPrefix}-${key}`} className="text-xs text-ink-600">
        {label}
      </label>
      <input
        id={`${idPrefix}-${key}`}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(key, e.target.value)}
        placeholder={placeholder}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className={fieldLabel}>Price (₦)</legend>
      <div className="grid grid-cols-2 gap-2">
        {input("min", "Minimum", min, "No min")}
        {input("max", "Maximum", max, "No max")}
      </div>
      <ErrorText id={errorId} className="mt-2">
        {error}
      </ErrorText>
    </fieldset>
  );
}
