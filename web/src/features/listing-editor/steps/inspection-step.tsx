import { LIMITS } from "@contracts/constants";
import { formatNaira } from "../../../lib/format";
import { MoneyField, StepHeading, type EditorForm } from "../fields";

export function InspectionStep({ form }: { form: EditorForm }) {
  const { values: v, set, error } = form;
  return (
    <div className="space-y-5">
      <StepHeading title="Inspection fee">
        Optional. Seekers pay it through PropertyNG when they book a viewing, so nobody is asked for cash at the gate.
      </StepHeading>
      <MoneyField
        label="Inspection fee (optional)"
        field="inspectionFeeKobo"
        error={error("inspectionFeeKobo")}
        hint={`Between ${formatNaira(LIMITS.inspectionFeeMin * 100)} and ${formatNaira(LIMITS.inspectionFeeMax * 100)}. Leave empty for free inspections.`}
        value={v.inspectionFee}
        onValue={(x) => set("inspectionFee", x)}
        className="max-w-xs"
      />
    </div>
  );
}
