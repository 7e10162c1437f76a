import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { z } from "zod";
import { emailSchema, passwordSchema } from "@contracts/auth";
import { MESSAGES } from "@contracts/messages";
import { NAME_KEY, personName } from "@contracts/names";
import { TIMERS } from "@contracts/constants";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Field, Input, PasswordInput, ErrorText } from "../../components/ui/input";
import { client, unwrap } from "../../lib/client";
import { useForm } from "../../lib/use-form";
import { authModalAtom } from "./session";
import { saveDraft } from "./register-draft";
import { LegalDialog } from "./legal-dialog";
import { SocialButtons } from "./social-buttons";

const schema = z.object({
  // The one name rule (contracts/names.ts): "Chiamaka Obi-Okafor" and "Ọláolúwa D'Souza" are names.
  fullName: personName("Full name is required.", 120),
  email: z.string().trim().min(1, "Email is required.").pipe(emailSchema),
  password: passwordSchema,
  agree: z.literal(true, { message: MESSAGES.mustAgree }),
});

/** SPEC.md §5: keys that cannot be in a name (digits, symbols) are blocked in the full name, with the message shown. */
function blockNonLetters(e: React.KeyboardEvent<HTMLInputElement>, onBlocked: () => void) {
  if (e.key.length === 1 && !NAME_KEY.test(e.key) && !e.ctrlKey && !e.metaKey) {
    e.preventDefault();
    onBlocked();
  }
}

export function RegisterForm() {
  const form = useForm(schema, { fullName: "", email: "", password: "", agree: false as unknown as true });
  const [emailTaken, setEmailTaken] = useState(false);
  const [lettersHint, setLettersHint] = useState(false);
  const [legal, setLegal] = useState<null | "terms-of-use" | "privacy-policy">(null);
  const navigate = useNavigate();
  const closeModal = useSetAtom(authModalAtom);
  const lastChecked = useRef("");

  // Debounced: the uniqueness check (200 = taken) and the email capture, only for valid emails.
  useEffect(() => {
    const email = form.values.email.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success || email === lastChecked.current) return;
    const t = setTimeout(async () => {
      lastChecked.current = email;
      try {
        await unwrap(client.GET("/v1/user/availability", { params: { query: { key: "email", value: email } } }), {
          silent: true,
        });
        setEmailTaken(true);
      } catch {
        setEmailTaken(false);
      }
      void unwrap(client.POST("/v1/email-capture", { body: { email, source: "modal_registration" } }), {
        silent: true,
      }).catch(() => undefined);
    }, TIMERS.emailCaptureDebounceMs);
    return () => clearTimeout(t);
  }, [form.values.email]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data || emailTaken) return;
    saveDraft(data.fullName, data.email, data.password);
    closeModal(null);
    void navigate({ to: "/register", search: { step: "details" } });
  }

  const nameError = form.error("fullName") ?? (lettersHint ? MESSAGES.onlyAlphabets : undefined);
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create account">
      <Field label="Full name" htmlFor="reg-name" error={nameError}>
        <Input
          autoComplete="name"
          value={form.values.fullName}
          onKeyDown={(e) => blockNonLetters(e, () => setLettersHint(true))}
          onBlur={() => setLettersHint(false)}
          onChange={(e) => form.set("fullName", e.target.value)}
        />
      </Field>
      <Field
        label="Email"
        htmlFor="reg-email"
        error={form.error("email") ?? (emailTaken ? MESSAGES.emailTaken : undefined)}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(e) => {
            setEmailTaken(false);
            form.set("email", e.target.value);
          }}
        />
      </Field>
      <Field label="Password" htmlFor="reg-password" error={form.error("password")} hint="At least 6 characters">
        <PasswordInput autoComplete="new-password" {...form.bind("password")} />
      </Field>
      <div>
        <div className="flex items-start gap-2 text-sm text-ink-700">
          <Checkbox
            id="reg-agree"
            checked={form.values.agree === true}
            onCheckedChange={(v) => form.set("agree", (v === true) as true)}
            aria-describedby={form.error("agree") ? "reg-agree-error" : undefined}
          />
          <label htmlFor="reg-agree">
            I agree to the{" "}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => setLegal("privacy-policy")}
            >
              privacy policy
            </button>{" "}
            and{" "}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => setLegal("terms-of-use")}
            >
              terms of use
            </button>
          </label>
        </div>
        <ErrorText id="reg-agree-error" className="mt-1">
          {form.error("agree")}
        </ErrorText>
      </div>
      <Button type="submit" className="w-full">
        Continue
      </Button>
      {legal && <LegalDialog contentKey={legal} open onOpenChange={(o) => !o && setLegal(null)} />}
      <SocialButtons />
    </form>
  );
}
