import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { inputClasses } from "../../../components/ui/input";
import { client, unwrap } from "../../../lib/client";
import { toast } from "../../../lib/toast";
import { statesQuery } from "../../locations/queries";
import { RequestFacts } from "../../property-requests/requests-page";
import { Pager } from "../pager";
import { ReasonDialog } from "../reason-dialog";
import { RowSkeletons } from "../listings/shared";

export type RequestFilters = {
  page?: number;
  status?: "open" | "closed";
  intent?: "rent" | "buy" | "short_stay";
  stateId?: number;
};

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
export function AdminPropertyRequests({
  filters,
  onChange,
}: {
  filters: RequestFilters;
  onChange: (patch: RequestFilters) => void;
}) {
  const states = useQuery(statesQuery());
  const list = useQuery(adminRequestsQuery(filters));
  const qc = useQueryClient();
  const [closing, setClosing] = useState<{ id: string; label: string } | null>(null);
  const page = filters.page ?? 1;
  const filtered = Boolean(filters.status || filters.intent || filters.stateId);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="arq-status" className="text-sm font-medium text-ink-800">
            Status
          </label>
          <select
            id="arq-status"
            className={inputClasses}
            value={filters.status ?? ""}
            onChange={(e) =>
              onChange({ status: (e.target.value || undefined) as RequestFilters["status"], page: undefined })
            }
          >
            <option value="">Open and closed</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="arq-intent" className="text-sm font-medium text-ink-800">
            Looking to
          </label>
          <select
            id="arq-intent"
            className={inputClasses}
            value={filters.intent ?? ""}
            onChange={(e) =>
              onChange({ intent: (e.target.value || undefined) as RequestFilters["intent"], page: undefined })
            }
          >
            <option value="">Rent, buy or stay</option>
            <option value="rent">To rent</option>
            <option value="buy">To buy</option>
            <option value="short_stay">Short stay</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="arq-state" className="text-sm font-medium text-ink-800">
            State
          </label>
          <select
            id="arq-state"
            className={inputClasses}
            value={filters.stateId ?? ""}
            onChange={(e) =>
              onChange({ stateId: e.target.value ? Number(e.target.value) : undefined, page: undefined })
            }
          >
            <option value="">All states</option>
            {states.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        {list.isError ? (
          <div className="p-4">
            <Alert variant="danger" title="Property requests could not be loaded">
              {(list.error as Error).message}{" "}
              <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Alert>
          </div>
        ) : list.isPending ? (
          <RowSkeletons rows={5} />
        ) : list.data.data.length === 0 ? (
          <EmptyState
            title="No property requests match"
            description={
              filtered ? "Try another status, intent or state." : "Requests appear here when home seekers post them."
            }
          />
        ) : (
          <ul className="divide-y divide-ink-100" aria-label="Property requests">
            {list.data.data.map((r) => (
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
        {list.data && (
          <Pager page={page} hasMore={list.data.hasMore} onPage={(p) => onChange({ page: p > 1 ? p : undefined })} />
        )}
      </div>
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
