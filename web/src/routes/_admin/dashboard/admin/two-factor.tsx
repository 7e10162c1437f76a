import { useMemo } from "react";
import { z } from "zod";
import { createFileRoute } from "@tanstack/react-router";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { renderSVG } from "uqr";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { ButtonLink } from "../../../../components/ui/text-link";
import { Form, FormField, SubmitButton, useZodForm } from "../../../../components/ui/form";
import { Input } from "../../../../components/ui/input";
import { ApiError } from "../../../../lib/api";
import { client, unwrap } from "../../../../lib/client";
import { toast } from "../../../../lib/toast";
import { adminMeQuery } from "../../../../features/admin/queries";
import { permittedAdminMenu } from "@contracts/permissions";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/two-factor")({
  head: () => ({ meta: [{ title: "Two-factor sign-in · Admin · PropertyNG" }] }),
  component: TwoFactor,
});

const codeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6 digits your app shows.")),
});

/**
 * Enrolment in TOTP two-factor: a QR code (and the key, for typing), a first code, then recovery codes shown once.
 * Mandatory for super admins and staff who can create staff: until they enrol, this is the only page they get.
 */
function TwoFactor() {
  const { data: me } = useSuspenseQuery(adminMeQuery());
  const queryClient = useQueryClient();
  const form = useZodForm(codeSchema, { defaultValues: { code: "" } });
  const begin = useMutation({ mutationFn: () => unwrap(client.POST("/admin/api/two-factor/setup")) }); // on failure the toast says why (already on)
  const turnOn = useMutation({
    mutationFn: (digits: string) =>
      unwrap(client.POST("/admin/api/two-factor/confirm", { body: { code: digits } }), { silent: true }),
    // The menu comes back with the account's pages now that the second factor is on (not awaited: the codes show first).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["admin", "me"] }),
  });
  const setup = turnOn.isSuccess ? null : (begin.data ?? null);
  const codes = turnOn.data?.recoveryCodes ?? null;
  const qr = useMemo(() => (setup ? renderSVG(setup.uri, { border: 2 }) : null), [setup]);
  const required = me.user.twoFactor === "enrolment_required";

  // Every refusal is about the code, so it is shown beside the box.
  const confirm = ({ code }: z.output<typeof codeSchema>) =>
    turnOn.mutateAsync(code).catch((err: unknown) => {
      throw new ApiError(400, err instanceof Error ? err.message : "Check the code and try again.", [
        { field: "code", message: err instanceof Error ? err.message : "Check the code and try again." },
      ]);
    });

  const next = codes
    ? permittedAdminMenu({ ...me.user, twoFactor: "on" }).find((m) => m.path !== "/dashboard/admin/two-factor")
    : undefined;

  return (
    <div className="max-w-xl space-y-4">
      <PageTitle title="Two-factor sign-in">
        After your password, the admin sign-in asks for a 6-digit code from an authenticator app (Google Authenticator,
        Microsoft Authenticator, 1Password…).
      </PageTitle>
      {required && !codes && (
        <Alert variant="warning" title="Turn on two-factor sign-in to continue">
          Your account can create staff, so it must be protected by a second factor. The rest of the back office opens
          once it is on.
        </Alert>
      )}
      {codes ? (
        <div className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
          <Alert variant="success">
            Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, and they are shown only
            now.
          </Alert>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard.writeText(codes.join("\n")).then(() => toast.success("Recovery codes copied"))
              }
            >
              Copy codes
            </Button>
            {next && <ButtonLink to={next.path}>Continue to {next.label}</ButtonLink>}
          </div>
        </div>
      ) : me.user.twoFactor === "on" ? (
        <Alert variant="success" title="Two-factor sign-in is on">
          Every sign-in to the back office asks for a code from your app. Lost your phone? Sign in with a recovery code,
          or ask a super admin to reset it from Teams.
        </Alert>
      ) : setup ? (
        <Form form={form} onSubmit={confirm} className="space-y-4 rounded-xl border border-ink-200 bg-white p-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-700">
            <li>Open your authenticator app and scan this code (or type the key under it).</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div className="flex flex-col items-start gap-4 sm:flex-row">
            {qr && (
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(qr)}`}
                alt="QR code to scan with your authenticator app"
                width={176}
                height={176}
                className="size-44 shrink-0 rounded-lg border border-ink-200 bg-white"
              />
            )}
            <div className="min-w-0 space-y-2 text-sm">
              <p>
                Key:{" "}
                <code data-testid="totp-secret" className="font-mono break-all">
                  {setup.secret}
                </code>
              </p>
              <p className="text-ink-600">
                On this phone?{" "}
                <a href={setup.uri} className="text-brand-700 underline">
                  Open in your authenticator app
                </a>
              </p>
            </div>
          </div>
          <FormField name="code" label="Code from the app" id="totp-code">
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} {...form.register("code")} />
          </FormField>
          <SubmitButton>Turn on two-factor</SubmitButton>
        </Form>
      ) : (
        <Button onClick={() => begin.mutate()} loading={begin.isPending}>
          Set up two-factor sign-in
        </Button>
      )}
    </div>
  );
}
