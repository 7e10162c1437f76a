import { useQuery } from "@tanstack/react-query";
import { FEE_LAW_MESSAGES } from "@contracts/listing-rules";
import { Alert } from "../../../components/ui/alert";
import { formatNaira } from "../../../lib/format";
import { websiteInfoQuery } from "../../layout/website-info";
import { SPEC_FEE_BOUNDS } from "../editor-form";
import { MoneyField, StepHeading, type EditorForm } from "../fields";

export function InspectionStep({ form }: { form: EditorForm }) {
  const { values: v, set, error } = form;
  const fee = useQuery(websiteInfoQuery()).data?.inspectionFee ?? SPEC_FEE_BOUNDS;
  if (form.feeLaw)
    return (
      <div className="space-y-5">
        <StepHeading title="Inspection fee">Inspections of Lagos listings are free.</StepHeading>
        <Alert variant="info" title="No inspection fee in Lagos" data-testid="lagos-free-inspections">
          Lagos law bans inspection fees (LASRERA, 2025), so seekers arrange a viewing with you by message, at no
          charge.
        </Alert>
        {/* A fee already on the listing (set before the rule, or before the state was changed) must be cleared. */}
        {v.inspectionFee.trim() !== "" && (
          <MoneyField
            label="Inspection fee"
            field="inspectionFeeKobo"
            error={error("inspectionFeeKobo") ?? FEE_LAW_MESSAGES.inspectionFee}
            value={v.inspectionFee}
            onValue={(x) => set("inspectionFee", x)}
            className="max-w-xs"
          />
        )}
      </div>
    );
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
