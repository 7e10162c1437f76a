import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/**
 * A daily line chart (uPlot: ~50 KB, canvas). Loaded lazily by the dashboard and reports pages only, so no other
 * page carries it. Width follows the container; the values are also in the page's tables and the CSV.
 */
const ddmm = (ts: number) => {
  const d = new Date(ts * 1000 + 3600_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
};

export type SeriesLine = { label: string; values: number[]; color: string };

export default function SeriesChart({
  days,
  lines,
  title,
  format,
}: {
  days: string[];
  lines: SeriesLine[];
  title: string;
  format?: (v: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
    const fmt = format ?? ((v: number) => v.toLocaleString("en-NG"));
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Africa/Lagos"),
        scales: { x: { time: true } },
        // Nigerian dates (DD/MM), whatever the browser's locale.
        axes: [
          { stroke: "#525a61", grid: { stroke: "#eef0f1" }, values: (_u, splits) => splits.map((ts) => ddmm(ts)) },
          { stroke: "#525a61", grid: { stroke: "#eef0f1" }, size: 70, values: (_u, vals) => vals.map((v) => fmt(v)) },
        ],
        series: [
          {
            label: "Day",
            value: (_u: uPlot, ts: number | null) =>
              ts === null ? "–" : `${ddmm(ts)}/${new Date(ts * 1000).getUTCFullYear()}`,
          },
          ...lines.map((l) => ({
            label: l.label,
            stroke: l.color,
            width: 2,
            value: (_u: uPlot, v: number | null) => (v === null ? "–" : fmt(v)),
          })),
        ],
        legend: { live: true },
      },
      [x, ...lines.map((l) => l.values)],
      el,
    );
    const ro = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: 260 }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      plot.destroy();
    };
  }, [days, lines, format]);
  return <div ref={box} role="img" aria-label={title} className="w-full overflow-hidden" data-testid="series-chart" />;
}
