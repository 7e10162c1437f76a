import { useState, type FormEvent } from "react";
import { PUBLIC_ACCOUNT_TYPES } from "@contracts/constants";
import { Button } from "../../components/ui/button";
import { Field, Input, inputClasses } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";

export type UserFormValues = { accountType: string; firstName: string; lastName: string; email: string; phone: string; username: string; companyName: string };
export const emptyUser: UserFormValues = { accountType: "standard", firstName: "", lastName: "", email: "", phone: "+234", username: "", companyName: "" };
const FIELDS = ["accountType", "firstName", "lastName", "email", "phone", "username", "companyName"] as const;
const typeLabel = (t: string) => t[0]!.toUpperCase() + t.slice(1);

/** The create-user page and the edit dialog: the server validates (strict zod contract) and names the field. */
export function UserForm({ initial, submitLabel, onSubmit, onCancel }: { initial: UserFormValues; submitLabel: string; onSubmit: (v: UserFormValues) => Promise<void>; onCancel?: () => void }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof UserFormValues, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof UserFormValues) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await onSubmit(v);
    } catch (err) {
      if (err instanceof ApiError && err.errors.some((x) => (FIELDS as readonly string[]).includes(x.field))) setErrors(Object.fromEntries(FIELDS.map((f) => [f, err.field(f)])));
      else toast.error("Not saved", { description: err instanceof ApiError ? err.message : "Could not reach the server." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Account type" htmlFor="u-type" error={errors.accountType} className="sm:col-span-2">
        <select id="u-type" className={inputClasses} value={v.accountType} onChange={set("accountType")}>
          {PUBLIC_ACCOUNT_TYPES.map((t) => (
            <option key={t} value={t}>
              {typeLabel(t)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="First name" htmlFor="u-first" error={errors.firstName}>
        <Input value={v.firstName} onChange={set("firstName")} autoComplete="off" />
      </Field>
      <Field label="Last name" htmlFor="u-last" error={errors.lastName}>
        <Input value={v.lastName} onChange={set("lastName")} autoComplete="off" />
      </Field>
      <Field label="Email" htmlFor="u-email" error={errors.email}>
        <Input type="email" value={v.email} onChange={set("email")} autoComplete="off" />
      </Field>
      <Field label="Phone" htmlFor="u-phone" error={errors.phone} hint="A Nigerian number, e.g. +234 803 123 4567.">
        <Input type="tel" value={v.phone} onChange={set("phone")} autoComplete="off" />
      </Field>
      <Field label="Username" htmlFor="u-username" error={errors.username}>
        <Input value={v.username} onChange={set("username")} autoComplete="off" />
      </Field>
      <Field label="Company name (optional)" htmlFor="u-company" error={errors.companyName}>
        <Input value={v.companyName} onChange={set("companyName")} autoComplete="off" />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The body the API takes: empty optional fields are left out (create) or cleared (edit). */
export function toBody(v: UserFormValues, mode: "create" | "edit") {
  const opt = (s: string) => (s.trim() ? s.trim() : mode === "edit" ? null : undefined);
  return {
    accountType: v.accountType as (typeof PUBLIC_ACCOUNT_TYPES)[number],
    firstName: v.firstName,
    lastName: opt(v.lastName),
    email: v.email,
    phone: v.phone,
    username: v.username,
    companyName: opt(v.companyName),
  };
}
