import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { PhotoPicker } from "../profile/photos-card";
import { saveStaffProfile, settingsKey, staffProfileQuery } from "./api";
import { useSave } from "./form-state";
import type { QueryData } from "../../lib/query";

type StaffProfile = QueryData<typeof staffProfileQuery>;

function DetailsForm({ p }: { p: StaffProfile }) {
  const qc = useQueryClient();
  const [firstName, setFirstName] = useState(p.firstName);
  const [lastName, setLastName] = useState(p.lastName ?? "");
  const [phone, setPhone] = useState(p.phone ?? "");
  const save = useSave();
  async function submit(e: FormEvent) {
    e.preventDefault();
    await save.run(async () => qc.setQueryData(settingsKey("profile"), await saveStaffProfile({ firstName, lastName, phone })), "Your profile has been saved.");
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <Field label="First name" htmlFor="sp-first" error={save.fieldError("firstName")}>
        <Input value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" />
      </Field>
      <Field label="Last name" htmlFor="sp-last" error={save.fieldError("lastName")}>
        <Input value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
      </Field>
      <Field label="Email" htmlFor="sp-email" hint="Ask another admin with staff rights to change it.">
        <Input value={p.email} readOnly disabled />
      </Field>
      <Field label="Phone" htmlFor="sp-phone" error={save.fieldError("phone")}>
        <Input value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" autoComplete="tel" placeholder="0803 123 4567" />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.busy}>
          Save profile
        </Button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNext] = useState("");
  const save = useSave();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await save.run(() => saveStaffProfile({ currentPassword, newPassword }), "Password changed. Your other devices are signed out.");
    if (ok) {
      setCurrent("");
      setNext("");
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <Field label="Current password" htmlFor="sp-current" error={save.fieldError("currentPassword")}>
        <Input type="password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" />
      </Field>
      <Field label="New password" htmlFor="sp-new" error={save.fieldError("newPassword")} hint="At least 6 characters.">
        <Input type="password" value={newPassword} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" loading={save.busy} disabled={!currentPassword || !newPassword}>
          Change password
        </Button>
      </div>
    </form>
  );
}

/** The signed-in staff member's own name, phone, picture (the profile-images upload) and password. */
export function ProfileTab() {
  const qc = useQueryClient();
  const q = useQuery(staffProfileQuery());
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-danger-600">
        Your profile could not be loaded. Reload the page to try again.
      </p>
    );
  if (!q.data) return <Skeleton className="h-64 w-full" />;
  const p = q.data;
  return (
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
  );
}
