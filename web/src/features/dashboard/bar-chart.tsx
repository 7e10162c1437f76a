/**
 * A grouped bar chart in plain SVG (no chart library in the bundle). The drawing is hidden from
 * assistive technology; a visually hidden table carries the same numbers.
 */
export type BarSeries = { name: string; color: string };
export type BarGroup = { label: string; values: number[] };

const W = 600;
const H = 160;
const TOP = 8;

export function BarChart({ title, series, groups }: { title: string; series: BarSeries[]; groups: BarGroup[] }) {
  const max = Math.max(1, ...groups.flatMap((g) => g.values));
  const slot = W / Math.max(1, groups.length);
  const barW = Math.min(slot * 0.3, (slot * 0.7) / Math.max(1, series.length));
  // The drawing stretches to the card's width; month labels sit in an HTML grid below so text never stretches.
  return (
    <figure className="space-y-3">
      <div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="h-36 w-full"
          aria-hidden="true"
          focusable="false"
          data-testid="bar-chart"
        >
          <line
            x1="0"
            x2={W}
            y1={H - 0.5}
            y2={H - 0.5}
            className="stroke-ink-200"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
          {groups.map((g, gi) => {
            const x0 = gi * slot + (slot - barW * series.length) / 2;
            return (
              <g key={g.label}>
                {g.values.map((v, si) => {
                  const h = (v / max) * (H - TOP);
                  return (
                    <rect
                      key={series[si]?.name ?? si}
                      x={x0 + si * barW + 1}
                      y={H - h}
                      width={barW - 2}
                      height={h}
                      className={series[si]?.color}
                    />
                  );
                })}
              </g>
            );
          })}
        </svg>
        <div
          aria-hidden="true"
          className="mt-1 grid text-center text-xs text-ink-500"
          style={{ gridTemplateColumns: `repeat(${Math.max(1, groups.length)}, minmax(0, 1fr))` }}
        >
          {groups.map((g) => (
            <span key={g.label}>{g.label}</span>
          ))}
        </div>
      </div>
      <figcaption className="flex flex-wrap gap-4 text-xs text-ink-600">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 10 10" className="size-2.5">
              <rect width="10" height="10" rx="2" className={s.color} />
            </svg>
            {s.name}
          </span>
        ))}
      </figcaption>
      {/* The 1 px box clips in a div: a table ignores the width and made the page 412 px wide at 375. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.label}>
                <th scope="row">{g.label}</th>
                {g.values.map((v, i) => (
                  <td key={series[i]?.name ?? i}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** "2026-03" → "Mar" (the months are already Lagos calendar months). */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-NG", { month: "short", timeZone: "UTC" });
}
