import { useState, type FormEvent } from "react";
import { PERMISSION_LABELS, PERMISSIONS, type Permission } from "@contracts/permissions";
import { MESSAGES } from "@contracts/messages";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useRoleMutations } from "./api";

export type RoleForDialog = { id: string; name: string; description: string | null; permissions: string[] };

/** Creates or edits a role; a permission the signed-in admin does not hold cannot be ticked (the server refuses it too). */
export function RoleDialog({ open, onOpenChange, role, grantable }: { open: boolean; onOpenChange: (o: boolean) => void; role?: RoleForDialog; grantable: string[] }) {
  const { create, update } = useRoleMutations();
  const [name, setName] = useState(role?.name ?? "");
  const [description, setDescription] = useState(role?.description ?? "");
  const [perms, setPerms] = useState<Permission[]>(PERMISSIONS.filter((p) => role?.permissions.includes(p)));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: "Give the role a name." });
    const body = { name: name.trim(), description: description.trim() || null, permissions: perms };
    try {
      if (role) await update.mutateAsync({ id: role.id, ...body });
      else await create.mutateAsync(body);
      toast.success(role ? "Role saved" : "Role created");
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])));
      else toast.error("Not saved", { description: err instanceof ApiError ? err.message : MESSAGES.noResponse });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={role ? `Edit role: ${role.name}` : "New role"} description="A role is a named set of permissions given to staff." className="sm:max-w-xl">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Role name" htmlFor="role-name" error={errors.name}>
            <Input id="role-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} autoComplete="off" />
          </Field>
          <Field label="Description (optional)" htmlFor="role-description" error={errors.description}>
            <Input id="role-description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={200} autoComplete="off" />
          </Field>
          <fieldset className="space-y-2" aria-describedby={errors.permissions ? "role-perms-error" : undefined}>
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
                    onCheckedChange={(v) => setPerms((cur) => (v === true ? [...cur, p] : cur.filter((x) => x !== p)))}
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
            {errors.permissions && (
              <p id="role-perms-error" role="alert" className="text-sm text-danger-600">
                {errors.permissions}
              </p>
            )}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {role ? "Save role" : "Create role"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
