import { useState } from "react";
import { formatNaira } from "@contracts/naira";
import type { ProjectDetail } from "./api";
import { PlanTermsList } from "./plan-terms";
import { TitledSection } from "../../components/ui/titled-section";
import { SelectOptions } from "../../components/ui/input";

/** The payment plan of the chosen unit type, with its stated terms: deposit now, then instalments held in escrow. */
export function PlanCalculator({ project }: { project: Pick<ProjectDetail, "properties" | "paymentPlan"> }) {
  const [unitId, setUnitId] = useState(project.properties[0]?.id ?? "");
  const unit = project.properties.find((u) => u.id === unitId) ?? project.properties[0];
  if (!unit) return null;
  const { periodMonths } = project.paymentPlan;
  return (
    <TitledSection
      id="plan-title"
      title="Payment plan calculator"
      className="rounded-xl border border-ink-200 bg-white p-5"
    >
      <label htmlFor="plan-unit" className="mt-3 block text-sm font-medium text-ink-800">
        Unit type
      </label>
      <select
        id="plan-unit"
        value={unit.id}
        onChange={(e) => setUnitId(e.target.value)}
        className="mt-1 h-11 w-full rounded-lg border border-ink-300 bg-white px-3"
      >
        <SelectOptions
          items={project.properties}
          label={(u) => (
            <>
              {u.type} · {formatNaira(u.priceKobo)}
            </>
          )}
        />
      </select>
      <div className="mt-4 space-y-3" data-testid="plan-result">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <dt className="text-ink-600">Price</dt>
          <dd className="text-right font-medium">{formatNaira(unit.priceKobo)}</dd>
        </dl>
        <PlanTermsList terms={project.paymentPlan} priceKobo={unit.priceKobo} />
      </div>
      <p className="mt-3 text-xs text-ink-500">
        Over {periodMonths} month{periodMonths === 1 ? "" : "s"}. Figures are a guide; the developer's contract of sale
        decides.
      </p>
    </TitledSection>
  );
}
