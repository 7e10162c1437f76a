import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { emailChangeBody, type Profile } from "@contracts/profile";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input, PasswordInput } from "../../components/ui/input";
import { useForm } from "../../lib/use-form";
import { requestEmailChange } from "./api";
import { submitForm } from "./submit";

export function EmailCard({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useForm(emailChangeBody, { newEmail: "", password: "" });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    const res = await submitForm(() => requestEmailChange(data.newEmail, data.password), form.applyServerErrors, setBusy);
    if (!res) return;
    toast.success(res.message);
    form.setValues({ newEmail: "", password: "" });
    qc.setQueryData<Profile>(["profile"], (p) => (p ? { ...p, pendingEmail: res.pendingEmail } : p));
  }

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
            Waiting for confirmation of <span className="font-medium">{profile.pendingEmail}</span>. Open the link we sent there; it works for 24 hours.
          </Alert>
        )}
        <form onSubmit={submit} noValidate aria-label="Change email" className="grid gap-4 sm:grid-cols-2">
          <Field label="New email" htmlFor="em-new" error={form.error("newEmail")}>
            <Input type="email" autoComplete="email" value={form.values.newEmail} onChange={(e) => form.set("newEmail", e.target.value)} />
          </Field>
          <Field label="Your password" htmlFor="em-password" error={form.error("password")}>
            <PasswordInput autoComplete="current-password" value={form.values.password} onChange={(e) => form.set("password", e.target.value)} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" loading={busy}>
              Send confirmation link
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
