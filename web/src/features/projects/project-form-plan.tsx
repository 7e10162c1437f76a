import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { PLAN_INTERVALS, PLAN_LIMITS, type PlanInterval } from "@contracts/instalment-rules";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FormField, InputField } from "../../components/ui/form";
import { NativeSelect, ValueOptions, ErrorText } from "../../components/ui/input";
import type { ProjectDraft } from "./project-draft";
import { PhotosField, VideosField } from "./project-form-media";
import { NumberField, Step } from "./project-form-steps";

const INTERVAL_WORDS: Record<PlanInterval, string> = { monthly: "Monthly", quarterly: "Every three months" };

/** A milestone staff approved: its share was released then, so it is shown, not edited. */
export type ApprovedMilestone = { id: string; name: string; sharePercent: number };

/**
 * The plan a buyer reserves on, stated in full before anyone pays: deposit, instalments and their interval, the
 * fee, the grace days and the default rule, the refund share, and the construction milestones at which staff
 * release the money held in escrow. A reservation copies these terms, so an edit never changes a plan a buyer
 * already pays on.
 */
function PlanTerms({ approved }: { approved: ApprovedMilestone[] }) {
  const { control, register, formState } = useFormContext<ProjectDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: "milestones", keyName: "key" });
  const instalments = useWatch<ProjectDraft, "instalments">({ name: "instalments" });
  // The list's own error ("10 milestones at most"); a row's errors show beside its fields.
  const listErrors = formState.errors.milestones as { message?: string; root?: { message?: string } } | undefined;
  const listError = listErrors?.message ?? listErrors?.root?.message;
  const room = PLAN_LIMITS.maxMilestones - approved.length;
  return (
    <>
      <div className="grid grid-cols-3 gap-3">
        <NumberField name="depositPercent" label="Deposit (%)" id="p-deposit" min={0} max={100} />
        <NumberField name="instalments" label="Instalments" id="p-instalments" min={0} max={120} />
        <NumberField name="periodMonths" label="Period (months)" id="p-period" min={0} max={240} />
      </div>
      {Number(instalments) > 0 && (
        <div className="grid gap-3 sm:grid-cols-2" data-testid="plan-terms-fields">
          <FormField<ProjectDraft> name="planInterval" label="Instalments are due" id="p-interval">
            <NativeSelect {...register("planInterval")}>
              <ValueOptions values={PLAN_INTERVALS} label={(i) => INTERVAL_WORDS[i]} />
            </NativeSelect>
          </FormField>
          <NumberField
            name="planFeePercent"
            label="Plan fee (% of the balance)"
            id="p-fee"
            min={0}
            max={PLAN_LIMITS.maxFeePercent}
          />
          <NumberField
            name="planGraceDays"
            label="Grace days after a due date"
            id="p-grace"
            min={0}
            max={PLAN_LIMITS.maxGraceDays}
          />
          <NumberField
            name="planDefaultAfter"
            label="Missed instalments before the reservation ends"
            id="p-default"
            min={1}
            max={PLAN_LIMITS.maxDefaultAfter}
          />
          <NumberField
            name="planRefundPercent"
            label="Refund on cancelling (% of what is held)"
            id="p-refund"
            hint="What the buyer gets back of the money still in escrow if they cancel or the plan ends."
            min={0}
            max={100}
          />
        </div>
      )}
      <fieldset className="flex flex-col gap-3" aria-describedby="milestones-hint">
        <legend className="text-sm font-semibold text-ink-900">Construction milestones</legend>
        <p id="milestones-hint" className="text-sm text-ink-600">
          Instalments stay in escrow until our team approves a progress update for a milestone; each approval releases
          its share of what is held to your wallet.
        </p>
        {approved.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Approved milestones">
            {approved.map((m) => (
              <li key={m.id} className="flex items-center gap-2">
                <span className="text-ink-900">
                  {m.name}: {m.sharePercent}%
                </span>
                <Badge variant="success">Approved and released</Badge>
              </li>
            ))}
          </ul>
        )}
        {fields.map((f, i) => (
          <div
            key={f.key}
            className="grid grid-cols-[7rem_auto] items-end gap-2 sm:grid-cols-[1fr_7rem_auto]"
            data-testid="milestone-row"
          >
            <InputField<ProjectDraft>
              name={`milestones.${i}.name`}
              label="Milestone"
              id={`m-name-${i}`}
              className="col-span-2 sm:col-span-1"
              maxLength={80}
              placeholder="e.g. Roofing"
            />
            <NumberField
              name={`milestones.${i}.sharePercent`}
              label="Share (%)"
              id={`m-share-${i}`}
              min={1}
              max={100}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => remove(i)}
              aria-label={`Remove milestone ${i + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <ErrorText>{listError}</ErrorText>
        {fields.length < room && (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => append({ name: "", sharePercent: null }, { shouldFocus: true })}
          >
            Add a milestone
          </Button>
        )}
      </fieldset>
    </>
  );
}

export function PlanStep({
  withMedia,
  uploading,
  setUploading,
  approvedMilestones = [],
}: {
  withMedia: boolean;
  uploading: number;
  setUploading: (fn: (n: number) => number) => void;
  approvedMilestones?: ApprovedMilestone[];
}) {
  return (
    <Step title="Payment plan and photos">
      <PlanTerms approved={approvedMilestones} />
      <InputField<ProjectDraft>
        name="titleDocuments"
        label="Title documents"
        id="p-titles"
        hint="Separate with commas, e.g. C of O, Governor's Consent"
      />
      <InputField<ProjectDraft> name="amenities" label="Amenities" id="p-amenities" hint="Separate with commas" />
      {withMedia && (
        <>
          <PhotosField uploading={uploading} setUploading={setUploading} />
          <VideosField />
        </>
      )}
    </Step>
  );
}
