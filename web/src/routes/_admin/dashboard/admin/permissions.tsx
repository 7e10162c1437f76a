import { useState } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { PERMISSION_LABELS, type Permission } from "@contracts/permissions";
import { optString, pageNumber } from "../../../../lib/search";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { toast } from "../../../../lib/toast";
import { AdminListPanel, useAdminListSearch, FilterSearch, LineSkeletons } from "../../../../features/admin/admin-list";
import { rolesQuery, useRoleMutations } from "../../../../features/admin/staff/api";
import { ConfirmDialog } from "../../../../features/admin/staff/confirm-dialog";
import { PermissionHolders } from "../../../../features/admin/staff/permission-holders";
import { RoleDialog, type RoleForDialog } from "../../../../features/admin/staff/role-dialog";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/permissions")({
  validateSearch: (s: Record<string, unknown>): { page?: number; search?: string } => ({
    page: pageNumber(s.page),
    search: optString(s.search),
  }),
  head: () => ({ meta: [{ title: "Roles and permissions · Admin · PropertyNG" }] }),
  component: Roles,
});

type RoleRow = RoleForDialog & { staffCount: number; editable: boolean };

function Roles() {
  const navigate = useNavigate({ from: Route.fullPath });
  const { search, text, setText, paging } = useAdminListSearch(
    Route.useSearch(),
    (p) => void navigate({ search: (s) => ({ ...s, ...p }) }),
  );
  const q = useQuery(rolesQuery({ page: search.page, search: search.search, perPage: 20 }));
  const { remove } = useRoleMutations();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RoleRow | null>(null);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const grantable = q.data?.grantable ?? [];

  const why = (r: RoleRow) =>
    r.editable
      ? undefined
      : r.permissions.some((p) => !grantable.includes(p))
        ? "Holds permissions you don't have"
        : "Your own role";

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageTitle title="Roles and permissions">
          A role groups permissions; each staff member holds one. You can only grant what you hold.
        </PageTitle>
        <Button onClick={() => setCreating(true)} disabled={!q.data}>
          New role
        </Button>
      </div>
      <FilterSearch
        id="role-search"
        label="Search roles"
        placeholder="Search roles by name"
        value={text}
        onChange={setText}
        className="sm:max-w-sm"
      />
      <AdminListPanel
        query={q}
        {...paging}
        errorTitle="The roles could not be loaded"
        pending={<LineSkeletons rows={4} height="h-16" />}
        empty={{
          title: "No roles yet",
          description: search.search
            ? "No role has that name."
            : "Create a role, then give it to staff on the Teams page.",
        }}
      >
        {(roles) => (
          <ul className="divide-y divide-ink-100">
            {roles.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <h2 className="font-medium text-ink-900">
                    {r.name} <span className="text-sm font-normal text-ink-500">· {r.staffCount} staff</span>
                  </h2>
                  {r.description && <p className="text-sm text-ink-600">{r.description}</p>}
                  <div className="flex flex-wrap gap-1">
                    {r.permissions.length === 0 ? (
                      <span className="text-sm text-ink-500">No permissions</span>
                    ) : (
                      r.permissions.map((p) => (
                        <Badge key={p} title={PERMISSION_LABELS[p as Permission]}>
                          {p}
                        </Badge>
                      ))
                    )}
                  </div>
                </div>
                {why(r) ? (
                  <span className="shrink-0 text-xs text-ink-500">{why(r)}</span>
                ) : (
                  <RoleActions name={r.name} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
      <PermissionHolders />
      {creating && <RoleDialog open onOpenChange={setCreating} grantable={grantable} />}
      {editing && (
        <RoleDialog
          key={editing.id}
          open
          onOpenChange={(o) => !o && setEditing(null)}
          role={editing}
          grantable={grantable}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title={`Delete the role "${deleting.name}"?`}
          description={
            deleting.staffCount > 0
              ? `${deleting.staffCount} staff hold it: move them to another role first.`
              : "No staff hold it. This cannot be undone."
          }
          confirmLabel="Delete role"
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            toast.success("Role deleted");
          }}
        />
      )}
    </div>
  );
}

/** A role's Edit and Delete, named with the role for screen readers. */
function RoleActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit role ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete role ${name}`}>
        Delete
      </Button>
    </div>
  );
}
