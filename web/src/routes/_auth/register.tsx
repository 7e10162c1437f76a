import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { phoneSchema, usernameSchema } from "@contracts/auth";
import { SIGNUP_ACCOUNT_TYPES } from "@contracts/constants";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { client, unwrap } from "../../lib/client";
import { useForm } from "../../lib/use-form";
import { completeLogin } from "../../features/auth/actions";
import { afterLoginPath } from "../../features/auth/redirects";
import { takeReturnPath } from "../../features/auth/return-to";
import { clearDraft, useDraft } from "../../features/auth/register-draft";
import { RegisterForm } from "../../features/auth/register-form";

export const Route = createFileRoute("/_auth/register")({
  validateSearch: (s: Record<string, unknown>): { step?: "details" } => ({
    step: s.step === "details" ? "details" : undefined,
  }),
  head: () => ({ meta: [{ title: "Create your account · PropertyNG" }] }),
  component: RegisterPage,
});

const ACCOUNT_TYPES = [
  { value: "standard", label: "I'm looking for a property", hint: "Rent, buy or book a short stay" },
  { value: "brokerage", label: "Brokerage / estate agent", hint: "List properties for clients" },
  { value: "company", label: "Property company", hint: "List and manage your company's properties" },
  { value: "developer", label: "Developer", hint: "Market development projects and units" },
] as const;

/** The details a new account may leave empty, each with its box's kind. */
const OPTIONAL_DETAILS = [
  {
    name: "phone",
    id: "reg-phone",
    label: "Phone number (optional)",
    hint: "e.g. 0803 123 4567 — saved as +234",
    input: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  },
  {
    name: "username",
    id: "reg-username",
    label: "Username (optional)",
    hint: "Leave empty and we'll make one from your email",
    input: { autoComplete: "username" },
  },
] as const;

const schema = z
  .object({
    accountType: z.enum(SIGNUP_ACCOUNT_TYPES),
    phone: z.union([z.literal(""), phoneSchema]),
    username: z.union([z.literal(""), usernameSchema]),
    companyName: z.string().trim().max(120),
  })
  .superRefine((v, ctx) => {
    if (v.accountType !== "standard" && !v.companyName)
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "Enter your company or brokerage name." });
  });

function RegisterPage() {
  const { step } = Route.useSearch();
  const draft = useDraft(step === "details");
  const navigate = useNavigate();
  const form = useForm(schema, { accountType: "standard", phone: "", username: "", companyName: "" });

  if (!draft) {
    return (
      <Card>
        <CardContent className="p-6">
          <h1 className="mb-4 text-2xl font-semibold text-ink-900">Create your account</h1>
          <RegisterForm />
          <p className="mt-4 text-sm text-ink-600">
            Already have an account?{" "}
            <Link to="/login" className="font-medium text-brand-700 hover:underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    );
  }

  const business = form.values.accountType !== "standard";
  // Through the light form hook (its write is a useMutation): /register stays without react-hook-form.
  const submit = form.handleSubmit(async (data) => {
    try {
      const result = await unwrap(
        client.POST("/v1/register", {
          body: {
            firstName: draft.firstName,
            lastName: draft.lastName,
            email: draft.email,
            password: draft.password,
            agree: true,
            accountType: data.accountType,
            phone: data.phone || undefined,
            username: data.username || undefined,
            companyName: business ? data.companyName : undefined,
          },
        }),
        { silent: true },
      );
      clearDraft();
      completeLogin(result, true, `Welcome to PropertyNG, ${result.user.firstName}!`);
      await navigate({ to: afterLoginPath(result.user, { redirect: takeReturnPath() }) });
    } catch (err) {
      // Errors about the first step (email, password, name) send the user back there.
      if (err instanceof ApiError && (err.field("email") || err.field("password") || err.field("firstName")))
        clearDraft();
      throw err;
    }
  });

  return (
    <Card>
      <CardContent className="p-6">
        <h1 className="text-2xl font-semibold text-ink-900">Almost done, {draft.firstName}</h1>
        <p className="mt-1 mb-6 text-sm text-ink-600">Signing up as {draft.email}</p>
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="Complete registration">
          {form.failure && <Alert variant="danger">{form.failure}</Alert>}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink-800">What brings you here?</legend>
            <div className="grid gap-2">
              {ACCOUNT_TYPES.map((t) => (
                <label
                  key={t.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-ink-200 p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="accountType"
                    value={t.value}
                    checked={form.values.accountType === t.value}
                    onChange={() => form.set("accountType", t.value)}
                    className="mt-1 accent-brand-600"
                  />
                  <span>
                    <span className="block text-sm font-medium text-ink-900">{t.label}</span>
                    <span className="block text-xs text-ink-600">{t.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {business && (
            <Field label="Company or brokerage name" htmlFor="reg-company" error={form.error("companyName")}>
              <Input autoComplete="organization" {...form.bind("companyName")} />
            </Field>
          )}
          {OPTIONAL_DETAILS.map(({ name, id, label, hint, input }) => (
            <Field key={name} label={label} htmlFor={id} error={form.error(name)} hint={hint}>
              <Input {...input} {...form.bind(name)} />
            </Field>
          ))}
          <Button type="submit" className="w-full" loading={form.busy}>
            Create account
          </Button>
          <button
            type="button"
            className="w-full text-sm text-ink-600 hover:underline"
            onClick={() => {
              clearDraft();
              void navigate({ to: "/register" });
            }}
          >
            Start again with another email
          </button>
        </form>
      </CardContent>
    </Card>
  );
}
