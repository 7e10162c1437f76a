import { useState } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { permittedAdminMenu } from "@contracts/permissions";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent } from "../../../../components/ui/card";
import { Field, Input, PasswordInput } from "../../../../components/ui/input";
import { useForm } from "../../../../lib/use-form";
import { ApiError } from "../../../../lib/api";
import { completeLogin, loginRequest } from "../../../../features/auth/actions";

export const Route = createFileRoute("/_adminlogin/dashboard/admin/login")({
  head: () => ({ meta: [{ title: "Admin sign in · PropertyNG" }] }),
  component: AdminLogin,
});

const schema = z.object({
  username: z.string().trim().min(1, "Username or email is required."),
  password: z.string().min(1, "Password is required."),
  otp: z.string().trim(),
});

function AdminLogin() {
  const form = useForm(schema, { username: "", password: "", otp: "" });
  const [needsCode, setNeedsCode] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = form.handleSubmit(async (data) => {
    const result = await loginRequest("admin", data.username, data.password, false, data.otp || undefined).catch(
      (e: unknown) => {
        if (e instanceof ApiError && e.errors.some((f) => f.field === "otp")) setNeedsCode(true);
        throw e;
      },
    );
    completeLogin(result, false);
    queryClient.removeQueries({ queryKey: ["admin"] });
    const first = permittedAdminMenu(result.user)[0];
    await navigate({ to: first?.path ?? "/dashboard/admin/services-status" });
  }, "Unable To Login. Please Try Again Later");

  return (
    <Card>
      <CardContent className="p-6">
        <h1 className="text-2xl font-semibold text-ink-900">Admin sign in</h1>
        <p className="mt-1 mb-6 text-sm text-ink-600">For PropertyNG staff only.</p>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Admin sign in">
          {form.failure && <Alert variant="danger">{form.failure}</Alert>}
          <Field label="Username or email" htmlFor="admin-username" error={form.error("username")}>
            <Input autoComplete="username" {...form.bind("username")} />
          </Field>
          <Field label="Password" htmlFor="admin-password" error={form.error("password")}>
            <PasswordInput autoComplete="current-password" {...form.bind("password")} />
          </Field>
          {needsCode && (
            <Field
              label="Two-factor code"
              htmlFor="admin-otp"
              error={form.error("otp")}
              hint="The 6-digit code from your authenticator app, or one of your recovery codes"
            >
              <Input autoComplete="one-time-code" inputMode="text" autoFocus {...form.bind("otp")} />
            </Field>
          )}
          <Button type="submit" className="w-full" loading={form.busy}>
            {needsCode ? "Verify and sign in" : "Sign in"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
