import { useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { AppPreference } from "@contracts/admin-settings";
import { LIMITS } from "@contracts/constants";
import { formatNaira } from "../../../lib/format";
import { Form, FormError, FormField, SubmitButton, useMutationForm, InputField } from "../../../components/ui/form";
import { Input } from "../../../components/ui/input";
import { PlanSettings } from "../money/plan-settings";
import { BannerPriceSettings } from "../banners/prices";
import { nairaToKobo } from "../../listing-editor/money";
import { appPreferenceQuery, saveAppPreference, settingsKey } from "./api";
import { typedNumber, useSettingsSave } from "./form-state";
import { SettingsCard } from "../settings-card";

const PERCENT: {
  key: "inspectionCommissionBps" | "stayCommissionBps" | "projectCommissionBps";
  label: string;
  hint: string;
}[] = [
  { key: "inspectionCommissionBps", label: "Inspection fee commission (%)", hint: "Kept from each paid inspection." },
  { key: "stayCommissionBps", label: "Short-stay commission (%)", hint: "Kept from each stay booking." },
  {
    key: "projectCommissionBps",
    label: "Project reservation commission (%)",
    hint: "Kept from a confirmed unit deposit.",
  },
];
type PercentKey = (typeof PERCENT)[number]["key"];
// The API's limits (appPreferenceUpdate: 0–5000 basis points, ₦1 to the fee ceiling), said in the form's units.
const percent = (key: PercentKey) => {
  const what = PERCENT.find((p) => p.key === key)!.label.replace(" (%)", "");
  return z
    .string()
    .transform(typedNumber(100))
    .pipe(
      z
        .number({ error: `Enter the ${what.toLowerCase()} as a percentage, e.g. 10.` })
        .min(0, `${what} cannot be negative.`)
        .max(5000, `${what} is at most 50%.`),
    );
};
const naira = (what: string) =>
  z
    .string()
    .transform((v) => nairaToKobo(v) ?? Number.NaN)
    .pipe(
      z
        .number({ error: `Enter the ${what} in naira, e.g. 5000.` })
        .min(100, `The ${what} is at least ₦1.`)
        .max(
          LIMITS.inspectionFeeCeiling * 100,
          `The ${what} is at most ${formatNaira(LIMITS.inspectionFeeCeiling * 100)}.`,
        ),
    );
const schema = z
  .object({
    inspectionCommissionBps: percent("inspectionCommissionBps"),
    stayCommissionBps: percent("stayCommissionBps"),
    projectCommissionBps: percent("projectCommissionBps"),
    inspectionFeeMinKobo: naira("lowest inspection fee"),
    inspectionFeeMaxKobo: naira("highest inspection fee"),
  })
  .superRefine((v, ctx) => {
    if (v.inspectionFeeMinKobo > v.inspectionFeeMaxKobo)
      ctx.addIssue({
        code: "custom",
        path: ["inspectionFeeMaxKobo"],
        message: "The highest inspection fee must be at least the lowest.",
      });
  });

function PreferenceForm({ p }: { p: AppPreference }) {
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: {
      ...(Object.fromEntries(PERCENT.map(({ key }) => [key, String(p[key] / 100)])) as Record<PercentKey, string>),
      inspectionFeeMinKobo: String(p.inspectionFeeMinKobo / 100),
      inspectionFeeMaxKobo: String(p.inspectionFeeMaxKobo / 100),
    },
    ...useSettingsSave(settingsKey("app-preference"), saveAppPreference, "App preferences saved.", () =>
      qc.invalidateQueries({ queryKey: ["website-info"] }),
    ),
  });
  return (
    <Form {...formProps} className="grid gap-4 sm:grid-cols-3">
      {PERCENT.map(({ key, label, hint }) => (
        <InputField key={key} name={key} label={label} id={`pref-${key}`} hint={hint} inputMode="decimal" />
      ))}
      <InputField name="inspectionFeeMinKobo" label="Lowest inspection fee (₦)" id="pref-fee-min" inputMode="numeric" />
      <FormField name="inspectionFeeMaxKobo" label="Highest inspection fee (₦)" id="pref-fee-max">
        <Input inputMode="numeric" {...form.register("inspectionFeeMaxKobo")} />
      </FormField>
      <p className="self-end pb-3 text-sm text-ink-600">Listings are checked against these bounds when saved.</p>
      <FormError className="sm:col-span-3" />
      <div className="sm:col-span-3">
        <SubmitButton>Save app preferences</SubmitButton>
      </div>
    </Form>
  );
}

/** Commission rates and inspection-fee bounds, then the plan prices (each plan saves on its own). */
export function AppPreferenceTab() {
  const q = useQuery(appPreferenceQuery());
  return (
    <div className="space-y-4">
      <SettingsCard
        title="Commissions and inspection fees"
        description="Changes apply to bookings made and listings saved from now on."
        query={q}
      >
        {(p) => <PreferenceForm p={p} />}
      </SettingsCard>
      <PlanSettings />
      <BannerPriceSettings />
    </div>
  );
}
