import type { ComponentProps } from "react";
import { ConfirmDialog as BaseConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../lib/toast";
import { ApiError } from "../../../lib/api";
import { MESSAGES } from "@contracts/messages";

/**
 * The design system's ConfirmDialog for staff and role actions: always a danger button, and the server's refusal
 * (e.g. the last super admin) shows as a toast and closes the dialog instead of leaving it open.
 */
export function ConfirmDialog({ onConfirm, ...props }: Omit<ComponentProps<typeof BaseConfirmDialog>, "danger">) {
  const confirm = async () => {
    try {
      await onConfirm();
    } catch (err) {
      toast.error("Not done", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
    }
  };
  return <BaseConfirmDialog {...props} danger onConfirm={confirm} />;
}
