import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminPlan } from "@contracts/plans";
import { nairaToKobo } from "../../listing-editor/money";
import { NumberCell, SaveCell, SettingsCell, SettingsTableCard, useRowSave } from "../settings-table";
import { adminPlansQuery, savePlan } from "./api";

function PlanRow({ p }: { p: AdminPlan }) {
  const [monthly, setMonthly] = useState(String(p.monthlyPriceKobo / 100));
  const [yearly, setYearly] = useState(String(p.yearlyPriceKobo / 100));
  const [quota, setQuota] = useState(p.listingQuota === null ? "" : String(p.listingQuota));
  // The API names the field it refuses.
  const save = useRowSave({
    save: () =>
      savePlan(p.id, {
        monthlyPriceKobo: nairaToKobo(monthly) ?? Number.NaN,
        yearlyPriceKobo: nairaToKobo(yearly) ?? Number.NaN,
        listingQuota: quota.trim() === "" ? null : Number(quota),
        boostCredits: p.boostCredits,
        active: p.active,
      }),
    saved: `${p.name} saved`,
    failed: "Could not save the plan.",
    refresh: ["admin", "plans"],
  });
  return (
    <tr>
      <SettingsCell>
        <span className="font-medium text-ink-900">{p.name}</span>
        <span className="block text-xs text-ink-500">{p.role}</span>
      </SettingsCell>
      <NumberCell label={`${p.name} monthly price (₦)`} value={monthly} onChange={setMonthly} />
      <NumberCell label={`${p.name} yearly price (₦)`} value={yearly} onChange={setYearly} />
      <NumberCell label={`${p.name} listing quota`} placeholder="Unlimited" value={quota} onChange={setQuota} />
      <SaveCell saving={save.isPending} onSave={() => save.mutate()} />
    </tr>
  );
}

/** Admin settings: plan prices (₦) and listing quotas; each change is logged with before/after. */
export function PlanSettings() {
  const q = useQuery(adminPlansQuery());
  return (
    <SettingsTableCard
      title="Subscription plan prices"
      query={q}
      errorTitle="The plans could not be loaded."
      columns={["Plan", "Monthly (₦)", "Yearly (₦)", "Listings"]}
    >
      {(plans) => plans.data.map((p) => <PlanRow key={p.id} p={p} />)}
    </SettingsTableCard>
  );
}
