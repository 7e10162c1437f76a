import { useState, type FormEvent } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { Field, Input } from "../../../../components/ui/input";
import { client, unwrap } from "../../../../lib/client";
import { toast } from "../../../../lib/toast";

export const Route = createFileRoute("/_admin/dashboard/admin/two-factor")({
  head: () => ({ meta: [{ title: "Two-factor sign-in · Admin · PropertyNG" }] }),
  component: TwoFactor,
});

/** Enrolment in TOTP two-factor: a secret (and its otpauth:// link), a first code, then recovery codes shown once. */
function TwoFactor() {
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      setSetup(await unwrap(client.POST("/admin/api/two-factor/setup")));
    } catch {
      /* the toast says why (already on) */
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await unwrap(client.POST("/admin/api/two-factor/confirm", { body: { code } }), { silent: true });
      setCodes(res.recoveryCodes);
      setSetup(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Two-factor sign-in</h1>
        <p className="text-sm text-ink-600">After your password, the admin sign-in asks for a 6-digit code from an authenticator app.</p>
      </div>
      {codes ? (
        <div className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
          <Alert variant="success">Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, and they are shown only now.</Alert>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">{codes.map((c) => <li key={c}>{c}</li>)}</ul>
          <Button variant="secondary" onClick={() => void navigator.clipboard.writeText(codes.join("\n")).then(() => toast.success("Recovery codes copied"))}>Copy codes</Button>
        </div>
      ) : setup ? (
        <form onSubmit={(e) => void confirm(e)} className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
          <p className="text-sm text-ink-700">Add this key to your authenticator app (or open the link on your phone), then enter the code it shows.</p>
          <p className="text-sm">Key: <code data-testid="totp-secret" className="break-all font-mono">{setup.secret}</code></p>
          <p className="text-sm"><a href={setup.uri} className="break-all text-brand-700 underline">{setup.uri}</a></p>
          <Field label="Code from the app" htmlFor="totp-code" error={error}>
            <Input autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          </Field>
          <Button type="submit" loading={busy}>Turn on two-factor</Button>
        </form>
      ) : (
        <Button onClick={() => void start()} loading={busy}>Set up two-factor sign-in</Button>
      )}
    </div>
  );
}
