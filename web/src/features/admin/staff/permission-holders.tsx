import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { QueryState } from "../../../components/ui/query-state";
import { permissionHoldersQuery } from "./api";

/**
 * The roles page's other direction: for each permission, the roles that grant it and how many staff hold it, so an
 * audit ("who can refund money?") is one look, not a read of every role.
 */
export function PermissionHolders() {
  const q = useQuery(permissionHoldersQuery());
  return (
    <section aria-labelledby="holders-heading" className="rounded-xl border border-ink-200 bg-white">
      <div className="border-b border-ink-200 px-4 py-3">
        <h2 id="holders-heading" className="font-semibold text-ink-900">
          Who holds each permission
        </h2>
        {q.data && (
          <p className="text-sm text-ink-600">
            Through their roles; super admins ({q.data.superAdmins}) hold every permission.
          </p>
        )}
      </div>
      <QueryState
        query={q}
        label="Loading who holds each permission"
        errorTitle="Who holds each permission could not be loaded."
        className="m-4"
      >
        {(d) => (
          <ul className="divide-y divide-ink-100" aria-label="Permissions and their holders">
            {d.data.map((p) => (
              <li key={p.name} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-mono text-sm text-ink-900">{p.name}</p>
                  <p className="text-sm text-ink-600">{p.description}</p>
                </div>
                <div className="flex flex-wrap items-center gap-1 sm:max-w-[50%] sm:justify-end">
                  {p.roles.length === 0 ? (
                    <span className="text-sm text-ink-500">No role grants it</span>
                  ) : (
                    p.roles.map((r) => (
                      <Badge key={r.id}>
                        {r.name} · {r.staffCount} staff
                      </Badge>
                    ))
                  )}
                  {!p.grantable && <span className="text-xs text-ink-500">(you can't grant it)</span>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
