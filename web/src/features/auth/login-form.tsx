import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Field, Input, PasswordInput } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { completeLogin, loginRequest } from "./actions";
import { afterLoginPath } from "./redirects";
import { takeReturnPath } from "./return-to";
import { takeLastRoute } from "./session";
import { SocialButtons } from "./social-buttons";

type Values = { username: string; password: string };

/** SPEC §5's messages. Checked by hand: zod (24 KB) would be most of the sign-in page's JavaScript. */
const check = (v: Values): Partial<Record<keyof Values, string>> => ({
  ...(v.username.trim() ? {} : { username: "Username or email is required." }),
  ...(v.password ? {} : { password: "Password is required." }),
});

export function LoginForm({ redirect, onForgot }: { redirect?: string; onForgot?: () => void }) {
  const [values, setValues] = useState<Values>({ username: "", password: "" });
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remember, setRemember] = useState(true);
  const navigate = useNavigate();
  const invalid = check(values);
  // SPEC §5: a field says what is wrong once it was edited or the form was sent; the server's word until edited.
  const error = (k: keyof Values) => server[k] ?? (touched[k] || submitted ? invalid[k] : undefined);
  const set = (k: keyof Values, v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setTouched((t) => ({ ...t, [k]: true }));
    setServer(({ [k]: _gone, ...rest }) => rest);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (invalid.username || invalid.password) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await loginRequest("public", values.username.trim(), values.password, remember);
      completeLogin(result, remember);
      // A prompt that asked for the sign-in (save search, favourite, …) brings the person back, as a redirect does.
      const back = redirect ?? takeReturnPath();
      await navigate({ to: afterLoginPath(result.user, { redirect: back, lastRoute: takeLastRoute() }) });
    } catch (err) {
      if (err instanceof ApiError) {
        setServer(Object.fromEntries(err.errors.map((f) => [f.field, f.message])));
        if (!err.errors.length || err.errors.some((f) => !(f.field in values))) setFailure(err.message);
      } else setFailure("Unable To Login. Please Try Again Later");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Field label="Username or email" htmlFor="login-username" error={error("username")}>
        <Input autoComplete="username" value={values.username} onChange={(e) => set("username", e.target.value)} />
      </Field>
      <Field label="Password" htmlFor="login-password" error={error("password")}>
        <PasswordInput
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => set("password", e.target.value)}
        />
      </Field>
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2 text-ink-700">
          <Checkbox checked={remember} onCheckedChange={(v) => setRemember(v === true)} aria-label="Remember me" />
          Remember me
        </label>
        <a href="/amnesia/request-reset" onClick={onForgot} className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </a>
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        Sign in
      </Button>
      <SocialButtons redirect={redirect} />
    </form>
  );
}
