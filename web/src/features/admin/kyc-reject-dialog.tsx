import { useState, type FormEvent } from "react";
import { KYC_MESSAGES, KYC_RULES } from "@contracts/kyc";
import { MESSAGES } from "@contracts/messages";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { fieldDescribedBy, fieldErrorId, fieldHintId, inputClasses } from "../../components/ui/input";
import { toast } from "../../components/ui/toaster";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";

type Props = { name: string | null; onOpenChange: (open: boolean) => void; onConfirm: (reason: string) => Promise<void> };

/** Rejecting needs a reason: the user reads it in the email and on their KYC page. */
export function KycRejectDialog({ name, onOpenChange, onConfirm }: Props) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  function change(open: boolean) {
    onOpenChange(open);
    if (!open) {
      setReason("");
      setError(undefined);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (reason.trim().length < KYC_RULES.reasonMin) return setError(KYC_MESSAGES.reasonRequired);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      change(false);
    } catch (err) {
      const field = err instanceof ApiError ? err.field("reason") : undefined;
      if (field) setError(field);
      else {
        toast.error("Error", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
        change(false);
      }
    } finally {
      setBusy(false);
    }
  }

  const id = "kyc-reject-reason";
  const hint = `${reason.trim().length}/${KYC_RULES.reasonMax} characters. The user sees this reason.`;
  return (
    <Dialog open={name !== null} onOpenChange={change}>
      <DialogContent title={`Reject ${name ?? ""}'s documents`} description="Say what is wrong so they can send better documents." className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-ink-800">Reason for rejecting</label>
            <textarea
              id={id}
              rows={4}
              value={reason}
              maxLength={KYC_RULES.reasonMax}
              onChange={(e) => { setReason(e.target.value); setError(undefined); }}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={fieldDescribedBy(id, { error, hint })}
              placeholder="e.g. The document photo is blurred; the number cannot be read."
              className={cn(inputClasses, "h-auto py-2")}
            />
            <p id={fieldHintId(id)} className="text-sm text-ink-500">{hint}</p>
            {error && <p id={fieldErrorId(id)} role="alert" className="text-sm text-danger-600">{error}</p>}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => change(false)}>Cancel</Button>
            <Button type="submit" variant="danger" loading={busy}>Reject</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
