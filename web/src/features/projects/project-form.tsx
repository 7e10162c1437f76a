import { useEffect, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useFormContext, type FieldErrors } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { applySubmitError, errorMessage, Form, FormError, SubmitButton, useZodForm } from "../../components/ui/form";
import { ApiError } from "../../lib/api";
import type { ProjectDraft } from "./project-draft";
import { LAST, Scope, STEP_FIELDS, STEPS, stepOf } from "./project-form-schema";
import { BasicsStep, LocationStep, UnitsStep } from "./project-form-steps";
import { PlanStep, type ApprovedMilestone } from "./project-form-plan";

/**
 * The guided project form (like add-listing): four steps, then save. `withMedia` adds photo uploads and video
 * links (the add page; the edit page manages them in their own panels). On the Form layer: Next checks the step
 * on screen with the API's rules, the last step checks every step and opens the first with a problem (its first
 * field focused); the API's 400 does the same with its field errors.
 */
export function ProjectForm({
  initial,
  submitLabel,
  withMedia,
  saveAnyStep = !withMedia,
  approvedMilestones,
  onSubmit,
}: {
  initial: ProjectDraft;
  submitLabel: string;
  withMedia: boolean;
  saveAnyStep?: boolean;
  /** The plan's milestones staff already approved (the edit page): shown, no longer editable. */
  approvedMilestones?: ApprovedMilestone[];
  onSubmit: (d: ProjectDraft) => Promise<void>;
}) {
  const [step, setStep] = useState(0);
  // What the next submit checks: the step on screen (Next) or all of them (the last step, "Save changes").
  const [scope] = useState(() => new Scope());
  const form = useZodForm(scope.schema, { defaultValues: initial as never, shouldFocusError: false });
  const save = useMutation({ mutationFn: onSubmit });
  const [uploading, setUploading] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  // Focus goes to the first invalid field in the page's order (not the order fields registered in).
  const [focusTick, setFocusTick] = useState(0);

  /** Opens a step; with `focus`, the first field with a problem there gets focus once it shows. */
  const go = (i: number, focus = false) => {
    scope.open(i);
    setStep(i);
    if (focus) setFocusTick((t) => t + 1);
  };
  useEffect(() => {
    if (!focusTick) return;
    const frame = requestAnimationFrame(() => body.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusTick]);

  const firstStepOf = (fields: string[]) => Math.min(...fields.map(stepOf).filter((i) => i >= 0), LAST);
  const invalid = (errors: FieldErrors) => {
    const at = firstStepOf(Object.keys(errors).filter((k) => k !== "root"));
    scope.checkAll(false);
    go(at, true);
  };
  const submit = async () => {
    if (!scope.takeAll()) return go(step + 1);
    try {
      await save.mutateAsync(form.getValues() as ProjectDraft);
    } catch (e) {
      // Field errors beside their fields, on the first step holding one; anything else in the form alert.
      applySubmitError(form as never, e);
      const fields = e instanceof ApiError ? e.errors.map((f) => f.field).filter((f) => stepOf(f) >= 0) : [];
      if (fields.length) {
        go(firstStepOf(fields), true);
      }
    }
  };
  const last = step === LAST;

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={invalid}
      fallback="Something went wrong. Please try again."
      className="flex flex-col gap-5"
      aria-label="Project"
    >
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li key={s}>
            <StepButton i={i} label={s} current={step} onGo={go} />
          </li>
        ))}
      </ol>
      <div ref={body}>
        {step === 0 && <BasicsStep />}
        {step === 1 && <LocationStep />}
        {step === 2 && <UnitsStep />}
        {step === 3 && (
          <PlanStep
            withMedia={withMedia}
            uploading={uploading}
            setUploading={setUploading}
            approvedMilestones={approvedMilestones}
          />
        )}
      </div>
      <FormError>{(message) => <NotSaved message={message} />}</FormError>
      <div className="flex flex-wrap gap-3">
        {step > 0 && (
          <Button type="button" variant="outline" onClick={() => go(step - 1)}>
            Back
          </Button>
        )}
        {last ? (
          <SubmitButton disabled={uploading > 0} aria-describedby={uploading > 0 ? "project-uploading" : undefined}>
            {submitLabel}
          </SubmitButton>
        ) : (
          <Button type="submit" disabled={save.isPending}>
            Next
          </Button>
        )}
        {uploading > 0 && (
          <p id="project-uploading" className="self-center text-sm text-ink-600">
            Wait for the photos to finish uploading.
          </p>
        )}
        {/* Editing: every step can be saved as it is (the add form walks through all of them first). */}
        {!last && saveAnyStep && (
          <Button type="submit" variant="outline" loading={save.isPending} onClick={() => scope.checkAll()}>
            Save changes
          </Button>
        )}
      </div>
    </Form>
  );
}

/** A step's tab; a step holding an error says so. */
function StepButton({
  i,
  label,
  current,
  onGo,
}: {
  i: number;
  label: string;
  current: number;
  onGo: (i: number) => void;
}) {
  const { errors } = useFormContext<ProjectDraft>().formState;
  const flagged = STEP_FIELDS[i]!.some((f) => errorMessage(errors, f));
  return (
    <button
      type="button"
      onClick={() => onGo(i)}
      aria-current={i === current ? "step" : undefined}
      className={`rounded-full px-3 py-1 ${i === current ? "bg-brand-600 text-white" : flagged ? "bg-danger-50 text-danger-700" : "bg-ink-100 text-ink-700"}`}
    >
      {i + 1}. {label}
      {flagged && <span className="sr-only"> (needs attention)</span>}
    </button>
  );
}

function NotSaved({ message }: { message: string }) {
  return (
    <span>
      <span className="block font-semibold">Not saved</span>
      {message}
    </span>
  );
}
