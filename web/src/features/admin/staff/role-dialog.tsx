import { z } from "zod";
import { PERMISSION_LABELS, PERMISSIONS, type Permission } from "@contracts/permissions";
import { MESSAGES } from "@contracts/messages";
import { Checkbox } from "../../../components/ui/checkbox";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import {
  errorMessage,
  Form,
  FormError,
  FormField,
  SubmitButton,
  useZodForm,
  FormActions,
} from "../../../components/ui/form";
import { Input, ErrorText } from "../../../components/ui/input";
import { toast } from "../../../lib/toast";
import { useRoleMutations } from "./api";

export type RoleForDialog = { id: string; name: string; description: string | null; permissions: string[] };

// The API's rules for a role (contracts/staff.ts createRoleInput); the server also refuses a permission the caller lacks.
const schema = z.object({
  name: z.string().trim().min(1, "Give the role a name.").max(60, "Up to 60 characters."),
  description: z
    .string()
    .trim()
    .max(200, "Up to 200 characters.")
    .transform((d) => d || null),
  permissions: z.array(z.enum(PERMISSIONS)),
});

/** Creates or edits a role; a permission the signed-in admin does not hold cannot be ticked (the server refuses it too). */
export function RoleDialog({
  open,
  onOpenChange,
  role,
  grantable,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  role?: RoleForDialog;
  grantable: string[];
}) {
  const { create, update } = useRoleMutations();
  const form = useZodForm(schema, {
    defaultValues: {
      name: role?.name ?? "",
      description: role?.description ?? "",
      permissions: PERMISSIONS.filter((p) => role?.permissions.includes(p)),
    },
  });
  const perms = form.watch("permissions");
  const permsError = errorMessage(form.formState.errors, "permissions");

  async function submit(body: z.output<typeof schema>) {
    if (role) await update.mutateAsync({ id: role.id, ...body });
    else await create.mutateAsync(body);
    toast.success(role ? "Role saved" : "Role created");
    onOpenChange(false);
  }

  function toggle(p: Permission, on: boolean) {
    form.setValue("permissions", on ? [...perms, p] : perms.filter((x) => x !== p), {
      shouldValidate: form.formState.isSubmitted,
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={role ? `Edit role: ${role.name}` : "New role"}
        description="A role is a named set of permissions given to staff."
        className="sm:max-w-xl"
      >
        <Form form={form} onSubmit={submit} fallback={MESSAGES.noResponse} className="space-y-4">
          <FormError />
          <FormField name="name" label="Role name" id="role-name">
            <Input maxLength={60} autoComplete="off" {...form.register("name")} />
          </FormField>
          <FormField name="description" label="Description (optional)" id="role-description">
            <Input maxLength={200} autoComplete="off" {...form.register("description")} />
          </FormField>
          <fieldset className="space-y-2" aria-describedby={permsError ? "role-perms-error" : undefined}>
            <legend className="mb-1 text-sm font-medium text-ink-800">Permissions</legend>
            {PERMISSIONS.map((p) => {
              const can = grantable.includes(p);
              const id = `perm-${p}`;
              return (
                <div key={p} className="flex items-start gap-3">
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    checked={perms.includes(p)}
                    disabled={!can}
                    aria-describedby={can ? undefined : `${id}-why`}
                    onCheckedChange={(v) => toggle(p, v === true)}
                  />
                  <label htmlFor={id} className={can ? "text-sm text-ink-800" : "text-sm text-ink-500"}>
                    <span className="font-mono text-xs">{p}</span>
                    <span className="block">{PERMISSION_LABELS[p]}</span>
                    {!can && (
                      <span id={`${id}-why`} className="block text-xs text-warning-800">
                        You don't hold this permission, so you cannot grant it.
                      </span>
                    )}
                  </label>
                </div>
              );
            })}
            <ErrorText id="role-perms-error">{permsError}</ErrorText>
          </fieldset>
          <FormActions onCancel={() => onOpenChange(false)}>
            <SubmitButton>{role ? "Save role" : "Create role"}</SubmitButton>
          </FormActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
