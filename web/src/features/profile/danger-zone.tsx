import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { deleteAccountBody } from "@contracts/profile";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useMutationForm, FormActions } from "../../components/ui/form";
import { Input, PasswordInput } from "../../components/ui/input";
import { clearSession } from "../auth/session";
import { deleteAccount } from "./api";

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { form, formProps } = useMutationForm(deleteAccountBody, {
    defaultValues: { password: "", confirm: "" },
    mutationFn: (d) => deleteAccount(d.password, d.confirm),
    onSuccess: async (res) => {
      // The server already ended every session: only the browser's copy is left to forget.
      clearSession();
      qc.clear();
      toast.success(res.message);
      await navigate({ to: "/" });
    },
  });
  return (
    <Form {...formProps} aria-label="Delete account" className="space-y-4">
      <FormError />
      <FormField name="password" label="Your password" id="del-password">
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <FormField name="confirm" label="Type DELETE to confirm" id="del-confirm">
        <Input autoComplete="off" autoCapitalize="characters" {...form.register("confirm")} />
      </FormField>
      <FormActions onCancel={onCancel}>
        <SubmitButton variant="danger">Delete account permanently</SubmitButton>
      </FormActions>
    </Form>
  );
}

export function DangerZone() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger-200">
      <CardHeader>
        <CardTitle className="text-danger-700">Danger zone</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-ink-700">
          Deleting your account removes your personal data and withdraws your listings. Records that the law requires
          for payments are kept without your personal data.{" "}
          <Link to="/data-deletion" className="text-brand-700 underline">
            What is deleted
          </Link>
        </p>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="danger">Delete my account</Button>
          </DialogTrigger>
          <DialogContent
            title="Delete your account?"
            description="This cannot be undone. You will be signed out everywhere."
          >
            <DeleteAccountForm onCancel={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
