import type { ReactNode } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ACTIVITY_LABELS, ACTIVITY_TARGET_LABELS, type ActivityAction } from "@contracts/activity";
import { optString, pageNumber } from "../../../../lib/search";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { QueryState } from "../../../../components/ui/query-state";
import { LineSkeletons } from "../../../../features/admin/admin-list";
import { inputClasses } from "../../../../components/ui/input";
import { activityActorsQuery, activityQuery } from "../../../../features/admin/queries";
import { Pager } from "../../../../features/admin/pager";
import { formatDateTime } from "../../../../lib/format";
import { PageTitle } from "../../../../components/ui/page-title";

type Search = { page?: number; action?: ActivityAction; actorId?: string; from?: string; to?: string };
const isDay = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export const Route = createFileRoute("/_admin/dashboard/admin/activity-log")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    page: pageNumber(s.page),
    action: typeof s.action === "string" && s.action in ACTIVITY_LABELS ? (s.action as ActivityAction) : undefined,
    actorId: optString(s.actorId),
    from: isDay(s.from),
    to: isDay(s.to),
  }),
  head: () => ({ meta: [{ title: "Activity log · Admin · PropertyNG" }] }),
  component: ActivityLog,
});

const ACTIONS = (Object.entries(ACTIVITY_LABELS) as [ActivityAction, string][]).sort((a, b) =>
  a[1].localeCompare(b[1]),
);
const label = (action: string) => ACTIVITY_LABELS[action as ActivityAction] ?? action;

function ActivityLog() {
  const search = Route.useSearch();
  const page = search.page ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  // Any filter change starts again at the first page.
  const set = (patch: Omit<Search, "page">) => void navigate({ search: (s) => ({ ...s, ...patch, page: undefined }) });
  const q = useQuery(
    activityQuery({ page, action: search.action, actorId: search.actorId, from: search.from, to: search.to }),
  );
  const actors = useQuery(activityActorsQuery());
  const filtered = Boolean(search.action || search.actorId || search.from || search.to);

  return (
    <div className="space-y-4">
      <PageTitle title="Activity log">Sign-ins and every staff action, newest first. Dates are Lagos time.</PageTitle>
      <form
        className="grid gap-3 rounded-xl border border-ink-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label="Filter the activity log"
        onSubmit={(e) => e.preventDefault()}
      >
        <LabelAbove id="activity-action" label="Action">
          <select
            id="activity-action"
            className={inputClasses}
            value={search.action ?? ""}
            onChange={(e) => set({ action: (e.target.value || undefined) as ActivityAction | undefined })}
          >
            <option value="">All actions</option>
            {ACTIONS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </LabelAbove>
        <LabelAbove id="activity-actor" label="Done by">
          <select
            id="activity-actor"
            className={inputClasses}
            value={search.actorId ?? ""}
            onChange={(e) => set({ actorId: e.target.value || undefined })}
          >
            <option value="">Anyone</option>
            {actors.data?.data.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.email})
              </option>
            ))}
          </select>
        </LabelAbove>
        <LabelAbove id="activity-from" label="From">
          <DayInput id="activity-from" value={search.from} max={search.to} onChange={(from) => set({ from })} />
        </LabelAbove>
        <LabelAbove id="activity-to" label="To">
          <DayInput id="activity-to" value={search.to} min={search.from} onChange={(to) => set({ to })} />
        </LabelAbove>
        <div className="flex items-end">
          <Button
            type="button"
            variant="outline"
            disabled={!filtered}
            onClick={() => void navigate({ search: {} })}
            className="w-full"
          >
            Clear filters
          </Button>
        </div>
      </form>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        <QueryState
          query={q}
          label="Loading the activity log"
          errorTitle="The activity log could not be loaded."
          className="m-4"
          pending={<LineSkeletons announce={false} />}
          isEmpty={(d) => d.data.length === 0 && page === 1}
          empty={
            <EmptyState
              title={filtered ? "Nothing matches these filters" : "Nothing logged yet"}
              description={filtered ? "Try another action, person or date." : "Sign-ins and admin actions appear here."}
            />
          }
        >
          {(d) => (
            <>
              <ul className="divide-y divide-ink-100" aria-label="Activity">
                {d.data.map((r) => (
                  <li
                    key={r.id}
                    className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span>
                      <span className="font-medium text-ink-900">{r.actorName ?? "System"}</span>{" "}
                      <span className="text-ink-700">{label(r.action)}</span>
                      {/* A person acting on their own account (signing in, a new password) is named once. */}
                      {r.targetId === r.actorId ? null : r.targetName ? (
                        <span className="text-ink-700">
                          {": "}
                          <span className="font-medium text-ink-900">{r.targetName}</span>
                        </span>
                      ) : (
                        r.targetType &&
                        r.targetType !== "user" &&
                        ACTIVITY_TARGET_LABELS[r.targetType] && (
                          <span className="text-ink-600">
                            {" "}
                            ({ACTIVITY_TARGET_LABELS[r.targetType]} no longer exists)
                          </span>
                        )
                      )}
                      {r.actorEmail && (
                        <span className="block text-xs text-ink-600">
                          {r.actorEmail}
                          {r.ip ? ` · ${r.ip}` : ""}
                        </span>
                      )}
                    </span>
                    <time className="text-xs text-ink-600" dateTime={new Date(r.createdAt).toISOString()}>
                      {formatDateTime(r.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                hasMore={d.hasMore}
                onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p }) })}
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

/** A filter of the log, its label above it. */
function LabelAbove({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1 text-sm font-medium text-ink-800">
      <label htmlFor={id} className="block">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A day (YYYY-MM-DD; cleared to undefined), kept on the right side of the range's other end. */
function DayInput({
  id,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <input
      id={id}
      type="date"
      className={inputClasses}
      value={value ?? ""}
      min={min}
      max={max}
      onChange={(e) => onChange(e.target.value || undefined)}
    />
  );
}
