import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { client, unwrap } from "../../../lib/client";
import { toast } from "../../../lib/toast";
import { StateFilter } from "../../locations/state-select";
import { INTENT_FILTER, RequestFacts } from "../../property-requests/requests-page";
import { AdminListPanel, filteredList, type FilteredListProps } from "../admin-list";
import { ReasonDialog } from "../reason-dialog";
import { RowSkeletons } from "../listings/shared";
import { ChoiceFilters, type ChoiceFilter } from "../../../components/ui/filter-fields";

export type RequestFilters = {
  page?: number;
  status?: "open" | "closed";
  intent?: "rent" | "buy" | "short_stay";
  stateId?: number;
};

/** The filters that pick one value of a request's field. */
const CHOICE_FILTERS: ChoiceFilter<RequestFilters>[] = [
  { key: "status", label: "Status", all: "Open and closed", words: { open: "Open", closed: "Closed" } },
  INTENT_FILTER,
];

const adminRequestsQuery = (f: RequestFilters) => ({
  queryKey: ["admin", "property-requests", f] as const,
  queryFn: () =>
    unwrap(
      client.GET("/admin/api/property-requests", {
        params: { query: { page: f.page ?? 1, perPage: 20, status: f.status, intent: f.intent, stateId: f.stateId } },
      }),
      { silent: true },
    ),
});

const RULES = {
  label: "Reason for closing",
  placeholder: "e.g. Posted twice; the other request stays open.",
  audience: "Kept in the activity log.",
  min: 3,
  max: 500,
  tooShort: "Give a reason (at least 3 characters).",
};

/** CAN_VIEW_REQUESTS: every property request with the requester's contact; staff close spam or duplicates with a reason. */
export function AdminPropertyRequests({ filters, onChange }: FilteredListProps<RequestFilters>) {
  const { paging, filtering } = filteredList(filters, onChange);
  const list = useQuery(adminRequestsQuery(filters));
  const qc = useQueryClient();
  const [closing, setClosing] = useState<{ id: string; label: string } | null>(null);
  const filtered = Boolean(filters.status || filters.intent || filters.stateId);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <ChoiceFilters idPrefix="arq" filters={CHOICE_FILTERS} {...filtering} />
        <StateFilter id="arq-state" {...filtering} />
      </div>
      <AdminListPanel
        query={list}
        {...paging}
        errorTitle="Property requests could not be loaded"
        pending={<RowSkeletons rows={5} />}
        empty={{
          title: "No property requests match",
          description: filtered
            ? "Try another status, intent or state."
            : "Requests appear here when home seekers post them.",
        }}
      >
        {(rows) => (
          <ul className="divide-y divide-ink-100" aria-label="Property requests">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row">
                <RequestFacts r={r} />
                <div className="space-y-2 text-sm sm:w-64">
                  <p className="font-medium text-ink-900">{r.requester.fullName ?? r.requester.firstName}</p>
                  {r.requester.phone && (
                    <p>
                      <a className="text-brand-700 hover:underline" href={`tel:${r.requester.phone}`}>
                        {r.requester.phone}
                      </a>
                    </p>
                  )}
                  {r.requester.email && (
                    <p className="break-all">
                      <a className="text-brand-700 hover:underline" href={`mailto:${r.requester.email}`}>
                        {r.requester.email}
                      </a>
                    </p>
                  )}
                  <div className="flex items-center gap-2">
                    <Badge variant={r.status === "open" ? "success" : "neutral"}>
                      {r.status === "open" ? "Open" : "Closed"}
                    </Badge>
                    {r.status === "open" && (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() =>
                          setClosing({ id: r.id, label: `${r.requester.firstName}'s request in ${r.state.name}` })
                        }
                      >
                        Close
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
      <ReasonDialog
        open={closing !== null}
        onOpenChange={(o) => !o && setClosing(null)}
        mode="required"
        title="Close this property request?"
        description={closing ? `${closing.label} leaves the listers' list. The requester sees it closed.` : undefined}
        confirmLabel="Close request"
        reason={RULES}
        onConfirm={async ({ reason }) => {
          if (!closing) return;
          await unwrap(
            client.POST("/admin/api/property-requests/{id}/close", {
              params: { path: { id: closing.id } },
              body: { reason },
            }),
            { silent: true },
          );
          await qc.invalidateQueries({ queryKey: ["admin", "property-requests"] });
          toast.success("Request closed");
        }}
      />
    </div>
  );
}
