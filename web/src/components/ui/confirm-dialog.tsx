import type { ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

/** Confirms a destructive or visible action (delete, unpublish, restore) before it is sent. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  // unwrap already showed a failure's toast; the dialog stays open to retry or cancel.
  const confirm = useMutation({ mutationFn: onConfirm, onSuccess: () => onOpenChange(false) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant={danger ? "danger" : "primary"} loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
