import { useQuery } from "@tanstack/react-query";
import { formatNaira } from "../../../lib/format";
import { websiteInfoQuery } from "../../layout/website-info";
import { SPEC_FEE_BOUNDS } from "../editor-form";
import { MoneyField, StepHeading, type EditorForm } from "../fields";

export function InspectionStep({ form }: { form: EditorForm }) {
  const { values: v, set, error } = form;
  const fee = useQuery(websiteInfoQuery()).data?.inspectionFee ?? SPEC_FEE_BOUNDS;
  return (
    <div className="space-y-5">
      <StepHeading title="Inspection fee">
        Optional. Seekers pay it through PropertyNG when they book a viewing, so nobody is asked for cash at the gate.
      </StepHeading>
      <MoneyField
        label="Inspection fee (optional)"
        field="inspectionFeeKobo"
        error={error("inspectionFeeKobo")}
        hint={`Between ${formatNaira(fee.minKobo)} and ${formatNaira(fee.maxKobo)}. Leave empty for free inspections.`}
        value={v.inspectionFee}
        onValue={(x) => set("inspectionFee", x)}
        className="max-w-xs"
      />
    </div>
  );
}
