import { useState } from "react";
import { formatNaira } from "@contracts/naira";
import { paymentPlan } from "@contracts/project-rules";
import type { ProjectDetail } from "./api";

/** The payment plan of the chosen unit type: deposit now, then equal instalments (₦, no decimals). */
export function PlanCalculator({ project }: { project: Pick<ProjectDetail, "properties" | "paymentPlan"> }) {
  const [unitId, setUnitId] = useState(project.properties[0]?.id ?? "");
  const unit = project.properties.find((u) => u.id === unitId) ?? project.properties[0];
  if (!unit) return null;
  const { depositPercent, instalments, periodMonths } = project.paymentPlan;
  const plan = paymentPlan(unit.priceKobo, depositPercent, instalments, periodMonths);
  return (
    <section aria-labelledby="plan-title" className="rounded-xl border border-ink-200 bg-white p-5">
      <h2 id="plan-title" className="text-lg font-semibold text-ink-900">
        Payment plan calculator
      </h2>
      <label htmlFor="plan-unit" className="mt-3 block text-sm font-medium text-ink-800">
        Unit type
      </label>
      <select
        id="plan-unit"
        value={unit.id}
        onChange={(e) => setUnitId(e.target.value)}
        className="mt-1 h-11 w-full rounded-lg border border-ink-300 bg-white px-3"
      >
        {project.properties.map((u) => (
          <option key={u.id} value={u.id}>
            {u.type} · {formatNaira(u.priceKobo)}
          </option>
        ))}
      </select>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm" data-testid="plan-result">
        <dt className="text-ink-600">Price</dt>
        <dd className="text-right font-medium">{formatNaira(unit.priceKobo)}</dd>
        <dt className="text-ink-600">Deposit ({depositPercent}%)</dt>
        <dd className="text-right font-medium">{formatNaira(plan.depositKobo)}</dd>
        {plan.instalments > 0 ? (
          <>
            <dt className="text-ink-600">Balance</dt>
            <dd className="text-right font-medium">{formatNaira(plan.balanceKobo)}</dd>
            <dt className="text-ink-600">{plan.instalments} instalments</dt>
            <dd className="text-right font-semibold text-brand-700">
              {formatNaira(plan.instalmentKobo)}
              {plan.everyMonths > 1 ? ` every ${plan.everyMonths} months` : " a month"}
            </dd>
            {plan.lastInstalmentKobo !== plan.instalmentKobo && (
              <>
                <dt className="text-ink-600">Last instalment</dt>
                <dd className="text-right">{formatNaira(plan.lastInstalmentKobo)}</dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt className="text-ink-600">Balance on allocation</dt>
            <dd className="text-right font-medium">{formatNaira(plan.balanceKobo)}</dd>
          </>
        )}
      </dl>
      <p className="mt-3 text-xs text-ink-500">
        Over {periodMonths} month{periodMonths === 1 ? "" : "s"}. Figures are a guide; the developer's contract of sale
        decides.
      </p>
    </section>
  );
}
