import { useMemo, type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { z } from "zod";
import { DELIST_REASON_MAX, DELIST_REASON_MIN } from "@contracts/moderation";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Form, FormField, SubmitButton, useZodForm, FormActions } from "../../components/ui/form";
import { Textarea } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { MESSAGES } from "@contracts/messages";

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  /** "required": always asks why. "optional": a checkbox decides whether it also delists (then the reason is required). */
  mode: "required" | "optional";
  onConfirm: (v: { reason: string; delist: boolean }) => Promise<void>;
  /** What is asked and its limits; the defaults are those of delisting a listing. */
  reason?: ReasonRules;
};

export type ReasonRules = {
  label: string;
  placeholder: string;
  audience: string;
  min: number;
  max: number;
  tooShort: string;
};

const DELIST_RULES: ReasonRules = {
  label: "Reason for delisting",
  placeholder: "e.g. The photos belong to another agency's listing.",
  audience: "The lister sees this reason.",
  min: DELIST_REASON_MIN,
  max: DELIST_REASON_MAX,
  tooShort: `Give the reason for delisting (at least ${DELIST_REASON_MIN} characters).`,
};

function reasonError(reason: string, rules: ReasonRules) {
  const r = reason.trim();
  if (r.length < rules.min) return rules.tooShort;
  if (r.length > rules.max) return `Keep the reason under ${rules.max} characters.`;
  return undefined;
}

function ReasonTextarea(props: React.ComponentProps<"textarea">) {
  return <Textarea rows={4} {...props} />;
}

function ReasonCount({ max, audience }: { max: number; audience: string }) {
  const { control } = useFormContext<{ reason: string }>();
  const reason = useWatch({ control, name: "reason" });
  return `${reason.trim().length}/${max} characters. ${audience}`;
}

/** Confirms an admin action that needs a reason the other side will read (delisting, rejecting KYC). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  mode,
  onConfirm,
  reason: rules = DELIST_RULES,
}: ReasonDialogProps) {
  const schema = useMemo(
    () =>
      z.object({ reason: z.string(), delist: z.boolean() }).superRefine((v, ctx) => {
        const problem = mode === "required" || v.delist ? reasonError(v.reason, rules) : undefined;
        if (problem) ctx.addIssue({ code: "custom", path: ["reason"], message: problem });
      }),
    [mode, rules],
  );
  const start = { reason: "", delist: mode === "required" };
  const form = useZodForm(schema, { defaultValues: start });
  const delist = form.watch("delist");
  const needsReason = mode === "required" || delist;

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) form.reset(start);
  }

  async function submit(v: { reason: string; delist: boolean }) {
    try {
      await onConfirm({ reason: v.reason.trim(), delist: v.delist });
      change(false);
    } catch (err) {
      const field = err instanceof ApiError ? (err.field("reason") ?? err.field("delist")) : undefined;
      if (field) throw new ApiError(400, field, [{ field: "reason", message: field }]);
      toast.error("Error", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
      change(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description} className="sm:max-w-lg">
        <Form form={form} onSubmit={submit} className="space-y-4">
          {mode === "optional" && (
            <label className="flex cursor-pointer items-center gap-3 text-sm text-ink-800">
              <Checkbox
                checked={delist}
                onCheckedChange={(v) => {
                  form.setValue("delist", v === true);
                  form.clearErrors("reason");
                }}
              />
              Also delist this listing
            </label>
          )}
          {needsReason && (
            <FormField
              name="reason"
              label={rules.label}
              id="moderation-reason"
              hint={<ReasonCount max={rules.max} audience={rules.audience} />}
            >
              <ReasonTextarea maxLength={rules.max + 50} placeholder={rules.placeholder} {...form.register("reason")} />
            </FormField>
          )}
          <FormActions onCancel={() => change(false)}>
            <SubmitButton variant={needsReason ? "danger" : "primary"}>{confirmLabel}</SubmitButton>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
