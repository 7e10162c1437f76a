import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { adminCreateUserInput } from "@contracts/admin-users";
import { PUBLIC_ACCOUNT_TYPES } from "@contracts/constants";
import { Button } from "../../../components/ui/button";
import { Form, FormError, FormField, SubmitButton, useZodForm, InputField } from "../../../components/ui/form";
import { Input, NativeSelect, ValueOptions } from "../../../components/ui/input";

export type UserFormValues = {
  accountType: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  companyName: string;
};
export const emptyUser: UserFormValues = {
  accountType: "standard",
  firstName: "",
  lastName: "",
  email: "",
  phone: "+234",
  username: "",
  companyName: "",
};
const typeLabel = (t: string) => t[0]!.toUpperCase() + t.slice(1);

// The contract's rules for each box (the server checks them again and names the field). Empty optional boxes
// stay strings here; toBody leaves them out (create) or clears them (edit), and an empty phone is the server's to refuse.
const rules = adminCreateUserInput.shape;
const orEmpty = (rule: z.ZodType<unknown, string>) => z.union([z.literal(""), rule]);
const schema = z.object({
  accountType: z.string(),
  firstName: z.string().pipe(rules.firstName),
  lastName: orEmpty(rules.lastName.unwrap().unwrap()),
  email: z.string().trim().min(1, "Email is required.").pipe(rules.email),
  phone: orEmpty(rules.phone),
  username: z.string().pipe(rules.username),
  companyName: orEmpty(rules.companyName.unwrap().unwrap()),
});

/** The create-user page and the edit dialog: checked by the contract's rules here, then by the server, each error beside its field. */
export function UserForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: UserFormValues;
  submitLabel: string;
  onSubmit: (v: UserFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useZodForm(schema, { defaultValues: initial });
  // The write goes through useMutation; the form's own values (strings, as typed) are what the caller maps to a body.
  const save = useMutation({ mutationFn: () => onSubmit(form.getValues()) });

  return (
    <Form
      form={form}
      onSubmit={() => save.mutateAsync()}
      fallback="Could not reach the server."
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormError className="sm:col-span-2" />
      <FormField name="accountType" label="Account type" id="u-type" className="sm:col-span-2">
        <TypeSelect {...form.register("accountType")} />
      </FormField>
      <InputField name="firstName" label="First name" id="u-first" autoComplete="off" />
      <InputField name="lastName" label="Last name" id="u-last" autoComplete="off" />
      <InputField name="email" label="Email" id="u-email" type="email" autoComplete="off" />
      <FormField name="phone" label="Phone" id="u-phone" hint="A Nigerian number, e.g. +234 803 123 4567.">
        <Input type="tel" autoComplete="off" {...form.register("phone")} />
      </FormField>
      <InputField name="username" label="Username" id="u-username" autoComplete="off" />
      <InputField name="companyName" label="Company name (optional)" id="u-company" autoComplete="off" />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

function TypeSelect(props: React.ComponentProps<"select">) {
  return (
    <NativeSelect {...props}>
      <ValueOptions values={PUBLIC_ACCOUNT_TYPES} label={(t) => typeLabel(t)} />
    </NativeSelect>
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
