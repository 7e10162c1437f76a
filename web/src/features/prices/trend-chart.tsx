import { formatNaira } from "@contracts/naira";
import { monthLabel } from "@contracts/price-guide-rules";

/**
 * A 12-month median line drawn as inline SVG. Hand-made on purpose: the charting library the back office uses
 * (uPlot) is browser-only (a stub in the worker) and ~50 kB, while this page is public, server-rendered and
 * measured on a cheap phone; twelve points need a polyline, not a library. The same markup on the server and in
 * the browser (no measuring, no dates read from the clock): the drawing scales with its viewBox.
 */
type Point = { month: string; medianKobo: number | null; n: number };

const W = 320;
const H = 140;
const PAD = { top: 12, right: 8, bottom: 22, left: 8 };

/** ₦1.5m, ₦850k: short enough for an axis. */
export function shortNaira(kobo: number) {
  const n = kobo / 100;
  if (n >= 1e9) return `₦${+(n / 1e9).toFixed(1)}bn`;
  if (n >= 1e6) return `₦${+(n / 1e6).toFixed(1)}m`;
  if (n >= 1e3) return `₦${Math.round(n / 1e3)}k`;
  return formatNaira(kobo);
}

export function TrendChart({ points, title }: { points: Point[]; title: string }) {
  const known = points.filter((p) => p.medianKobo !== null) as (Point & { medianKobo: number })[];
  const max = Math.max(...known.map((p) => p.medianKobo));
  const min = Math.min(...known.map((p) => p.medianKobo));
  // A flat line sits in the middle; otherwise the range fills the height with a tenth spare above and below.
  const span = max - min || max || 1;
  const lo = max === min ? min - span / 2 : min - span * 0.1;
  const hi = max === min ? max + span / 2 : max + span * 0.1;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, points.length - 1);
  const y = (v: number) => PAD.top + (1 - (v - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const drawn = points.map((p, i) => ({ ...p, i })).filter((p) => p.medianKobo !== null) as (Point & {
    i: number;
    medianKobo: number;
  })[];
  const line = drawn.map((p) => `${x(p.i).toFixed(1)},${y(p.medianKobo).toFixed(1)}`).join(" ");
  const summary = known.length
    ? `${title}: ${known.length === 1 ? `${shortNaira(known[0]!.medianKobo)} in ${monthLabel(known[0]!.month)}` : `from ${shortNaira(known[0]!.medianKobo)} in ${monthLabel(known[0]!.month)} to ${shortNaira(known[known.length - 1]!.medianKobo)} in ${monthLabel(known[known.length - 1]!.month)}`}.`
    : `${title}: no figures yet.`;
  return (
    <figure className="relative mt-3">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={summary}>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + f * (H - PAD.top - PAD.bottom)}
            y2={PAD.top + f * (H - PAD.top - PAD.bottom)}
            className="stroke-ink-100"
            strokeWidth="1"
          />
        ))}
        {drawn.length > 1 && <polyline points={line} fill="none" className="stroke-brand-600" strokeWidth="2.5" />}
        {drawn.map((p) => (
          <circle key={p.month} cx={x(p.i)} cy={y(p.medianKobo)} r="3.5" className="fill-brand-600" />
        ))}
        {points.map((p, i) =>
          i % 3 === 2 || i === 0 ? (
            <text
              key={p.month}
              x={x(i)}
              y={H - 6}
              textAnchor={i === 0 ? "start" : i === points.length - 1 ? "end" : "middle"}
              className="fill-ink-600 text-[10px]"
            >
              {monthLabel(p.month).slice(0, 3)}
            </text>
          ) : null,
        )}
        {known.length > 0 && (
          <>
            <text x={PAD.left} y={PAD.top - 2} className="fill-ink-600 text-[10px]">
              {shortNaira(max)}
            </text>
          </>
        )}
      </svg>
      <figcaption className="sr-only">{summary}</figcaption>
      <table className="sr-only">
        <caption>{title}, median by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Median</th>
            <th scope="col">Listings</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{monthLabel(p.month)}</th>
              <td>{p.medianKobo === null ? "No figure" : formatNaira(p.medianKobo)}</td>
              <td>{p.n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
