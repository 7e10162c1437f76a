import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "../../../../components/ui/skeleton";
import { permissionsQuery } from "../../../../features/admin/queries";

export const Route = createFileRoute("/_admin/dashboard/admin/permissions")({
  head: () => ({ meta: [{ title: "Permissions · Admin · PropertyNG" }] }),
  component: Permissions,
});

function Permissions() {
  const q = useQuery(permissionsQuery());
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Permissions</h1>
        <p className="text-sm text-ink-600">What each permission opens in the admin area. Roles group permissions for staff.</p>
      </div>
      <div className="rounded-xl border border-ink-200 bg-white">
        {q.isPending ? (
          <div className="space-y-2 p-4">{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-10 w-full" />)}</div>
        ) : (
          <dl className="divide-y divide-ink-100">
            {q.data?.map((p) => (
              <div key={p.name} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-2">
                <dt className="font-mono text-xs text-ink-900">{p.name}</dt>
                <dd className="text-ink-700">{p.description}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
