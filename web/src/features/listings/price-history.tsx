import { formatNaira } from "@contracts/naira";
import type { PropertyDetail } from "@contracts/listings";
import { formatDate } from "../../lib/format";
import { formatPrice } from "./listing-format";
import { Section } from "./listing-sections";

/** The listing's price over time, newest first (what it was listed at is the last line). */
export function PriceHistory({ listing }: { listing: PropertyDetail }) {
  const history = listing.priceHistory;
  if (history.length < 2) return null;
  const rows = [...history].reverse();
  return (
    <Section id="price-history-title" title="Price history">
      <ol className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white text-sm">
        {rows.map((h, i) => {
          const before = rows[i + 1];
          const change = before ? h.priceKobo - before.priceKobo : 0;
          return (
            <li key={`${h.at}-${i}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2.5">
              <span className="text-ink-600">{formatDate(h.at)}</span>
              <span className="font-medium text-ink-900">{formatPrice(h.priceKobo, h.pricePeriod)}</span>
              <span className={change < 0 ? "text-success-800" : change > 0 ? "text-danger-800" : "text-ink-600"}>
                {change < 0
                  ? `Down ${formatNaira(-change)}`
                  : change > 0
                    ? `Up ${formatNaira(change)}`
                    : i === rows.length - 1
                      ? "Listed"
                      : "No change"}
              </span>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
