import { useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { staffProfileUpdate } from "@contracts/admin-settings";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Form, FormError, FormField, SubmitButton, useMutationForm, InputField } from "../../../components/ui/form";
import { Field, Input } from "../../../components/ui/input";
import { QueryState } from "../../../components/ui/query-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { PhotoPicker } from "../../profile/photos-card";
import { saveStaffProfile, settingsKey, staffProfileQuery } from "./api";
import { useSettingsSave } from "./form-state";
import type { QueryData } from "../../../lib/query";

type StaffProfile = QueryData<typeof staffProfileQuery>;

const rules = staffProfileUpdate.shape;
// The contract's own rules for each box (the messages the API answers with).
const detailsSchema = z.object({
  firstName: rules.firstName.unwrap(),
  lastName: rules.lastName.unwrap(),
  phone: rules.phone.unwrap(),
});
const passwordSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password to set a new one."),
  newPassword: rules.newPassword.unwrap(),
});

function DetailsForm({ p }: { p: StaffProfile }) {
  const { form, formProps } = useMutationForm(detailsSchema, {
    defaultValues: { firstName: p.firstName, lastName: p.lastName ?? "", phone: p.phone ?? "" },
    ...useSettingsSave(settingsKey("profile"), saveStaffProfile, "Your profile has been saved."),
  });
  return (
    <Form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <InputField name="firstName" label="First name" id="sp-first" autoComplete="given-name" />
      <InputField name="lastName" label="Last name" id="sp-last" autoComplete="family-name" />
      <Field label="Email" htmlFor="sp-email" hint="Ask another admin with staff rights to change it.">
        <Input value={p.email} readOnly disabled />
      </Field>
      <FormField name="phone" label="Phone" id="sp-phone">
        <Input inputMode="tel" autoComplete="tel" placeholder="0803 123 4567" {...form.register("phone")} />
      </FormField>
      <FormError className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton>Save profile</SubmitButton>
      </div>
    </Form>
  );
}

function PasswordForm() {
  const start = { currentPassword: "", newPassword: "" };
  // The answer is the profile, so the cache stays right; the form empties once the password changed.
  const saved = useSettingsSave(
    settingsKey("profile"),
    saveStaffProfile,
    "Password changed. Your other devices are signed out.",
  );
  const { form, formProps } = useMutationForm(passwordSchema, {
    defaultValues: start,
    mutationFn: saved.mutationFn,
    onSuccess: async (answer) => {
      form.reset(start);
      await saved.onSuccess(answer);
    },
  });
  const [current, next] = form.watch(["currentPassword", "newPassword"]);
  return (
    <Form {...formProps} className="grid gap-4 sm:grid-cols-2">
      <FormField name="currentPassword" label="Current password" id="sp-current">
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <FormField name="newPassword" label="New password" id="sp-new" hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <FormError className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton variant="outline" disabled={!current || !next}>
          Change password
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The signed-in staff member's own name, phone, picture (the profile-images upload) and password. */
export function ProfileTab() {
  const qc = useQueryClient();
  const q = useQuery(staffProfileQuery());
  return (
    <QueryState query={q} errorTitle="Your profile could not be loaded." pending={<Skeleton className="h-64 w-full" />}>
      {(p) => (
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>Your profile</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6 md:grid-cols-[auto_1fr]">
              <PhotoPicker
                kind="profile"
                label="Profile picture"
                current={p.profilePicture}
                initials={(p.firstName[0] ?? "") + (p.lastName?.[0] ?? "")}
                onDone={() => void qc.invalidateQueries({ queryKey: settingsKey("profile") })}
              />
              <DetailsForm key={p.id} p={p} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Password</CardTitle>
            </CardHeader>
            <CardContent>
              <PasswordForm />
            </CardContent>
          </Card>
        </div>
      )}
    </QueryState>
  );
}
