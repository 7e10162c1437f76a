import { useController, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { bannerCreateForm } from "@contracts/banner-input";
import { BANNER_DAYS, BANNER_PLACEMENT_LABELS, BANNER_PLACEMENTS } from "@contracts/banner-rules";
import { Skeleton } from "../../components/ui/skeleton";
import { formatNaira } from "../../lib/format";
import { ErrorText } from "../../components/ui/input";

/** The terms an advertiser's banner is priced on, chosen in the create form and while a draft is edited. */
export type Values = z.input<typeof bannerCreateForm>;
export type Prices = { placement: string; days: number; priceKobo: number }[] | undefined;

/** Where it shows: a card per placement. */
export function PlacementChoice() {
  const { field } = useController<Values, "placement">({ name: "placement" });
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-900">Where it shows</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {BANNER_PLACEMENTS.map((p) => (
          <label
            key={p}
            className="flex cursor-pointer gap-3 rounded-lg border border-ink-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="placement"
              value={p}
              checked={field.value === p}
              onChange={() => field.onChange(p)}
              ref={field.value === p ? field.ref : undefined}
              className="mt-1"
            />
            <span>
              <span className="block font-medium text-ink-900">{BANNER_PLACEMENT_LABELS[p].name}</span>
              <span className="text-ink-600">{BANNER_PLACEMENT_LABELS[p].where}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** How long: 7, 14 or 30 days with the placement's price (a duration not on offer cannot be chosen). */
export function DaysChoice({ prices, pending }: { prices: Prices; pending: boolean }) {
  const { field, fieldState } = useController<Values, "days">({ name: "days" });
  const placement = useWatch<Values, "placement">({ name: "placement" });
  const error = fieldState.error?.message;
  return (
    <fieldset aria-describedby={error ? "banner-days-error" : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-900">How long</legend>
      {pending ? (
        <Skeleton className="h-14 w-full" />
      ) : (
        <div className="grid grid-cols-3 gap-2">
          {BANNER_DAYS.map((d) => {
            const p = prices?.find((x) => x.placement === placement && x.days === d);
            return (
              <label
                key={d}
                className="flex cursor-pointer flex-col rounded-lg border border-ink-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:opacity-60"
              >
                <span className="flex items-center gap-2 font-medium text-ink-900">
                  <input
                    type="radio"
                    name="days"
                    value={d}
                    checked={field.value === d}
                    disabled={!p}
                    onChange={() => field.onChange(d)}
                    ref={field.value === d ? field.ref : undefined}
                  />
                  {d} days
                </span>
                <span className="text-ink-700">{p ? formatNaira(p.priceKobo) : "Not on offer"}</span>
              </label>
            );
          })}
        </div>
      )}
      <ErrorText id="banner-days-error" className="mt-1">
        {error}
      </ErrorText>
    </fieldset>
  );
}
