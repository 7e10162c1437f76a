import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { PROFILE_MESSAGES, profileUpdateBody, type Profile } from "@contracts/profile";
import { isCompanyAccount } from "@contracts/constants";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Form, FormError, FormField, SubmitButton, useZodForm, InputField } from "../../components/ui/form";
import { Input } from "../../components/ui/input";
import { profileQuery, saveProfile, storeProfile } from "./api";

const schema = profileUpdateBody.pick({
  firstName: true,
  lastName: true,
  phone: true,
  username: true,
  companyName: true,
});

const formValues = (p: Profile) => ({
  firstName: p.firstName,
  lastName: p.lastName ?? "",
  phone: p.phone ?? "",
  username: p.username,
  companyName: p.companyName ?? "",
});

export function DetailsCard({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const form = useZodForm(schema, { defaultValues: formValues(profile) });
  const showCompany = isCompanyAccount(profile.accountType);
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      storeProfile(saved);
      qc.setQueryData(profileQuery().queryKey, saved);
      form.reset(formValues(saved));
      toast.success(PROFILE_MESSAGES.profileSaved);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          onSubmit={(data) => save.mutateAsync(showCompany ? data : { ...data, companyName: undefined })}
          aria-label="Profile"
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormError className="sm:col-span-2" />
          <InputField name="firstName" label="First name" id="pf-first" autoComplete="given-name" />
          <InputField name="lastName" label="Last name" id="pf-last" autoComplete="family-name" />
          <FormField name="phone" label="Phone" id="pf-phone" hint="Nigerian number, e.g. 0803 123 4567.">
            <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <InputField name="username" label="Username" id="pf-username" autoCapitalize="none" autoComplete="username" />
          {showCompany && (
            <FormField name="companyName" label="Company name" id="pf-company" className="sm:col-span-2">
              <Input autoComplete="organization" {...form.register("companyName")} />
            </FormField>
          )}
          <div className="sm:col-span-2">
            <SubmitButton>Save profile</SubmitButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
