import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ACCOUNT_TYPES } from "@contracts/constants";
import { optString, pageNumber } from "../../../../lib/search";
import { Badge } from "../../../../components/ui/badge";
import { buttonClasses } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Input, inputClasses } from "../../../../components/ui/input";
import { Skeleton } from "../../../../components/ui/skeleton";
import { adminUsersQuery } from "../../../../features/admin/queries";
import { Pager } from "../../../../features/admin/pager";
import { statesQuery } from "../../../../features/locations/queries";
import { formatDate } from "../../../../lib/format";
import { useTypedSearch } from "../../../../lib/use-typed-search";

const TYPES = ["", ...ACCOUNT_TYPES];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], v: unknown) => list.find((x) => x === v);

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
  const q = useQuery(adminUsersQuery({ ...search, accountType: ACCOUNT_TYPES.find((t) => t === search.accountType) }));
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

  const select = `${inputClasses} w-full`;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-ink-900">Users</h1>
        <Link to="/dashboard/admin/create-user" className={buttonClasses("primary")}>
          Create user
        </Link>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="user-search" className="sr-only">
            Search users
          </label>
          <Input
            id="user-search"
            placeholder="Search by name, email, username or phone"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="user-type" className="sr-only">
            Account type
          </label>
          <select
            id="user-type"
            className={select}
            value={search.accountType ?? ""}
            onChange={(e) => filter({ accountType: e.target.value || undefined })}
          >
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {t ? t.replace("_", " ") : "All account types"}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="user-state" className="sr-only">
            State
          </label>
          <select
            id="user-state"
            className={select}
            value={search.stateId ?? ""}
            onChange={(e) => filter({ stateId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">All states</option>
            {states.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="user-status" className="sr-only">
            Status
          </label>
          <select
            id="user-status"
            className={select}
            value={search.status ?? ""}
            onChange={(e) => filter({ status: oneOf(["active", "deactivated"] as const, e.target.value) })}
          >
            <option value="">Active and deactivated</option>
            <option value="active">Active</option>
            <option value="deactivated">Deactivated</option>
          </select>
        </div>
        <div>
          <label htmlFor="user-kyc" className="sr-only">
            KYC
          </label>
          <select
            id="user-kyc"
            className={select}
            value={search.kyc ?? ""}
            onChange={(e) => filter({ kyc: oneOf(["verified", "unverified"] as const, e.target.value) })}
          >
            <option value="">Any KYC</option>
            <option value="verified">KYC verified</option>
            <option value="unverified">KYC not verified</option>
          </select>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="user-from" className="shrink-0 text-sm text-ink-600">
            Joined from
          </label>
          <Input
            id="user-from"
            type="date"
            value={search.joinedFrom ?? ""}
            onChange={(e) => filter({ joinedFrom: e.target.value || undefined })}
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="user-to" className="shrink-0 text-sm text-ink-600">
            to
          </label>
          <Input
            id="user-to"
            type="date"
            value={search.joinedTo ?? ""}
            onChange={(e) => filter({ joinedTo: e.target.value || undefined })}
          />
        </div>
      </div>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        {q.isPending ? (
          <div className="space-y-2 p-4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : q.isError ? (
          <EmptyState title="Users could not be loaded" description={q.error.message} />
        ) : q.data.data.length === 0 ? (
          <EmptyState
            title="No users match"
            description={filtered ? "Try other filters." : "No users yet."}
            action={
              filtered ? (
                <Link to="/dashboard/admin/users" className={buttonClasses("outline")}>
                  Clear filters
                </Link>
              ) : undefined
            }
          />
        ) : (
          // relative: the sr-only header label is positioned inside the scroller, not past the page's edge.
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-50 text-ink-600">
                <tr>
                  <th className="px-4 py-3 font-medium">Name</th>
                  <th className="px-4 py-3 font-medium">Email</th>
                  <th className="px-4 py-3 font-medium">Type</th>
                  <th className="px-4 py-3 font-medium">Status</th>
                  <th className="px-4 py-3 font-medium">Joined</th>
                  <th className="px-4 py-3">
                    <span className="sr-only">Wallet</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {q.data.data.map((u) => (
                  <tr key={u.id} data-testid="admin-user-row">
                    <td className="px-4 py-3">
                      {u.adminAccess ? (
                        <span className="font-medium text-ink-900">
                          {u.firstName} {u.lastName}
                        </span>
                      ) : (
                        <Link
                          to="/dashboard/admin/users/$id"
                          params={{ id: u.id }}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {u.firstName} {u.lastName}
                        </Link>
                      )}
                      <span className="block text-xs text-ink-500">@{u.username}</span>
                    </td>
                    <td className="px-4 py-3 text-ink-700">{u.email}</td>
                    <td className="px-4 py-3">
                      <Badge>{u.accountType.replace("_", " ")}</Badge>
                      {u.kycVerified && (
                        <Badge variant="success" className="ml-1">
                          KYC
                        </Badge>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={u.status === "active" ? "success" : "warning"}>{u.status}</Badge>
                    </td>
                    <td className="px-4 py-3 text-ink-700">{formatDate(u.createdAt)}</td>
                    <td className="px-4 py-3">
                      {!u.adminAccess && (
                        <Link
                          to="/dashboard/admin/users/transaction-details"
                          search={{ userId: u.id }}
                          className="text-brand-700 hover:underline"
                        >
                          Transactions
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {q.data && (
          <Pager
            page={search.page}
            hasMore={q.data.hasMore}
            onPage={(page) => navigate({ search: (s) => ({ ...s, page }) })}
          />
        )}
      </div>
    </div>
  );
}
