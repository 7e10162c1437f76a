import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "../../../../components/ui/card";
import { Skeleton } from "../../../../components/ui/skeleton";
import { dashboardQuery } from "../../../../features/admin/queries";

export const Route = createFileRoute("/_admin/dashboard/admin/")({
  head: () => ({ meta: [{ title: "Admin dashboard · PropertyNG" }] }),
  component: AdminDashboard,
});

function AdminDashboard() {
  const q = useQuery(dashboardQuery());
  const total = q.data?.usersByType.reduce((n, r) => n + r.count, 0) ?? 0;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Users" value={q.data ? total : null} />
        <Stat label="New this week" value={q.data ? q.data.newUsersThisWeek : null} />
        {(q.data?.usersByType ?? []).map((r) => (
          <Stat key={r.accountType} label={r.accountType.replace("_", " ")} value={r.count} />
        ))}
      </div>
      {q.isError && <p className="text-sm text-danger-600">The figures could not be loaded.</p>}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | null }) {
  return (
    <Card>
      <CardContent className="p-5">
        <p className="text-sm text-ink-500 capitalize">{label}</p>
        {value === null ? <Skeleton className="mt-2 h-8 w-16" /> : <p className="mt-1 text-3xl font-semibold text-ink-900">{value.toLocaleString("en-NG")}</p>}
      </CardContent>
    </Card>
  );
}
