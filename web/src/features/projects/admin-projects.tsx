import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PROJECT_STATUS_LABELS } from "@contracts/projects";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { client, unwrap } from "../../lib/client";
import { Pager } from "../admin/pager";
import { ReasonDialog } from "../admin/reason-dialog";

const adminProjectsQuery = (page: number) => ({
  queryKey: ["admin", "projects", page] as const,
  queryFn: () => unwrap(client.GET("/admin/api/projects", { params: { query: { page, perPage: 20 } } }), { silent: true }),
});

const RULES = { label: "Reason", placeholder: "e.g. The title documents could not be verified.", audience: "The developer sees this reason.", min: 3, max: 500, tooShort: "Give a reason (at least 3 characters)." };

/** Admin listings → Projects tab (CAN_VIEW_PROJECT): delist or relist a developer's project with a reason; logged. */
export function AdminProjectsPanel() {
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ id: string; name: string; listed: boolean } | null>(null);
  const q = useQuery(adminProjectsQuery(page));
  const qc = useQueryClient();
  if (q.isError) return <Alert variant="danger" title="Projects could not be loaded">{(q.error as Error).message}</Alert>;
  return (
    <div className="rounded-xl border border-ink-200 bg-white">
      <ul className="divide-y divide-ink-100">
        {q.data?.data.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 p-4 text-sm">
            <div className="flex-1">
              <a href={`/properties/project/${p.id}`} className="font-medium text-brand-700 hover:underline">{p.name}</a>
              <p className="text-ink-600">{p.developer.name} · {p.state} · {PROJECT_STATUS_LABELS[p.status]} · {p.unitsAvailable} units available</p>
              {p.delistReason && <p className="text-ink-600">Reason: {p.delistReason}</p>}
            </div>
            <Badge variant={p.listed ? "success" : "warning"}>{p.listed ? "Listed" : p.delistedByStaff ? "Delisted by staff" : "Delisted"}</Badge>
            <Button size="sm" variant={p.listed ? "danger" : "outline"} onClick={() => setActing(p)}>{p.listed ? "Delist" : "Relist"}</Button>
          </li>
        ))}
        {q.data?.data.length === 0 && <li className="p-4 text-sm text-ink-600">No projects yet.</li>}
      </ul>
      <Pager page={page} hasMore={(q.data?.meta.lastPage ?? 1) > page} onPage={setPage} />
      <ReasonDialog
        open={!!acting}
        onOpenChange={(o) => !o && setActing(null)}
        title={acting?.listed ? `Delist ${acting?.name}` : `Relist ${acting?.name ?? ""}`}
        confirmLabel={acting?.listed ? "Delist" : "Relist"}
        mode="required"
        reason={RULES}
        onConfirm={async ({ reason }) => {
          if (!acting) return;
          const path = { params: { path: { id: acting.id } }, body: { reason } };
          await unwrap(acting.listed ? client.POST("/admin/api/projects/{id}/delist", path) : client.POST("/admin/api/projects/{id}/relist", path), { silent: true });
          await qc.invalidateQueries({ queryKey: ["admin", "projects"] });
        }}
      />
    </div>
  );
}
