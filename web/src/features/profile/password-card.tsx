import { toast } from "../../lib/toast";
import { z } from "zod";
import { passwordSchema } from "@contracts/auth";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, PasswordInput } from "../../components/ui/input";
import { client, unwrap } from "../../lib/client";
import { useForm } from "../../lib/use-form";

const schema = z
  .object({ currentPassword: z.string().min(1, "Current password is required."), newPassword: passwordSchema, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: "The two passwords do not match." });

export function PasswordCard() {
  const form = useForm(schema, { currentPassword: "", newPassword: "", confirm: "" });

  const submit = form.handleSubmit(async (data) => {
    const res = await unwrap(client.PUT("/v1/secure/user/change-password", { body: { currentPassword: data.currentPassword, newPassword: data.newPassword } }), { silent: true });
    toast.success(res.message);
    form.setValues({ currentPassword: "", newPassword: "", confirm: "" });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label="Change password">
          {form.failure && <Alert variant="danger">{form.failure}</Alert>}
          <Field label="Current password" htmlFor="cp-current" error={form.error("currentPassword")}>
            <PasswordInput autoComplete="current-password" value={form.values.currentPassword} onChange={(e) => form.set("currentPassword", e.target.value)} />
          </Field>
          <Field label="New password" htmlFor="cp-new" error={form.error("newPassword")} hint="At least 6 characters. Other devices will be signed out.">
            <PasswordInput autoComplete="new-password" value={form.values.newPassword} onChange={(e) => form.set("newPassword", e.target.value)} />
          </Field>
          <Field label="Repeat new password" htmlFor="cp-confirm" error={form.error("confirm")}>
            <PasswordInput autoComplete="new-password" value={form.values.confirm} onChange={(e) => form.set("confirm", e.target.value)} />
          </Field>
          <Button type="submit" loading={form.busy}>
            Save new password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
