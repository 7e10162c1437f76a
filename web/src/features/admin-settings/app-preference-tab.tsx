import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppPreference } from "@contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { PlanSettings } from "../admin-money/plan-settings";
import { BannerPriceSettings } from "../banners/admin-prices";
import { nairaToKobo } from "../listing-editor/money";
import { appPreferenceQuery, saveAppPreference, settingsKey } from "./api";
import { useSave } from "./form-state";

const PERCENT: { key: "inspectionCommissionBps" | "stayCommissionBps" | "projectCommissionBps"; label: string; hint: string }[] = [
  { key: "inspectionCommissionBps", label: "Inspection fee commission (%)", hint: "Kept from each paid inspection." },
  { key: "stayCommissionBps", label: "Short-stay commission (%)", hint: "Kept from each stay booking." },
  { key: "projectCommissionBps", label: "Project reservation commission (%)", hint: "Kept from a confirmed unit deposit." },
];
/** "12.5" % → 1250 basis points; NaN when it is not a number (the API then names the field). */
const toBps = (v: string) => (v.trim() === "" ? Number.NaN : Math.round(Number(v) * 100));

function PreferenceForm({ p }: { p: AppPreference }) {
  const qc = useQueryClient();
  const [pct, setPct] = useState(Object.fromEntries(PERCENT.map(({ key }) => [key, String(p[key] / 100)])) as Record<(typeof PERCENT)[number]["key"], string>);
  const [minFee, setMin] = useState(String(p.inspectionFeeMinKobo / 100));
  const [maxFee, setMax] = useState(String(p.inspectionFeeMaxKobo / 100));
  const save = useSave();
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run(async () => {
          const saved = await saveAppPreference({
            inspectionCommissionBps: toBps(pct.inspectionCommissionBps),
            stayCommissionBps: toBps(pct.stayCommissionBps),
            projectCommissionBps: toBps(pct.projectCommissionBps),
            inspectionFeeMinKobo: nairaToKobo(minFee) ?? Number.NaN,
            inspectionFeeMaxKobo: nairaToKobo(maxFee) ?? Number.NaN,
          });
          qc.setQueryData(settingsKey("app-preference"), saved);
          await qc.invalidateQueries({ queryKey: ["website-info"] });
        }, "App preferences saved.");
      }}
    >
      {PERCENT.map(({ key, label, hint }) => (
        <Field key={key} label={label} htmlFor={`pref-${key}`} hint={hint} error={save.fieldError(key)}>
          <Input inputMode="decimal" value={pct[key]} onChange={(e) => setPct((v) => ({ ...v, [key]: e.target.value }))} />
        </Field>
      ))}
      <Field label="Lowest inspection fee (₦)" htmlFor="pref-fee-min" error={save.fieldError("inspectionFeeMinKobo")}>
        <Input inputMode="numeric" value={minFee} onChange={(e) => setMin(e.target.value)} />
      </Field>
      <Field label="Highest inspection fee (₦)" htmlFor="pref-fee-max" error={save.fieldError("inspectionFeeMaxKobo")}>
        <Input inputMode="numeric" value={maxFee} onChange={(e) => setMax(e.target.value)} />
      </Field>
      <p className="self-end pb-3 text-sm text-ink-600">Listings are checked against these bounds when saved.</p>
      <div className="sm:col-span-3">
        <Button type="submit" loading={save.busy}>
          Save app preferences
        </Button>
      </div>
    </form>
  );
}

/** Commission rates and inspection-fee bounds, then the plan prices (each plan saves on its own). */
export function AppPreferenceTab() {
  const q = useQuery(appPreferenceQuery());
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Commissions and inspection fees</CardTitle>
          <p className="text-sm text-ink-600">Changes apply to bookings made and listings saved from now on.</p>
        </CardHeader>
        <CardContent>
          {q.isError ? (
            <p role="alert" className="text-sm text-danger-600">
              The settings could not be loaded.
            </p>
          ) : q.data ? (
            <PreferenceForm p={q.data} />
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </CardContent>
      </Card>
      <PlanSettings />
      <BannerPriceSettings />
    </div>
  );
}
