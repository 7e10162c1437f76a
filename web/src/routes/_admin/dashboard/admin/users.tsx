import { useEffect, useState } from "react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ACCOUNT_TYPES } from "@contracts/constants";
import { optString, pageNumber } from "../../../../lib/search";
import { Badge } from "../../../../components/ui/badge";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Input, inputClasses } from "../../../../components/ui/input";
import { Skeleton } from "../../../../components/ui/skeleton";
import { adminUsersQuery } from "../../../../features/admin/queries";
import { Pager } from "../../../../features/admin/pager";
import { formatDate } from "../../../../lib/format";

const TYPES = ["", ...ACCOUNT_TYPES];

export const Route = createFileRoute("/_admin/dashboard/admin/users")({
  validateSearch: (s: Record<string, unknown>): { page?: number; search?: string; accountType?: string } => ({ page: pageNumber(s.page), search: optString(s.search), accountType: optString(s.accountType) }),
  head: () => ({ meta: [{ title: "Users · Admin · PropertyNG" }] }),
  component: Users,
});

function Users() {
  const raw = Route.useSearch();
  const search = { ...raw, page: raw.page ?? 1 };
  const navigate = useNavigate({ from: Route.fullPath });
  const [text, setText] = useState(search.search ?? "");
  const q = useQuery(adminUsersQuery({ ...search, accountType: ACCOUNT_TYPES.find((t) => t === search.accountType) }));

  useEffect(() => {
    const t = setTimeout(() => {
      if ((search.search ?? "") !== text) void navigate({ search: (s) => ({ ...s, search: text || undefined, page: 1 }) });
    }, 300);
    return () => clearTimeout(t);
  }, [text, search.search, navigate]);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink-900">Users</h1>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="user-search" className="sr-only">Search users</label>
        <Input id="user-search" placeholder="Search by name, email or username" value={text} onChange={(e) => setText(e.target.value)} className="sm:max-w-sm" />
        <label htmlFor="user-type" className="sr-only">Account type</label>
        <select id="user-type" className={`${inputClasses} sm:w-48`} value={search.accountType ?? ""} onChange={(e) => navigate({ search: (s) => ({ ...s, accountType: e.target.value || undefined, page: 1 }) })}>
          {TYPES.map((t) => <option key={t} value={t}>{t ? t.replace("_", " ") : "All account types"}</option>)}
        </select>
      </div>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        {q.isPending ? (
          <div className="space-y-2 p-4">{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-10 w-full" />)}</div>
        ) : q.data && q.data.data.length === 0 ? (
          <EmptyState title="No users match" description="Try another name, email or account type." />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-50 text-ink-600">
                <tr><th className="px-4 py-3 font-medium">Name</th><th className="px-4 py-3 font-medium">Email</th><th className="px-4 py-3 font-medium">Type</th><th className="px-4 py-3 font-medium">Status</th><th className="px-4 py-3 font-medium">Joined</th><th className="px-4 py-3"><span className="sr-only">Wallet</span></th></tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {q.data?.data.map((u) => (
                  <tr key={u.id}>
                    <td className="px-4 py-3"><span className="font-medium text-ink-900">{u.firstName} {u.lastName}</span><span className="block text-xs text-ink-500">@{u.username}</span></td>
                    <td className="px-4 py-3 text-ink-700">{u.email}</td>
                    <td className="px-4 py-3"><Badge>{u.accountType.replace("_", " ")}</Badge>{u.kycVerified && <Badge variant="success" className="ml-1">KYC</Badge>}</td>
                    <td className="px-4 py-3"><Badge variant={u.status === "active" ? "success" : "warning"}>{u.status}</Badge></td>
                    <td className="px-4 py-3 text-ink-700">{formatDate(u.createdAt)}</td>
                    <td className="px-4 py-3">{!u.adminAccess && <Link to="/dashboard/admin/users/transaction-details" search={{ userId: u.id }} className="text-brand-700 hover:underline">Transactions</Link>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {q.data && <Pager page={search.page} hasMore={q.data.hasMore} onPage={(page) => navigate({ search: (s) => ({ ...s, page }) })} />}
      </div>
    </div>
  );
}
