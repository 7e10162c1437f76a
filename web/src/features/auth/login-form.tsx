import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Field, Input, PasswordInput } from "../../components/ui/input";
import { useForm } from "../../lib/use-form";
import { completeLogin, loginRequest } from "./actions";
import { afterLoginPath } from "./redirects";
import { takeLastRoute } from "./session";
import { SocialButtons } from "./social-buttons";

const schema = z.object({
  username: z.string().trim().min(1, "Username or email is required."),
  password: z.string().min(1, "Password is required."),
});

export function LoginForm({ redirect, onForgot }: { redirect?: string; onForgot?: () => void }) {
  const form = useForm(schema, { username: "", password: "" });
  const [remember, setRemember] = useState(true);
  const navigate = useNavigate();

  const submit = form.handleSubmit(async (data) => {
    const result = await loginRequest("public", data.username, data.password, remember);
    completeLogin(result, remember);
    await navigate({ to: afterLoginPath(result.user, { redirect, lastRoute: takeLastRoute() }) });
  }, "Unable To Login. Please Try Again Later");

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
      {form.failure && <Alert variant="danger">{form.failure}</Alert>}
      <Field label="Username or email" htmlFor="login-username" error={form.error("username")}>
        <Input autoComplete="username" value={form.values.username} onChange={(e) => form.set("username", e.target.value)} />
      </Field>
      <Field label="Password" htmlFor="login-password" error={form.error("password")}>
        <PasswordInput autoComplete="current-password" value={form.values.password} onChange={(e) => form.set("password", e.target.value)} />
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
      <Button type="submit" className="w-full" loading={form.busy}>
        Sign in
      </Button>
      <SocialButtons redirect={redirect} />
    </form>
  );
}
