import { z } from "zod";
import { REPORT_REASONS, type ReportReasonCode } from "@contracts/listing-rules";
import { FormDialog } from "../../components/ui/form-dialog";
import { FormError, SubmitButton, useMutationForm, TextareaField } from "../../components/ui/form";
import { toast } from "../../lib/toast";
import { reportProperty } from "./api";
import { ErrorText } from "../../components/ui/input";

const reasonCodes: readonly string[] = REPORT_REASONS.map((r) => r.code);
const reportSchema = z.object({
  // A radio group with nothing picked reads as null in react-hook-form.
  reason: z
    .string()
    .nullable()
    .refine((v) => v !== null && reasonCodes.includes(v), "Choose a reason.")
    .transform((v) => v as ReportReasonCode),
  details: z.string().trim().max(1000),
});

/** The report form in its dialog (loaded when "Report this listing" is first tapped; closing unmounts it). */
export default function ReportForm({ propertyId, onClose }: { propertyId: string; onClose: () => void }) {
  const { form, formProps } = useMutationForm(reportSchema, {
    mode: "onSubmit",
    defaultValues: { reason: "", details: "" },
    mutationFn: ({ reason, details }) => reportProperty(propertyId, { reason, details: details || undefined }),
    onSuccess: (res) => {
      toast.success(res.message || "Thank you. Our team will review this listing.");
      onClose();
    },
    fallback: "There was an error while processing your request.",
  });
  const reasonError = form.formState.errors.reason?.message;

  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Report this listing"
      description="Tell us what is wrong. Our team reviews every report."
      dialogClassName="sm:max-w-lg"
      {...formProps}
    >
      <fieldset
        aria-describedby={reasonError ? "report-error" : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-ink-800">Reason</legend>
        <div className="space-y-1">
          {REPORT_REASONS.map((r) => (
            <label
              key={r.code}
              className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-sm text-ink-800 hover:bg-ink-50"
            >
              <input
                type="radio"
                value={r.code}
                {...form.register("reason")}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              {r.label}
            </label>
          ))}
        </div>
      </fieldset>
      <ErrorText id="report-error">{reasonError}</ErrorText>
      <TextareaField
        name="details"
        label="Details (optional)"
        id="report-details"
        maxLength={1000}
        rows={4}
        placeholder="What happened? e.g. the agent asked for a fee by bank transfer"
      />
      <FormError />
      <SubmitButton className="w-full">Send report</SubmitButton>
    </FormDialog>
  );
}
