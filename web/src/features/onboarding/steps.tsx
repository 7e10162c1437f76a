import { useId } from "react";
import {
  EXPERIENCE_BANDS,
  MAX_COMPANY_NAME,
  SPECIALIZATIONS,
  type AdditionalInfo,
  type PropertyIntent,
} from "@contracts/onboarding";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";

const INTENTS: { value: PropertyIntent; label: string; hint: string }[] = [
  { value: "buy", label: "Buy", hint: "Homes and land for sale" },
  { value: "rent", label: "Rent", hint: "Homes to rent by the year" },
];

const choice = (on: boolean) =>
  cn(
    "flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm",
    on ? "border-brand-600 bg-brand-50 text-brand-900" : "border-ink-200 text-ink-800 hover:border-ink-400",
  );

/** Step 2 for seekers: buy or rent. */
export function IntentStep({
  value,
  onChange,
  error,
}: {
  value: PropertyIntent | null;
  onChange: (v: PropertyIntent) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-900">Are you looking to buy or rent?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {INTENTS.map((i) => (
          <label key={i.value} className={choice(value === i.value)}>
            <input
              type="radio"
              name={`${id}-intent`}
              className="size-4 accent-brand-600"
              checked={value === i.value}
              onChange={() => onChange(i.value)}
            />
            <span>
              <span className="block font-semibold">{i.label}</span>
              <span className="block text-xs text-ink-600">{i.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Step 3 for brokerage/company accounts: everything optional (SPEC.md §5 "step 3 always passes"). */
export function CompanyStep({ value, onChange }: { value: AdditionalInfo; onChange: (v: AdditionalInfo) => void }) {
  const id = useId();
  const specs = value.specializations ?? [];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-company`} className="text-sm font-medium text-ink-900">
          Company name
        </label>
        <Input
          id={`${id}-company`}
          value={value.companyName ?? ""}
          maxLength={MAX_COMPANY_NAME}
          autoComplete="organization"
          onChange={(e) => onChange({ ...value, companyName: e.target.value })}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-900">Years of experience</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {EXPERIENCE_BANDS.map((b) => (
            <label key={b} className={choice(value.experience === b)}>
              <input
                type="radio"
                name={`${id}-experience`}
                className="size-4 accent-brand-600"
                checked={value.experience === b}
                onChange={() => onChange({ ...value, experience: b })}
              />
              {b} years
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-900">Specializations</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SPECIALIZATIONS.map((s) => (
            <label key={s} className={choice(specs.includes(s))}>
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={specs.includes(s)}
                onChange={() =>
                  onChange({
                    ...value,
                    specializations: specs.includes(s) ? specs.filter((x) => x !== s) : [...specs, s],
                  })
                }
              />
              {label(s)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
