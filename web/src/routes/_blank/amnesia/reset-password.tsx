import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { z } from "zod";
import { passwordSchema } from "@contracts/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/text-link";
import { Card, CardContent } from "../../../components/ui/card";
import { Field, PasswordInput } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api";
import { client, unwrap } from "../../../lib/client";
import { useForm } from "../../../lib/use-form";
import { optString } from "../../../lib/search";

export const Route = createFileRoute("/_blank/amnesia/reset-password")({
  validateSearch: (s: Record<string, unknown>): { token?: string } => ({ token: optString(s.token) }),
  head: () => ({ meta: [{ title: "Choose a new password · PropertyNG" }] }),
  component: ResetPassword,
});

const schema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords do not match." });

function ResetPassword() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ["reset-token", token],
    queryFn: () =>
      unwrap(client.GET("/v1/password/reset/validate", { params: { query: { token: token ?? "" } } }), {
        silent: true,
      }),
    enabled: !!token,
    retry: false,
  });
  const form = useForm(schema, { password: "", confirm: "" });

  const submit = form.handleSubmit(async (data) => {
    const res = await unwrap(
      client.POST("/v1/password/reset", { body: { token: token ?? "", password: data.password } }),
      { silent: true },
    );
    toast.success(res.message);
    // A staff invitation is a set-password link: staff go on to the admin sign-in, everyone else to the site's.
    await navigate({ to: res.signInAt === "admin" ? "/dashboard/admin/login" : "/login" });
  });

  const invalid = !token || check.isError;
  return (
    <Card>
      <CardContent className="p-6">
        <h1 className="text-2xl font-semibold text-ink-900">Choose a new password</h1>
        {invalid ? (
          <div className="mt-4 space-y-4">
            <Alert variant="danger">
              {check.error instanceof ApiError
                ? check.error.message
                : "This reset link is invalid or has expired. Please request a new one."}
            </Alert>
            <ButtonLink to="/amnesia/request-reset" className="w-full">
              Request a new link
            </ButtonLink>
          </div>
        ) : check.isPending ? (
          <Skeleton className="mt-6 h-48 w-full" />
        ) : (
          <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Choose a new password">
            <p className="text-sm text-ink-600">For {check.data.email}. Other devices will be signed out.</p>
            {form.failure && <Alert variant="danger">{form.failure}</Alert>}
            <Field
              label="New password"
              htmlFor="new-password"
              error={form.error("password")}
              hint="At least 6 characters"
            >
              <PasswordInput autoComplete="new-password" {...form.bind("password")} />
            </Field>
            <Field label="Repeat new password" htmlFor="confirm-password" error={form.error("confirm")}>
              <PasswordInput autoComplete="new-password" {...form.bind("confirm")} />
            </Field>
            <Button type="submit" className="w-full" loading={form.busy}>
              Save new password
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
