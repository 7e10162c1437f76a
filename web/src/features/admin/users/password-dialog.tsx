import { z } from "zod";
import { FormActions, FormError, PasswordField, SubmitButton, useMutationForm } from "../../../components/ui/form";
import type { DialogStateProps } from "../../../components/ui/dialog";
import { FormDialog } from "../../../components/ui/form-dialog";
import { client, unwrap } from "../../../lib/client";
import { toast } from "../../../lib/toast";

// The server checks the new password's rules and answers beside the field.
const schema = z.object({ mode: z.enum(["reset_link", "set"]), password: z.string() });
const start = { mode: "reset_link" as const, password: "" };

/** Support changes a password or sends a reset link; either way the user is signed out everywhere and emailed. */
export function PasswordDialog({ userId, open, onOpenChange }: DialogStateProps & { userId: string }) {
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: start,
    mutationFn: ({ mode, password }) =>
      unwrap(
        client.POST("/admin/api/users/{id}/change-password", {
          params: { path: { id: userId } },
          body: mode === "set" ? { mode, password } : { mode },
        }),
        { silent: true },
      ),
    onSuccess: (r) => {
      toast.success(r.message);
      onOpenChange(false);
    },
    fallback: "Could not reach the server.",
  });
  const mode = form.watch("mode");

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change password"
      description="Every session of this user ends at once and they are emailed that support changed their password."
      dialogClassName="sm:max-w-lg"
      {...formProps}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink-800">How</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="reset_link" {...form.register("mode")} /> Email them a reset link (recommended)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="set" {...form.register("mode")} /> Set a new password now
        </label>
      </fieldset>
      {mode === "set" && <PasswordField name="password" label="New password" id="pw-new" autoComplete="new-password" />}
      <FormError />
      <FormActions onCancel={() => onOpenChange(false)}>
        <SubmitButton variant="danger">{mode === "set" ? "Change password" : "Send reset link"}</SubmitButton>
      </FormActions>
    </FormDialog>
  );
}
