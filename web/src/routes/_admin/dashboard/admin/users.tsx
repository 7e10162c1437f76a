import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ACCOUNT_TYPES } from "@contracts/constants";
import { optString, pageNumber, oneOf } from "../../../../lib/search";
import { Badge } from "../../../../components/ui/badge";
import { buttonClasses } from "../../../../components/ui/button";
import { adminUsersQuery } from "../../../../features/admin/queries";
import {
  AdminCell,
  AdminListPanel,
  AdminTable,
  FilterDate,
  FilterSearch,
  FilterSelect,
} from "../../../../features/admin/admin-list";
import { statesQuery } from "../../../../features/locations/queries";
import { formatDate } from "../../../../lib/format";
import { useTypedSearch } from "../../../../lib/use-typed-search";
import { TextLink } from "../../../../components/ui/text-link";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Search = {
  page?: number;
  search?: string;
  accountType?: string;
  status?: "active" | "deactivated";
  kyc?: "verified" | "unverified";
  stateId?: number;
  joinedFrom?: string;
  joinedTo?: string;
};

export const Route = createFileRoute("/_admin/dashboard/admin/users")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    page: pageNumber(s.page),
    search: optString(s.search),
    accountType: optString(s.accountType),
    status: oneOf(["active", "deactivated"] as const, s.status),
    kyc: oneOf(["verified", "unverified"] as const, s.kyc),
    stateId: Number.isInteger(Number(s.stateId)) && Number(s.stateId) > 0 ? Number(s.stateId) : undefined,
    joinedFrom: typeof s.joinedFrom === "string" && DAY.test(s.joinedFrom) ? s.joinedFrom : undefined,
    joinedTo: typeof s.joinedTo === "string" && DAY.test(s.joinedTo) ? s.joinedTo : undefined,
  }),
  head: () => ({ meta: [{ title: "Users · Admin · PropertyNG" }] }),
  component: Users,
});

function Users() {
  const raw = Route.useSearch();
  const search = { ...raw, page: raw.page ?? 1 };
  const navigate = useNavigate({ from: Route.fullPath });
  const [text, setText] = useTypedSearch(raw.search, (t) => void navigate({ search: { ...raw, search: t, page: 1 } }));
  const q = useQuery(adminUsersQuery({ ...search, accountType: oneOf(ACCOUNT_TYPES, search.accountType) }));
  const states = useQuery(statesQuery());
  const filter = (patch: Partial<Search>) => void navigate({ search: (s) => ({ ...s, ...patch, page: 1 }) });
  const filtered = Boolean(
    search.search ||
    search.accountType ||
    search.status ||
    search.kyc ||
    search.stateId ||
    search.joinedFrom ||
    search.joinedTo,
  );

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-ink-900">Users</h1>
        <Link to="/dashboard/admin/create-user" className={buttonClasses("primary")}>
          Create user
        </Link>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSearch
          id="user-search"
          label="Search users"
          placeholder="Search by name, email, username or phone"
          value={text}
          onChange={setText}
          className="sm:col-span-2"
        />
        <FilterSelect
          id="user-type"
          label="Account type"
          labelStyle="hidden"
          value={search.accountType}
          onChange={(v) => filter({ accountType: v || undefined })}
          all="All account types"
          options={ACCOUNT_TYPES.map((t) => ({ value: t, label: t.replace("_", " ") }))}
        />
        <FilterSelect
          id="user-state"
          label="State"
          labelStyle="hidden"
          value={search.stateId}
          onChange={(v) => filter({ stateId: v ? Number(v) : undefined })}
          all="All states"
          options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <FilterSelect
          id="user-status"
          label="Status"
          labelStyle="hidden"
          value={search.status}
          onChange={(v) => filter({ status: oneOf(["active", "deactivated"] as const, v) })}
          all="Active and deactivated"
          options={[
            { value: "active", label: "Active" },
            { value: "deactivated", label: "Deactivated" },
          ]}
        />
        <FilterSelect
          id="user-kyc"
          label="KYC"
          labelStyle="hidden"
          value={search.kyc}
          onChange={(v) => filter({ kyc: oneOf(["verified", "unverified"] as const, v) })}
          all="Any KYC"
          options={[
            { value: "verified", label: "KYC verified" },
            { value: "unverified", label: "KYC not verified" },
          ]}
        />
        <FilterDate
          id="user-from"
          label="Joined from"
          labelStyle="inline"
          value={search.joinedFrom}
          onChange={(v) => filter({ joinedFrom: v })}
        />
        <FilterDate
          id="user-to"
          label="to"
          labelStyle="inline"
          value={search.joinedTo}
          onChange={(v) => filter({ joinedTo: v })}
        />
      </div>
      <AdminListPanel
        query={q}
        page={search.page}
        onPage={(page) => navigate({ search: (s) => ({ ...s, page }) })}
        errorTitle="Users could not be loaded"
        empty={{
          title: "No users match",
          description: filtered ? "Try other filters." : "No users yet.",
          action: filtered ? (
            <Link to="/dashboard/admin/users" className={buttonClasses("outline")}>
              Clear filters
            </Link>
          ) : undefined,
        }}
      >
        {(users) => (
          <AdminTable columns={["Name", "Email", "Type", "Status", "Joined", { hidden: "Wallet" }]}>
            {users.map((u) => (
              <tr key={u.id} data-testid="admin-user-row">
                <AdminCell>
                  {u.adminAccess ? (
                    <span className="font-medium text-ink-900">
                      {u.firstName} {u.lastName}
                    </span>
                  ) : (
                    <TextLink to="/dashboard/admin/users/$id" params={{ id: u.id }} className="font-medium">
                      {u.firstName} {u.lastName}
                    </TextLink>
                  )}
                  <span className="block text-xs text-ink-500">@{u.username}</span>
                </AdminCell>
                <AdminCell className="text-ink-700">{u.email}</AdminCell>
                <AdminCell>
                  <Badge>{u.accountType.replace("_", " ")}</Badge>
                  {u.kycVerified && (
                    <Badge variant="success" className="ml-1">
                      KYC
                    </Badge>
                  )}
                </AdminCell>
                <AdminCell>
                  <Badge variant={u.status === "active" ? "success" : "warning"}>{u.status}</Badge>
                </AdminCell>
                <AdminCell className="text-ink-700">{formatDate(u.createdAt)}</AdminCell>
                <AdminCell>
                  {!u.adminAccess && (
                    <TextLink to="/dashboard/admin/users/transaction-details" search={{ userId: u.id }}>
                      Transactions
                    </TextLink>
                  )}
                </AdminCell>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListPanel>
    </div>
  );
}
