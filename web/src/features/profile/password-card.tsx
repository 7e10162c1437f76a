import { toast } from "../../lib/toast";
import { z } from "zod";
import { passwordSchema } from "@contracts/auth";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Form, FormError, PasswordField, SubmitButton, useMutationForm } from "../../components/ui/form";
import { client, unwrap } from "../../lib/client";

const schema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required."),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: "The two passwords do not match." });

const empty = { currentPassword: "", newPassword: "", confirm: "" };

export function PasswordCard() {
  const { form, formProps } = useMutationForm(schema, {
    defaultValues: empty,
    mutationFn: (d) =>
      unwrap(
        client.PUT("/v1/secure/user/change-password", {
          body: { currentPassword: d.currentPassword, newPassword: d.newPassword },
        }),
        { silent: true },
      ),
    onSuccess: (res) => {
      toast.success(res.message);
      form.reset(empty);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...formProps} className="max-w-md space-y-4" aria-label="Change password">
          <FormError />
          <PasswordField
            name="currentPassword"
            label="Current password"
            id="cp-current"
            autoComplete="current-password"
          />
          <PasswordField
            name="newPassword"
            label="New password"
            id="cp-new"
            hint="At least 6 characters. Other devices will be signed out."
            autoComplete="new-password"
          />
          <PasswordField name="confirm" label="Repeat new password" id="cp-confirm" autoComplete="new-password" />
          <SubmitButton>Save new password</SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
