import { useState } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { optString, pageNumber, oneOf } from "../../../../lib/search";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { toast } from "../../../../lib/toast";
import { formatDate } from "../../../../lib/format";
import {
  AdminCell,
  AdminListPanel,
  useAdminListSearch,
  AdminTable,
  FilterSearch,
  FilterSelect,
  LineSkeletons,
} from "../../../../features/admin/admin-list";
import { adminMeQuery } from "../../../../features/admin/queries";
import { rolesQuery, staffQuery, useStaffMutations } from "../../../../features/admin/staff/api";
import { ConfirmDialog } from "../../../../features/admin/staff/confirm-dialog";
import { StaffDialog, type StaffForDialog } from "../../../../features/admin/staff/staff-dialog";
import { PageTitle } from "../../../../components/ui/page-title";

const STATUSES = ["active", "deactivated"] as const;

export const Route = createFileRoute("/_admin/dashboard/admin/staffs")({
  validateSearch: (s: Record<string, unknown>): { page?: number; search?: string; status?: string } => ({
    page: pageNumber(s.page),
    search: optString(s.search),
    status: optString(s.status),
  }),
  head: () => ({ meta: [{ title: "Teams · Admin · PropertyNG" }] }),
  component: Staffs,
});

type StaffRow = StaffForDialog & {
  username: string;
  accountType: string;
  status: string;
  roleName: string | null;
  createdAt: number;
};

function Staffs() {
  const navigate = useNavigate({ from: Route.fullPath });
  const { search, text, setText, paging, filtering } = useAdminListSearch(
    Route.useSearch(),
    (p) => void navigate({ search: (s) => ({ ...s, ...p }) }),
  );
  const status = oneOf(STATUSES, search.status);
  const q = useQuery(staffQuery({ page: search.page, search: search.search, status }));
  const roles = useQuery(rolesQuery({ perPage: 100 }));
  const me = useQuery(adminMeQuery());
  const { setActive } = useStaffMutations();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffRow | null>(null);
  const [toggling, setToggling] = useState<StaffRow | null>(null);

  const grantable = roles.data?.grantable ?? [];
  const roleOptions = (roles.data?.data ?? []).map((r) => ({
    id: r.id,
    name: r.name,
    assignable: r.permissions.every((p) => grantable.includes(p)),
  }));
  const myId = me.data?.user.id;
  const iAmSuper = me.data?.user.accountType === "super_admin";
  /** Why this row's actions are off (the server decides; this only explains). */
  const locked = (s: StaffRow) =>
    s.id === myId ? "This is you" : s.accountType === "super_admin" && !iAmSuper ? "Super admin" : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageTitle title="Teams">Staff accounts of the admin area and the role each one holds.</PageTitle>
        <Button onClick={() => setCreating(true)} disabled={!roles.data}>
          Add staff
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <FilterSearch
          id="staff-search"
          label="Search staff"
          placeholder="Search by name, email or username"
          value={text}
          onChange={setText}
          className="sm:w-full sm:max-w-sm"
        />
        <FilterSelect
          id="staff-status"
          label="Status"
          labelStyle="hidden"
          value={status}
          onChange={(v) => filtering.onChange({ status: v || undefined })}
          all="Any status"
          options={STATUSES.map((s) => ({ value: s, label: s === "active" ? "Active" : "Deactivated" }))}
          className="sm:w-48"
        />
      </div>
      <AdminListPanel
        query={q}
        {...paging}
        errorTitle="The staff list could not be loaded"
        pending={<LineSkeletons rows={5} />}
        empty={{
          title: "No staff match",
          description: search.search || status ? "Try another name or status." : "Add the first staff member.",
        }}
      >
        {(rows) => (
          <>
            <ul className="divide-y divide-ink-100 sm:hidden">
              {rows.map((s) => {
                const why = locked(s);
                const name = `${s.firstName} ${s.lastName ?? ""}`.trim();
                return (
                  <li key={s.id} className="space-y-2 px-4 py-3 text-sm">
                    <div className="min-w-0">
                      <span className="font-medium text-ink-900">{name}</span>
                      <span className="block truncate text-xs text-ink-500">{s.email}</span>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      {s.accountType === "super_admin" ? (
                        <Badge variant="brand">Super admin</Badge>
                      ) : (
                        <Badge>{s.roleName ?? "No role"}</Badge>
                      )}
                      <Badge variant={s.status === "active" ? "success" : "warning"}>{s.status}</Badge>
                    </div>
                    {why ? (
                      <span className="block text-xs text-ink-500">{why}</span>
                    ) : (
                      <RowActions
                        name={name}
                        status={s.status}
                        onEdit={() => setEditing(s)}
                        onToggle={() => setToggling(s)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
            <AdminTable
              className="hidden sm:block"
              columns={["Name", "Role", "Status", "Added", { hidden: "Actions" }]}
            >
              {rows.map((s) => {
                const why = locked(s);
                const name = `${s.firstName} ${s.lastName ?? ""}`.trim();
                return (
                  <tr key={s.id}>
                    <AdminCell>
                      <span className="font-medium text-ink-900">{name}</span>
                      <span className="block text-xs text-ink-500">{s.email}</span>
                    </AdminCell>
                    <AdminCell>
                      {s.accountType === "super_admin" ? (
                        <Badge variant="brand">Super admin</Badge>
                      ) : (
                        (s.roleName ?? <span className="text-ink-500">No role</span>)
                      )}
                    </AdminCell>
                    <AdminCell>
                      <Badge variant={s.status === "active" ? "success" : "warning"}>{s.status}</Badge>
                    </AdminCell>
                    <AdminCell className="whitespace-nowrap text-ink-700">{formatDate(s.createdAt)}</AdminCell>
                    <AdminCell>
                      {why ? (
                        <span className="text-xs text-ink-500">{why}</span>
                      ) : (
                        <RowActions
                          name={name}
                          status={s.status}
                          onEdit={() => setEditing(s)}
                          onToggle={() => setToggling(s)}
                        />
                      )}
                    </AdminCell>
                  </tr>
                );
              })}
            </AdminTable>
          </>
        )}
      </AdminListPanel>
      {creating && <StaffDialog open onOpenChange={setCreating} roles={roleOptions} />}
      {editing && (
        <StaffDialog
          key={editing.id}
          open
          onOpenChange={(o) => !o && setEditing(null)}
          staff={editing}
          roles={roleOptions}
        />
      )}
      {toggling && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setToggling(null)}
          title={toggling.status === "active" ? `Deactivate ${toggling.firstName}?` : `Activate ${toggling.firstName}?`}
          description={
            toggling.status === "active"
              ? "They are signed out everywhere at once and cannot sign in until reactivated."
              : "They can sign in again with their password."
          }
          confirmLabel={toggling.status === "active" ? "Deactivate" : "Activate"}
          onConfirm={async () => {
            await setActive.mutateAsync({ id: toggling.id, active: toggling.status !== "active" });
            toast.success(toggling.status === "active" ? "Staff account deactivated" : "Staff account activated");
          }}
        />
      )}
    </div>
  );
}

function RowActions({
  name,
  status,
  onEdit,
  onToggle,
}: {
  name: string;
  status: string;
  onEdit: () => void;
  onToggle: () => void;
}) {
  return (
    <div className="flex gap-2 sm:justify-end">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        size="sm"
        variant={status === "active" ? "danger" : "secondary"}
        onClick={onToggle}
        aria-label={`${status === "active" ? "Deactivate" : "Activate"} ${name}`}
      >
        {status === "active" ? "Deactivate" : "Activate"}
      </Button>
    </div>
  );
}
