import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PROJECT_STATUS_LABELS } from "@contracts/projects";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { client, unwrap } from "../../../lib/client";
import { toast } from "../../../lib/toast";
import { AdminListPanel, filteredList, numberedPanel, FilterSearch, type FilteredListProps } from "../admin-list";
import { ChoiceFilters, type ChoiceFilter } from "../../../components/ui/filter-fields";
import { ReasonDialog } from "../reason-dialog";
import { RowSkeletons } from "../listings/shared";
import { useTypedSearch } from "../../../lib/use-typed-search";

export type ProjectFilters = { page?: number; search?: string; listed?: "true" | "false" };

const adminProjectsQuery = (f: ProjectFilters) => ({
  queryKey: ["admin", "projects", f] as const,
  queryFn: () =>
    unwrap(
      client.GET("/admin/api/projects", {
        params: { query: { page: f.page ?? 1, perPage: 20, search: f.search, listed: f.listed } },
      }),
      { silent: true },
    ),
});

const RULES = {
  label: "Reason",
  placeholder: "e.g. The title documents could not be verified.",
  audience: "The developer sees this reason.",
  min: 3,
  max: 500,
  tooShort: "Give a reason (at least 3 characters).",
};

const LISTED_FILTER: ChoiceFilter<ProjectFilters>[] = [
  {
    key: "listed",
    label: "Listed or delisted",
    all: "Listed and delisted",
    words: { true: "Listed", false: "Delisted" },
    className: "sm:w-48",
  },
];

/** Admin projects (CAN_VIEW_PROJECT): search developers' projects, delist or relist one with a reason; logged. */
export function AdminProjectsPanel({ filters, onChange }: FilteredListProps<ProjectFilters>) {
  const { paging, filtering } = filteredList(filters, onChange);
  const [acting, setActing] = useState<{ id: string; name: string; listed: boolean } | null>(null);
  const [text, setText] = useTypedSearch(filters.search, (s) => onChange({ search: s, page: undefined }));
  const q = useQuery(adminProjectsQuery(filters));
  const qc = useQueryClient();

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <FilterSearch
          id="project-search"
          label="Search projects"
          placeholder="Search by project or developer name"
          value={text}
          onChange={setText}
          className="sm:w-full sm:max-w-sm"
        />
        <ChoiceFilters idPrefix="project" labelStyle="hidden" filters={LISTED_FILTER} {...filtering} />
      </div>
      <AdminListPanel
        {...numberedPanel(q, paging)}
        errorTitle="Projects could not be loaded"
        pending={<RowSkeletons rows={5} height="h-20" />}
        empty={{
          title: "No projects match",
          description:
            filters.search || filters.listed
              ? "Try another search or filter."
              : "Projects appear here when developers publish them.",
        }}
      >
        {(rows) => (
          <ul className="divide-y divide-ink-100">
            {rows.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-3 p-4 text-sm">
                <div className="min-w-0 flex-1">
                  <a href={`/properties/project/${p.id}`} className="font-medium text-brand-700 hover:underline">
                    {p.name}
                  </a>
                  <p className="text-ink-600">
                    {p.developer.name} · {p.state} · {PROJECT_STATUS_LABELS[p.status]} · {p.unitsAvailable} units
                    available
                  </p>
                  {p.delistReason && <p className="text-ink-600">Reason: {p.delistReason}</p>}
                </div>
                <Badge variant={p.listed ? "success" : "warning"}>
                  {p.listed ? "Listed" : p.delistedByStaff ? "Delisted by staff" : "Delisted"}
                </Badge>
                <Button size="sm" variant={p.listed ? "danger" : "outline"} onClick={() => setActing(p)}>
                  {p.listed ? "Delist" : "Relist"}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
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
          await unwrap(
            acting.listed
              ? client.POST("/admin/api/projects/{id}/delist", path)
              : client.POST("/admin/api/projects/{id}/relist", path),
            { silent: true },
          );
          await qc.invalidateQueries({ queryKey: ["admin", "projects"] });
          toast.success(acting.listed ? "Project delisted" : "Project relisted");
        }}
      />
    </div>
  );
}
