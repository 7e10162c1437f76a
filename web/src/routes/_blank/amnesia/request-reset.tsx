import { useState } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { z } from "zod";
import { emailSchema } from "@contracts/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Field, Input } from "../../../components/ui/input";
import { client, unwrap } from "../../../lib/client";
import { useForm } from "../../../lib/use-form";

export const Route = createFileRoute("/_blank/amnesia/request-reset")({
  head: () => ({ meta: [{ title: "Reset your password · PropertyNG" }] }),
  component: RequestReset,
});

const schema = z.object({ email: z.string().trim().min(1, "Email is required.").pipe(emailSchema) });

function RequestReset() {
  const form = useForm(schema, { email: "" });
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(async (data) => {
    const res = await unwrap(client.POST("/v1/password/reset-request", { body: data }), { silent: true });
    setSent(res.message);
  });

  return (
    <Card>
      <CardContent className="p-6">
        <h1 className="text-2xl font-semibold text-ink-900">Forgot your password?</h1>
        <p className="mt-1 mb-6 text-sm text-ink-600">
          Enter the email of your account and we'll send you a link to choose a new password.
        </p>
        {sent ? (
          <Alert variant="success" title="Check your email">
            {sent} The link works for one hour.
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Request password reset">
            {form.failure && <Alert variant="danger">{form.failure}</Alert>}
            <Field label="Email" htmlFor="reset-email" error={form.error("email")}>
              <Input type="email" inputMode="email" autoComplete="email" {...form.bind("email")} />
            </Field>
            <Button type="submit" className="w-full" loading={form.busy}>
              Send reset link
            </Button>
          </form>
        )}
        <p className="mt-6 text-sm">
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
