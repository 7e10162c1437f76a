import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { toast } from "../../lib/toast";
import { ApiError } from "../../lib/api";
import { MESSAGES } from "@contracts/messages";

/** Asks before a destructive admin action; the server's refusal (e.g. the last super admin) shows as a toast. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (err) {
      toast.error("Not done", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="danger" loading={busy} onClick={confirm}>{confirmLabel}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
