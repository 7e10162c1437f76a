import { useState, type FormEvent, type ReactNode } from "react";
import { DELIST_REASON_MAX, DELIST_REASON_MIN } from "@contracts/moderation";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { fieldDescribedBy, fieldErrorId, fieldHintId, inputClasses } from "../../components/ui/input";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { MESSAGES } from "@contracts/messages";
import { cn } from "../../lib/cn";

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

export type ReasonRules = { label: string; placeholder: string; audience: string; min: number; max: number; tooShort: string };

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

/** Confirms an admin action that needs a reason the other side will read (delisting, rejecting KYC). */
export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, mode, onConfirm, reason: rules = DELIST_RULES }: ReasonDialogProps) {
  const [reason, setReason] = useState("");
  const [delist, setDelist] = useState(mode === "required");
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const needsReason = mode === "required" || delist;
  const error = serverError ?? (needsReason && touched ? reasonError(reason, rules) : undefined);

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setReason("");
      setDelist(mode === "required");
      setTouched(false);
      setServerError(undefined);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (needsReason && reasonError(reason, rules)) return;
    setBusy(true);
    try {
      await onConfirm({ reason: reason.trim(), delist });
      change(false);
    } catch (err) {
      const field = err instanceof ApiError ? (err.field("reason") ?? err.field("delist")) : undefined;
      if (field) setServerError(field);
      else {
        toast.error("Error", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
        change(false);
      }
    } finally {
      setBusy(false);
    }
  }

  const id = "moderation-reason";
  const hint = `${reason.trim().length}/${rules.max} characters. ${rules.audience}`;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description} className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="space-y-4">
          {mode === "optional" && (
            <label className="flex cursor-pointer items-center gap-3 text-sm text-ink-800">
              <Checkbox
                checked={delist}
                onCheckedChange={(v) => {
                  setDelist(v === true);
                  setServerError(undefined);
                }}
              />
              Also delist this listing
            </label>
          )}
          {needsReason && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-medium text-ink-800">
                {rules.label}
              </label>
              <textarea
                id={id}
                rows={4}
                value={reason}
                maxLength={rules.max + 50}
                onChange={(e) => {
                  setReason(e.target.value);
                  setServerError(undefined);
                }}
                onBlur={() => setTouched(true)}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={fieldDescribedBy(id, { error, hint })}
                placeholder={rules.placeholder}
                className={cn(inputClasses, "h-auto py-2")}
              />
              <p id={fieldHintId(id)} className="text-sm text-ink-500">
                {hint}
              </p>
              {error && (
                <p id={fieldErrorId(id)} role="alert" className="text-sm text-danger-600">
                  {error}
                </p>
              )}
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={needsReason ? "danger" : "primary"} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
