import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ACCOUNT_TYPES } from "@contracts/constants";
import { optString, pageNumber, oneOf } from "../../../../lib/search";
import { Badge } from "../../../../components/ui/badge";
import { adminUsersQuery } from "../../../../features/admin/queries";
import {
  AdminCell,
  AdminListPanel,
  AdminTable,
  FilterDate,
  FilterSearch,
  FilterSelect,
} from "../../../../features/admin/admin-list";
import { StateFilter } from "../../../../features/locations/state-select";
import { formatDate } from "../../../../lib/format";
import { useTypedSearch } from "../../../../lib/use-typed-search";
import { ButtonLink, TextLink } from "../../../../components/ui/text-link";
import { ChoiceFilters, type ChoiceFilter } from "../../../../components/ui/filter-fields";

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

/** The filters between two values of a user's field, each value with its words. */
const TWO_WAY_FILTERS: ChoiceFilter<Search>[] = [
  {
    key: "status",
    label: "Status",
    all: "Active and deactivated",
    words: { active: "Active", deactivated: "Deactivated" },
  },
  { key: "kyc", label: "KYC", all: "Any KYC", words: { verified: "KYC verified", unverified: "KYC not verified" } },
];

/** The joined-between filter: two dates, "Joined from … to …". */
const JOINED_RANGE = [
  { key: "joinedFrom", id: "user-from", label: "Joined from" },
  { key: "joinedTo", id: "user-to", label: "to" },
] as const;

function Users() {
  const raw = Route.useSearch();
  const search = { ...raw, page: raw.page ?? 1 };
  const navigate = useNavigate({ from: Route.fullPath });
  const [text, setText] = useTypedSearch(raw.search, (t) => void navigate({ search: { ...raw, search: t, page: 1 } }));
  const q = useQuery(adminUsersQuery({ ...search, accountType: oneOf(ACCOUNT_TYPES, search.accountType) }));
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
        <ButtonLink to="/dashboard/admin/create-user">Create user</ButtonLink>
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
        <StateFilter id="user-state" labelStyle="hidden" search={search} onChange={filter} />
        <ChoiceFilters
          idPrefix="user"
          labelStyle="hidden"
          filters={TWO_WAY_FILTERS}
          search={search}
          onChange={filter}
        />
        {JOINED_RANGE.map(({ key, ...field }) => (
          <FilterDate
            key={key}
            {...field}
            labelStyle="inline"
            value={search[key]}
            onChange={(v) => filter({ [key]: v })}
          />
        ))}
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
            <ButtonLink to="/dashboard/admin/users" variant="outline">
              Clear filters
            </ButtonLink>
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
