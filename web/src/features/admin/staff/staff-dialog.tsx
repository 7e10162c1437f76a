import { z } from "zod";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useZodForm, FormActions } from "../../../components/ui/form";
import { Input, NativeSelect } from "../../../components/ui/input";
import { toast } from "../../../lib/toast";
import { MESSAGES } from "@contracts/messages";
import { optionalName, personName } from "@contracts/names";
import { useStaffMutations } from "./api";

export type RoleOption = { id: string; name: string; assignable: boolean };
export type StaffForDialog = {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
  roleId: string | null;
};

// The API's rules for a staff account (contracts/staff.ts); an edit keeps the email, so it is not asked for.
const names = {
  firstName: personName("Enter the first name."),
  lastName: optionalName().transform((n) => n || null),
  roleId: z.string().min(1, "Choose a role."),
};
const createSchema = z.object({
  ...names,
  email: z.string().trim().toLowerCase().email("Enter a valid email address."),
});
const editSchema = z.object({ ...names, email: z.string() });

/** Creates a staff account (it is emailed a link to choose its password) or edits one's name and role. */
export function StaffDialog({
  open,
  onOpenChange,
  staff,
  roles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staff?: StaffForDialog;
  roles: RoleOption[];
}) {
  const { create, update } = useStaffMutations();
  const form = useZodForm(staff ? editSchema : createSchema, {
    defaultValues: {
      firstName: staff?.firstName ?? "",
      lastName: staff?.lastName ?? "",
      email: staff?.email ?? "",
      roleId: staff?.roleId ?? "",
    },
  });

  async function submit({ firstName, lastName, email, roleId }: z.output<typeof createSchema>) {
    if (staff) {
      await update.mutateAsync({ id: staff.id, firstName, lastName, ...(roleId !== staff.roleId ? { roleId } : {}) });
      toast.success("Staff account updated");
    } else {
      await create.mutateAsync({ firstName, lastName, email, roleId });
      toast.success("Staff account created", { description: `${email} was emailed a link to choose a password.` });
    }
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={staff ? "Edit staff account" : "Add a staff member"}
        description={staff ? staff.email : "They get an email with a link to choose their password."}
      >
        <Form form={form} onSubmit={submit} fallback={MESSAGES.noResponse} className="space-y-4">
          <FormError />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="firstName" label="First name" id="staff-first">
              <Input maxLength={60} autoComplete="off" {...form.register("firstName")} />
            </FormField>
            <FormField name="lastName" label="Last name" id="staff-last">
              <Input maxLength={60} autoComplete="off" {...form.register("lastName")} />
            </FormField>
          </div>
          {!staff && (
            <FormField name="email" label="Email" id="staff-email">
              <Input type="email" autoComplete="off" {...form.register("email")} />
            </FormField>
          )}
          <FormField
            name="roleId"
            label="Role"
            id="staff-role"
            hint="Only roles whose permissions you hold can be given."
          >
            <NativeSelect {...form.register("roleId")}>
              <option value="">Choose a role</option>
              {roles.map((r) => (
                <option key={r.id} value={r.id} disabled={!r.assignable}>
                  {r.name}
                  {r.assignable ? "" : " (holds permissions you lack)"}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormActions onCancel={() => onOpenChange(false)}>
            <SubmitButton>{staff ? "Save" : "Create staff account"}</SubmitButton>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
