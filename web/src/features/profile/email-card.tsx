import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { emailChangeBody, type Profile } from "@contracts/profile";
import { Alert } from "../../components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Form, FormError, SubmitButton, useMutationForm, InputField, PasswordField } from "../../components/ui/form";
import { profileQuery, requestEmailChange } from "./api";

export function EmailCard({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(emailChangeBody, {
    defaultValues: { newEmail: "", password: "" },
    mutationFn: (d) => requestEmailChange(d.newEmail, d.password),
    onSuccess: (res) => {
      toast.success(res.message);
      form.reset({ newEmail: "", password: "" });
      qc.setQueryData(profileQuery().queryKey, (p) => (p ? { ...p, pendingEmail: res.pendingEmail } : p));
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email</CardTitle>
        <p className="text-sm text-ink-600">
          Currently <span className="font-medium text-ink-900">{profile.email}</span>
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {profile.pendingEmail && (
          <Alert variant="info">
            Waiting for confirmation of <span className="font-medium">{profile.pendingEmail}</span>. Open the link we
            sent there; it works for 24 hours.
          </Alert>
        )}
        <Form {...formProps} aria-label="Change email" className="grid gap-4 sm:grid-cols-2">
          <FormError className="sm:col-span-2" />
          <InputField name="newEmail" label="New email" id="em-new" type="email" autoComplete="email" />
          <PasswordField name="password" label="Your password" id="em-password" autoComplete="current-password" />
          <div className="sm:col-span-2">
            <SubmitButton>Send confirmation link</SubmitButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
