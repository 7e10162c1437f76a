import { useState } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { Checkbox } from "../../../../components/ui/checkbox";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Input } from "../../../../components/ui/input";
import { FilterSelect, LineSkeletons } from "../../../../features/admin/admin-list";
import { Table } from "../../../../components/ui/table";
import { client, unwrap } from "../../../../lib/client";
import { optString, oneOf } from "../../../../lib/search";
import { formatDateTime } from "../../../../lib/format";
import { PageTitle } from "../../../../components/ui/page-title";

const CLASSES = ["2xx", "3xx", "4xx", "5xx"] as const;
type StatusClass = (typeof CLASSES)[number];
type Search = { route?: string; status?: StatusClass; errorsFirst?: boolean; since?: string };
const SINCE = { "1h": 3600_000, "24h": 24 * 3600_000, "7d": 7 * 24 * 3600_000 } as const;
const SINCE_OPTIONS: { value: keyof typeof SINCE; label: string }[] = [
  { value: "1h", label: "Last hour" },
  { value: "24h", label: "Last 24 hours" },
  { value: "7d", label: "Last 7 days" },
];

export const Route = createFileRoute("/_admin/dashboard/admin/api-logs")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    route: optString(s.route),
    status: oneOf(CLASSES, s.status),
    errorsFirst: s.errorsFirst === true || s.errorsFirst === "true" ? true : undefined,
    since: typeof s.since === "string" && Object.hasOwn(SINCE, s.since) ? s.since : undefined,
  }),
  head: () => ({ meta: [{ title: "API logs · Admin · PropertyNG" }] }),
  component: ApiLogs,
});

const variant = (status: number) => (status >= 500 ? "danger" : status >= 400 ? "warning" : "success");

/** The sampled request log, errors first on demand, paged by cursor (Older / Newer). */
function ApiLogs() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [route, setRoute] = useState(search.route ?? "");
  const cursor = cursors[cursors.length - 1];
  const q = useQuery({
    queryKey: ["admin", "api-logs", search, cursor] as const,
    queryFn: () => {
      // "Last hour" etc. count back from when the page asks (refetches move the window along).
      const from = search.since ? Date.now() - SINCE[search.since as keyof typeof SINCE] : undefined;
      return unwrap(
        client.GET("/admin/api/api-logs", {
          params: {
            query: {
              routePrefix: search.route,
              statusClass: search.status,
              errorsFirst: search.errorsFirst ? "true" : undefined,
              from,
              cursor,
              perPage: 50,
            },
          },
        }),
      );
    },
    placeholderData: keepPreviousData,
  });
  const filter = (patch: Partial<Search>) => {
    setCursors([undefined]);
    void navigate({ search: (s) => ({ ...s, ...patch }) });
  };

  return (
    <div className="space-y-4">
      <PageTitle title="API logs">
        A sample of API requests (every server error is kept), newest first. Kept 30 days.
      </PageTitle>
      <form
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          filter({ route: route.trim() || undefined });
        }}
      >
        <div>
          <label htmlFor="log-route" className="sr-only">
            Route starts with
          </label>
          <Input
            id="log-route"
            placeholder="Route starts with, e.g. /v1/properties"
            value={route}
            onChange={(e) => setRoute(e.target.value)}
            onBlur={() => filter({ route: route.trim() || undefined })}
          />
        </div>
        <FilterSelect
          labelStyle="hidden"
          id="log-status"
          label="Status"
          value={search.status}
          all="Any status"
          options={CLASSES.map((c) => ({ value: c, label: c }))}
          onChange={(v) => filter({ status: oneOf(CLASSES, v) })}
        />
        <FilterSelect
          labelStyle="hidden"
          id="log-since"
          label="Time"
          value={search.since}
          all="Any time (30 days)"
          options={SINCE_OPTIONS}
          onChange={(v) => filter({ since: v || undefined })}
        />
        <label className="flex items-center gap-2 text-sm text-ink-800">
          <Checkbox
            checked={!!search.errorsFirst}
            onCheckedChange={(v) => filter({ errorsFirst: v === true ? true : undefined })}
          />{" "}
          Errors first
        </label>
      </form>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        {q.isPending ? (
          <LineSkeletons height="h-8" announce={false} />
        ) : q.isError ? (
          <EmptyState title="The log could not be loaded" description={q.error.message} />
        ) : q.data.data.length === 0 ? (
          <EmptyState title="No requests match" description="Try a shorter route, another status or a longer time." />
        ) : (
          <Table
            caption="API requests"
            headClassName="bg-ink-50 text-ink-600"
            cellClassName="px-4 py-2 font-medium"
            columns={["When", "Request", "Status", { label: "Duration", align: "right" }, "Request id"]}
          >
            <tbody className="divide-y divide-ink-100">
              {q.data.data.map((r) => (
                <tr key={r.id} data-testid="api-log-row">
                  <td className="whitespace-nowrap px-4 py-2 text-ink-700">{formatDateTime(r.createdAt)}</td>
                  <td className="px-4 py-2 font-mono text-xs break-all">
                    <span className="font-semibold">{r.method}</span> {r.path}
                  </td>
                  <td className="px-4 py-2">
                    <Badge variant={variant(r.status)}>{r.status}</Badge>
                  </td>
                  <td className="px-4 py-2 text-right">{r.durationMs} ms</td>
                  <td className="px-4 py-2 font-mono text-xs text-ink-500">{r.requestId}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <nav aria-label="Pages" className="flex items-center justify-end gap-2 border-t border-ink-200 px-4 py-3">
          <Button
            size="sm"
            variant="outline"
            disabled={cursors.length <= 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Newer
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!q.data?.nextCursor}
            onClick={() => q.data?.nextCursor && setCursors((c) => [...c, q.data.nextCursor!])}
          >
            Older
          </Button>
        </nav>
      </div>
    </div>
  );
}
