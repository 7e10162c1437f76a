import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, PasswordInput } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { client, unwrap } from "../../lib/client";
import { toast } from "../../lib/toast";

/** Support changes a password or sends a reset link; either way the user is signed out everywhere and emailed. */
export function PasswordDialog({ userId, open, onOpenChange }: { userId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const [mode, setMode] = useState<"reset_link" | "set">("reset_link");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setPassword("");
      setError(undefined);
      setMode("reset_link");
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const body = mode === "set" ? { mode, password } : { mode };
      const r = await unwrap(client.POST("/admin/api/users/{id}/change-password", { params: { path: { id: userId } }, body }), { silent: true });
      toast.success(r.message);
      change(false);
    } catch (err) {
      setError(err instanceof ApiError ? (err.field("password") ?? err.message) : "Could not reach the server.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title="Change password" description="Every session of this user ends at once and they are emailed that support changed their password." className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-800">How</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="pw-mode" checked={mode === "reset_link"} onChange={() => setMode("reset_link")} /> Email them a reset link (recommended)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="pw-mode" checked={mode === "set"} onChange={() => setMode("set")} /> Set a new password now
            </label>
          </fieldset>
          {mode === "set" && (
            <Field label="New password" htmlFor="pw-new" error={error}>
              <PasswordInput
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(undefined);
                }}
                autoComplete="new-password"
              />
            </Field>
          )}
          {mode === "reset_link" && error && (
            <p role="alert" className="text-sm text-danger-600">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              {mode === "set" ? "Change password" : "Send reset link"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
