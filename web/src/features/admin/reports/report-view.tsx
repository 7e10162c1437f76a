import { lazy, Suspense, useMemo } from "react";
import { z } from "zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { changeText, REPORT_MAX_DAYS, REPORT_PRESETS } from "@contracts/report-rules";
import { formatNaira } from "@contracts/naira";
import { dmy } from "@contracts/lagos-time";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Form, FormField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { Input, ErrorText } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { downloadReportCsv, reportQuery } from "./queries";
import { toQuery, type PeriodSearch } from "./period";

const SeriesChart = lazy(() => import("./series-chart"));

type Data = NonNullable<ReturnType<typeof useReport>["data"]>;
const useReport = (period: PeriodSearch) => useQuery(reportQuery(toQuery(period)));

const count = (n: number) => n.toLocaleString("en-NG");

/** The change vs the previous period: arrow, sign and words (never colour alone). */
export function Change({ current, previous }: { current: number; previous: number }) {
  const text = changeText(current, previous);
  const up = current > previous;
  const same = current === previous;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs font-medium",
        same ? "text-ink-500" : up ? "text-success-600" : "text-danger-600",
      )}
    >
      <span aria-hidden="true">{same ? "→" : up ? "▲" : "▼"}</span>
      <span>{text}</span>
      <span className="text-ink-500 font-normal">vs previous period</span>
    </span>
  );
}

// A custom period: both dates, in order, at most REPORT_MAX_DAYS long (the API's rules, said before a round trip).
const periodSchema = z
  .object({ from: z.string().min(1, "Choose the start date."), to: z.string().min(1, "Choose the end date.") })
  .superRefine((v, ctx) => {
    if (!v.from || !v.to) return;
    if (v.from > v.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must be on or after the start date." });
    else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 > REPORT_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: `A period is at most ${REPORT_MAX_DAYS} days.` });
  });

function PeriodPicker({ period, onChange }: { period: PeriodSearch; onChange: (p: PeriodSearch) => void }) {
  const form = useZodForm(periodSchema, { defaultValues: { from: period.from ?? "", to: period.to ?? "" } });
  const active = period.from ? null : (period.days ?? 30);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
      <div
        role="group"
        aria-label="Period"
        className="inline-flex self-start overflow-hidden rounded-lg border border-ink-200 bg-white lg:mt-7"
      >
        {REPORT_PRESETS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={active === d}
            onClick={() => onChange({ days: d })}
            className={cn(
              "px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
              active === d ? "bg-brand-600 text-white" : "text-ink-700 hover:bg-ink-50",
            )}
          >
            {d} days
          </button>
        ))}
      </div>
      <Form
        form={form}
        onSubmit={(v) => onChange(v)}
        aria-label="Custom period"
        className="flex flex-wrap items-start gap-2"
      >
        <FormField name="from" label="From" id="report-from" className="w-40">
          <Input type="date" {...form.register("from")} />
        </FormField>
        <FormField name="to" label="To" id="report-to" className="w-40">
          <Input type="date" {...form.register("to")} />
        </FormField>
        <SubmitButton variant="secondary" className="mt-7">
          Apply
        </SubmitButton>
      </Form>
    </div>
  );
}

function Kpi({ label, value, current, previous }: { label: string; value: string; current: number; previous: number }) {
  return (
    <Card>
      <CardContent className="p-3 sm:p-4">
        <p className="text-sm text-ink-600">{label}</p>
        <p className="mt-1 text-xl font-semibold text-ink-900 sm:text-2xl">{value}</p>
        <Change current={current} previous={previous} />
      </CardContent>
    </Card>
  );
}

function Bars({ rows, label }: { rows: { label: string; value: number; sub?: string }[]; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul aria-label={label} className="space-y-2">
      {rows.map((r) => (
        <li key={r.label} className="text-sm">
          <div className="flex justify-between gap-2">
            <span className="text-ink-800">{r.label}</span>
            <span className="font-medium text-ink-900">
              {count(r.value)}
              {r.sub ? <span className="ml-1 font-normal text-ink-500">{r.sub}</span> : null}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded bg-ink-100">
            <div className="h-2 rounded bg-brand-500" style={{ width: `${(r.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardContent className="p-4">
        <h2 className="mb-3 text-base font-semibold text-ink-900">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

const ChartFallback = () => <Skeleton className="h-[260px] w-full" />;

function Charts({ data }: { data: Data }) {
  const days = useMemo(() => data.series.map((s) => s.day), [data]);
  const activity = useMemo(
    () => [
      { label: "Searches", values: data.series.map((s) => s.searches), color: "#0f7a4a" },
      { label: "Listing views", values: data.series.map((s) => s.listingViews), color: "#d97706" },
      { label: "Enquiries", values: data.series.map((s) => s.enquiries), color: "#2563eb" },
      { label: "Sign-ups", values: data.series.map((s) => s.signups), color: "#7c3aed" },
    ],
    [data],
  );
  const money = useMemo(
    () => [
      { label: "Money in", values: data.series.map((s) => s.moneyInKobo), color: "#0f7a4a" },
      { label: "Money out", values: data.series.map((s) => s.moneyOutKobo), color: "#c81e1e" },
    ],
    [data],
  );
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Section title="Activity per day">
        <Suspense fallback={<ChartFallback />}>
          <SeriesChart days={days} lines={activity} title="Searches, listing views, enquiries and sign-ups per day" />
        </Suspense>
      </Section>
      <Section title="Money per day">
        <Suspense fallback={<ChartFallback />}>
          <SeriesChart days={days} lines={money} title="Money in and out per day" format={formatNaira} />
        </Suspense>
      </Section>
    </div>
  );
}

function Funnel({ data }: { data: Data }) {
  const top = Math.max(1, data.funnel[0]?.current ?? 0);
  return (
    <ol className="space-y-2">
      {data.funnel.map((f, i) => {
        const prev = i > 0 ? data.funnel[i - 1]!.current : null;
        return (
          <li key={f.key} className="text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="text-ink-800">
                {i + 1}. {f.label}
              </span>
              <span className="font-medium text-ink-900">
                {count(f.current)}
                {prev !== null && prev > 0 && (
                  <span className="ml-1 font-normal text-ink-500">
                    ({Math.round((f.current / prev) * 100)}% of the step before)
                  </span>
                )}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 rounded bg-ink-100">
              <div
                className="h-3 rounded bg-accent-500"
                style={{ width: `${Math.min(100, (f.current / top) * 100)}%` }}
              />
            </div>
            <Change current={f.current} previous={f.previous} />
          </li>
        );
      })}
    </ol>
  );
}

function MoneyTable({ data }: { data: Data }) {
  const rows = [
    ...data.money.in.map((m) => ({ ...m, side: "In" })),
    ...data.money.out.map((m) => ({ ...m, side: "Out" })),
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Money in and out, this period and the previous one</caption>
      <thead>
        <tr className="text-left text-ink-600">
          <th className="py-1 font-medium">Source</th>
          <th className="py-1 text-right font-medium">This period</th>
          <th className="py-1 text-right font-medium">Previous</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {rows.map((m) => (
          <tr key={m.key}>
            <th scope="row" className="py-1.5 text-left font-normal text-ink-800">
              {m.side}: {m.label}
            </th>
            <td className="py-1.5 text-right font-medium text-ink-900">{formatNaira(m.current)}</td>
            <td className="py-1.5 text-right text-ink-600">{formatNaira(m.previous)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LoadingView() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the figures" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** The dashboard (`full` false) and the reports page (`full`: every table too). */
export function ReportView({
  period,
  onPeriod,
  title,
  full = false,
}: {
  period: PeriodSearch;
  onPeriod: (p: PeriodSearch) => void;
  title: string;
  full?: boolean;
}) {
  const q = useReport(period);
  const download = useMutation({ mutationFn: () => downloadReportCsv(toQuery(period)) });
  const data = q.data;
  const quiet = !!data && data.kpis.every((k) => k.current === 0);
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">{title}</h1>
          {data && (
            <p className="text-sm text-ink-600">
              {dmy(data.period.from)} – {dmy(data.period.to)} ({data.period.days} days), compared with{" "}
              {dmy(data.previousPeriod.from)} – {dmy(data.previousPeriod.to)}
            </p>
          )}
        </div>
        <Button type="button" variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? "Preparing…" : "Download CSV"}
        </Button>
      </div>
      <ErrorText>{download.error && (download.error.message || "The report could not be downloaded.")}</ErrorText>
      <PeriodPicker period={period} onChange={onPeriod} />
      {q.isError ? (
        <div role="alert" className="rounded-xl border border-danger-100 bg-danger-50 p-4 text-sm text-danger-700">
          The figures could not be loaded.{" "}
          <Button type="button" variant="link" size="sm" onClick={() => q.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <LoadingView />
      ) : (
        <div className={cn("space-y-4", q.isFetching && "opacity-70 transition-opacity")}>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5" data-testid="kpi-cards">
            {data.kpis.map((k) => (
              <Kpi
                key={k.key}
                label={k.label}
                value={k.unit === "kobo" ? formatNaira(k.current) : count(k.current)}
                current={k.current}
                previous={k.previous}
              />
            ))}
            <Card>
              <CardContent className="p-3 sm:p-4">
                <p className="text-sm text-ink-600">Live listings now</p>
                <p className="mt-1 text-xl font-semibold text-ink-900 sm:text-2xl">{count(data.liveListings.total)}</p>
                <p className="text-xs text-ink-500">
                  {data.liveListings.byType
                    .map((t) => `${count(t.count)} ${t.listingType.replace("_", " ")}`)
                    .join(" · ")}
                </p>
              </CardContent>
            </Card>
          </div>
          {quiet ? (
            <Card>
              <EmptyState
                title="No activity in this period"
                description="No sign-ups, searches, enquiries, bookings or money movements were recorded between these dates. Try a longer period."
              />
            </Card>
          ) : (
            <Charts data={data} />
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <Section title="Conversion funnel">
              <Funnel data={data} />
            </Section>
            <Section title="Live listings by state">
              {data.liveListings.byState.length ? (
                <Bars
                  label="Live listings by state"
                  rows={data.liveListings.byState
                    .slice(0, full ? 37 : 10)
                    .map((s) => ({ label: s.state, value: s.count }))}
                />
              ) : (
                <p className="text-sm text-ink-600">No live listings.</p>
              )}
            </Section>
            <Section title="Money in and out">
              <MoneyTable data={data} />
            </Section>
            <Section title="Top localities searched">
              {data.topLocalities.length ? (
                <Bars
                  label="Top localities searched"
                  rows={data.topLocalities.map((l) => ({ label: `${l.locality}, ${l.state}`, value: l.searches }))}
                />
              ) : (
                <p className="text-sm text-ink-600">No search named a locality in this period.</p>
              )}
            </Section>
            {full && (
              <Section title="Sign-ups by account type">
                {data.signupsByType.length ? (
                  <table className="w-full text-sm">
                    <thead>
                      <tr className="text-left text-ink-600">
                        <th className="py-1 font-medium">Account type</th>
                        <th className="py-1 text-right font-medium">This period</th>
                        <th className="py-1 text-right font-medium">Change</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-ink-100">
                      {data.signupsByType.map((s) => (
                        <tr key={s.accountType}>
                          <th scope="row" className="py-1.5 text-left font-normal capitalize text-ink-800">
                            {s.accountType.replace("_", " ")}
                          </th>
                          <td className="py-1.5 text-right font-medium">{count(s.current)}</td>
                          <td className="py-1.5 text-right">
                            <Change current={s.current} previous={s.previous} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="text-sm text-ink-600">No sign-ups in this period or the previous one.</p>
                )}
              </Section>
            )}
          </div>
          {full && !quiet && (
            <Section title="Day by day">
              {/* A scroll box keyboard users can reach and scroll (WCAG 2.1.1), named for screen readers. */}
              <div
                className="max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600"
                tabIndex={0}
                role="region"
                aria-label="Day by day figures"
              >
                <table className="w-full min-w-[640px] text-sm">
                  <thead className="sticky top-0 bg-white">
                    <tr className="text-left text-ink-600">
                      <th className="py-1 font-medium">Date</th>
                      <th className="py-1 text-right font-medium">Sign-ups</th>
                      <th className="py-1 text-right font-medium">Searches</th>
                      <th className="py-1 text-right font-medium">Views</th>
                      <th className="py-1 text-right font-medium">Enquiries</th>
                      <th className="py-1 text-right font-medium">Bookings</th>
                      <th className="py-1 text-right font-medium">Money in</th>
                      <th className="py-1 text-right font-medium">Money out</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {data.series.map((s) => (
                      <tr key={s.day}>
                        <th scope="row" className="py-1 text-left font-normal">
                          {dmy(s.day)}
                        </th>
                        <td className="py-1 text-right">{count(s.signups)}</td>
                        <td className="py-1 text-right">{count(s.searches)}</td>
                        <td className="py-1 text-right">{count(s.listingViews)}</td>
                        <td className="py-1 text-right">{count(s.enquiries)}</td>
                        <td className="py-1 text-right">{count(s.inspections + s.stays + s.reservations)}</td>
                        <td className="py-1 text-right">{formatNaira(s.moneyInKobo)}</td>
                        <td className="py-1 text-right">{formatNaira(s.moneyOutKobo)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Section>
          )}
        </div>
      )}
    </div>
  );
}
