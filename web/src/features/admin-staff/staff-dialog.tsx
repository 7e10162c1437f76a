import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, Input, inputClasses } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { MESSAGES } from "@contracts/messages";
import { useStaffMutations } from "./api";

export type RoleOption = { id: string; name: string; assignable: boolean };
export type StaffForDialog = { id: string; firstName: string; lastName: string | null; email: string; roleId: string | null };

/** Creates a staff account (it is emailed a link to choose its password) or edits one's name and role. */
export function StaffDialog({ open, onOpenChange, staff, roles }: { open: boolean; onOpenChange: (open: boolean) => void; staff?: StaffForDialog; roles: RoleOption[] }) {
  const { create, update } = useStaffMutations();
  const [firstName, setFirstName] = useState(staff?.firstName ?? "");
  const [lastName, setLastName] = useState(staff?.lastName ?? "");
  const [email, setEmail] = useState(staff?.email ?? "");
  const [roleId, setRoleId] = useState(staff?.roleId ?? "");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const busy = create.isPending || update.isPending;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string | undefined> = {
      firstName: firstName.trim() ? undefined : "Enter the first name.",
      email: staff || /^\S+@\S+\.\S+$/.test(email.trim()) ? undefined : "Enter a valid email address.",
      roleId: roleId ? undefined : "Choose a role.",
    };
    setErrors(local);
    if (Object.values(local).some(Boolean)) return;
    try {
      if (staff) {
        await update.mutateAsync({ id: staff.id, firstName: firstName.trim(), lastName: lastName.trim() || null, ...(roleId !== staff.roleId ? { roleId } : {}) });
        toast.success("Staff account updated");
      } else {
        await create.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim() || null, email: email.trim(), roleId });
        toast.success("Staff account created", { description: `${email.trim()} was emailed a link to choose a password.` });
      }
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])));
      else toast.error("Not saved", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={staff ? "Edit staff account" : "Add a staff member"} description={staff ? staff.email : "They get an email with a link to choose their password."}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" htmlFor="staff-first" error={errors.firstName}>
              <Input id="staff-first" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="off" />
            </Field>
            <Field label="Last name" htmlFor="staff-last" error={errors.lastName}>
              <Input id="staff-last" value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="off" />
            </Field>
          </div>
          {!staff && (
            <Field label="Email" htmlFor="staff-email" error={errors.email}>
              <Input id="staff-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
            </Field>
          )}
          <Field label="Role" htmlFor="staff-role" error={errors.roleId} hint="Only roles whose permissions you hold can be given.">
            <select id="staff-role" className={inputClasses} value={roleId} onChange={(e) => setRoleId(e.target.value)}>
              <option value="">Choose a role</option>
              {roles.map((r) => (
                <option key={r.id} value={r.id} disabled={!r.assignable}>
                  {r.name}
                  {r.assignable ? "" : " (holds permissions you lack)"}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {staff ? "Save" : "Create staff account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
