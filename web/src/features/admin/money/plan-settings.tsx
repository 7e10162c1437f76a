import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import type { AdminPlan } from "@contracts/plans";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { QueryState } from "../../../components/ui/query-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api";
import { nairaToKobo } from "../../listing-editor/money";
import { adminPlansQuery, savePlan } from "./api";

function PlanRow({ p }: { p: AdminPlan }) {
  const qc = useQueryClient();
  const [monthly, setMonthly] = useState(String(p.monthlyPriceKobo / 100));
  const [yearly, setYearly] = useState(String(p.yearlyPriceKobo / 100));
  const [quota, setQuota] = useState(p.listingQuota === null ? "" : String(p.listingQuota));
  // A row of a table, not a <form> (a form cannot wrap table cells): the write is a useMutation, the API names the field.
  const save = useMutation({
    mutationFn: () =>
      savePlan(p.id, {
        monthlyPriceKobo: nairaToKobo(monthly) ?? Number.NaN,
        yearlyPriceKobo: nairaToKobo(yearly) ?? Number.NaN,
        listingQuota: quota.trim() === "" ? null : Number(quota),
        boostCredits: p.boostCredits,
        active: p.active,
      }),
    onSuccess: async () => {
      toast.success(`${p.name} saved`);
      await qc.invalidateQueries({ queryKey: ["admin", "plans"] });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Could not save the plan."),
  });
  return (
    <tr>
      <td className="py-2 pr-3">
        <span className="font-medium text-ink-900">{p.name}</span>
        <span className="block text-xs text-ink-500">{p.role}</span>
      </td>
      <td className="py-2 pr-3">
        <Input
          aria-label={`${p.name} monthly price (₦)`}
          inputMode="numeric"
          value={monthly}
          onChange={(e) => setMonthly(e.target.value)}
        />
      </td>
      <td className="py-2 pr-3">
        <Input
          aria-label={`${p.name} yearly price (₦)`}
          inputMode="numeric"
          value={yearly}
          onChange={(e) => setYearly(e.target.value)}
        />
      </td>
      <td className="py-2 pr-3">
        <Input
          aria-label={`${p.name} listing quota`}
          inputMode="numeric"
          placeholder="Unlimited"
          value={quota}
          onChange={(e) => setQuota(e.target.value)}
        />
      </td>
      <td className="py-2">
        <Button size="sm" loading={save.isPending} onClick={() => save.mutate()}>
          Save
        </Button>
      </td>
    </tr>
  );
}

/** Admin settings: plan prices (₦) and listing quotas; each change is logged with before/after. */
export function PlanSettings() {
  const q = useQuery(adminPlansQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription plan prices</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={q}
          errorTitle="The plans could not be loaded."
          pending={<Skeleton className="h-40 w-full" />}
        >
          {(plans) => (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-ink-600">
                  <tr>
                    <th className="py-2 font-medium">Plan</th>
                    <th className="py-2 font-medium">Monthly (₦)</th>
                    <th className="py-2 font-medium">Yearly (₦)</th>
                    <th className="py-2 font-medium">Listings</th>
                    <th />
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">
                  {plans.data.map((p) => (
                    <PlanRow key={p.id} p={p} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
