import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { deleteAccountBody } from "@contracts/profile";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field, Input, PasswordInput } from "../../components/ui/input";
import { useForm } from "../../lib/use-form";
import { clearSession } from "../auth/session";
import { deleteAccount } from "./api";
import { submitForm } from "./submit";

export function DangerZone() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm(deleteAccountBody, { password: "", confirm: "" });
  const navigate = useNavigate();
  const qc = useQueryClient();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    const res = await submitForm(() => deleteAccount(data.password, data.confirm), form.applyServerErrors, setBusy);
    if (!res) return;
    // The server already ended every session: only the browser's copy is left to forget.
    clearSession();
    qc.clear();
    toast.success(res.message);
    await navigate({ to: "/" });
  }

  return (
    <Card className="border-danger-200">
      <CardHeader>
        <CardTitle className="text-danger-700">Danger zone</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-ink-700">
          Deleting your account removes your personal data and withdraws your listings. Records that the law requires for payments are kept without your personal data.{" "}
          <Link to="/data-deletion" className="text-brand-700 underline">
            What is deleted
          </Link>
        </p>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="danger">Delete my account</Button>
          </DialogTrigger>
          <DialogContent title="Delete your account?" description="This cannot be undone. You will be signed out everywhere.">
            <form onSubmit={submit} noValidate aria-label="Delete account" className="space-y-4">
              <Field label="Your password" htmlFor="del-password" error={form.error("password")}>
                <PasswordInput autoComplete="current-password" value={form.values.password} onChange={(e) => form.set("password", e.target.value)} />
              </Field>
              <Field label="Type DELETE to confirm" htmlFor="del-confirm" error={form.error("confirm")}>
                <Input autoComplete="off" autoCapitalize="characters" value={form.values.confirm} onChange={(e) => form.set("confirm", e.target.value)} />
              </Field>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="danger" loading={busy}>
                  Delete account permanently
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
