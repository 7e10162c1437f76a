import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../../components/ui/badge";
import { LineSkeletons } from "../../../../features/admin/admin-list";
import { servicesStatusQuery } from "../../../../features/admin/queries";
import { formatDate, formatTime } from "../../../../lib/format";
import { TitledSection } from "../../../../components/ui/titled-section";

export const Route = createFileRoute("/_admin/dashboard/admin/services-status")({
  head: () => ({ meta: [{ title: "Services status · Admin · PropertyNG" }] }),
  component: ServicesStatus,
});

const VARIANT = { up: "success", degraded: "warning", down: "danger" } as const;

function ServicesStatus() {
  const q = useQuery(servicesStatusQuery());
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink-900">Services status</h1>
      <div className="rounded-xl border border-ink-200 bg-white">
        {q.isPending ? (
          <LineSkeletons rows={3} height="h-12" announce={false} />
        ) : q.data ? (
          <ul className="divide-y divide-ink-100">
            {q.data.services.map((s) => (
              <li key={s.name} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                <span>
                  <span className="font-medium text-ink-900">{s.name}</span>
                  {s.detail && <span className="block text-xs text-ink-500">{s.detail}</span>}
                </span>
                <span className="flex items-center gap-2">
                  {s.latencyMs !== null && <span className="text-xs text-ink-500">{s.latencyMs} ms</span>}
                  <Badge variant={VARIANT[s.status]}>{s.status}</Badge>
                </span>
              </li>
            ))}
            <li className="flex items-center justify-between px-4 py-3 text-sm">
              <span className="font-medium text-ink-900">Server errors in the last hour</span>
              <Badge variant={q.data.serverErrorsLastHour ? "danger" : "success"}>{q.data.serverErrorsLastHour}</Badge>
            </li>
          </ul>
        ) : (
          <p className="p-4 text-sm text-danger-600">The status could not be loaded.</p>
        )}
      </div>
      {q.data && (
        <TitledSection id="cron-runs" title="Scheduled jobs" className="space-y-2">
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
            {q.data.cronRuns.map((r) => (
              <li
                key={r.job}
                className="flex items-center justify-between gap-3 px-4 py-3 text-sm"
                data-testid="cron-run"
              >
                <span>
                  <span className="font-medium text-ink-900">{r.job}</span>
                  <span className="block text-xs text-ink-500">
                    {r.schedule} ·{" "}
                    {r.startedAt === null
                      ? "has not run yet"
                      : `last run ${formatDate(r.startedAt)} ${formatTime(r.startedAt)}${r.finishedAt !== null ? `, ${r.finishedAt - r.startedAt} ms` : ", still running"}`}
                    {r.error ? ` · ${r.error}` : ""}
                  </span>
                </span>
                <Badge variant={r.ok === null ? "neutral" : r.ok ? "success" : "danger"}>
                  {r.ok === null ? (r.startedAt === null ? "never" : "running") : r.ok ? "ok" : "failed"}
                </Badge>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      {q.data && (
        <p className="text-xs text-ink-500">Checked at {formatTime(q.data.checkedAt)}; refreshes every 30 seconds.</p>
      )}
    </div>
  );
}
