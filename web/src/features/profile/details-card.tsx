import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { PROFILE_MESSAGES, profileUpdateBody, type Profile } from "@contracts/profile";
import { isCompanyAccount } from "@contracts/constants";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { useForm } from "../../lib/use-form";
import { saveProfile, storeProfile } from "./api";
import { submitForm } from "./submit";

const schema = profileUpdateBody.pick({ firstName: true, lastName: true, phone: true, username: true, companyName: true });

export function DetailsCard({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useForm(schema, {
    firstName: profile.firstName,
    lastName: profile.lastName ?? "",
    phone: profile.phone ?? "",
    username: profile.username,
    companyName: profile.companyName ?? "",
  });
  const showCompany = isCompanyAccount(profile.accountType);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    const body = showCompany ? data : { ...data, companyName: undefined };
    const saved = await submitForm(() => saveProfile(body), form.applyServerErrors, setBusy);
    if (!saved) return;
    storeProfile(saved);
    qc.setQueryData(["profile"], saved);
    form.setValues({ firstName: saved.firstName, lastName: saved.lastName ?? "", phone: saved.phone ?? "", username: saved.username, companyName: saved.companyName ?? "" });
    toast.success(PROFILE_MESSAGES.profileSaved);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Profile" className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" htmlFor="pf-first" error={form.error("firstName")}>
            <Input autoComplete="given-name" value={form.values.firstName ?? ""} onChange={(e) => form.set("firstName", e.target.value)} />
          </Field>
          <Field label="Last name" htmlFor="pf-last" error={form.error("lastName")}>
            <Input autoComplete="family-name" value={form.values.lastName ?? ""} onChange={(e) => form.set("lastName", e.target.value)} />
          </Field>
          <Field label="Phone" htmlFor="pf-phone" error={form.error("phone")} hint="Nigerian number, e.g. 0803 123 4567.">
            <Input type="tel" inputMode="tel" autoComplete="tel" value={form.values.phone ?? ""} onChange={(e) => form.set("phone", e.target.value)} />
          </Field>
          <Field label="Username" htmlFor="pf-username" error={form.error("username")}>
            <Input autoCapitalize="none" autoComplete="username" value={form.values.username ?? ""} onChange={(e) => form.set("username", e.target.value)} />
          </Field>
          {showCompany && (
            <Field label="Company name" htmlFor="pf-company" error={form.error("companyName")} className="sm:col-span-2">
              <Input autoComplete="organization" value={form.values.companyName ?? ""} onChange={(e) => form.set("companyName", e.target.value)} />
            </Field>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" loading={busy}>
              Save profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
