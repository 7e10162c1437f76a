import { formatNaira } from "@contracts/naira";
import type { PropertyCard } from "@contracts/listings";

/** How long a drop is shown as "price reduced" on cards and the listing. */
export const PRICE_DROP_SHOWN_MS = 30 * 24 * 3600_000;

/** The drop to show: the price before it, while the drop is recent; null otherwise. */
export function recentDrop(l: Pick<PropertyCard, "previousPriceKobo" | "priceReducedAt" | "priceKobo">, now: number) {
  if (l.previousPriceKobo === null || l.priceReducedAt === null || l.previousPriceKobo <= l.priceKobo) return null;
  if (now - l.priceReducedAt > PRICE_DROP_SHOWN_MS) return null;
  return { fromKobo: l.previousPriceKobo, at: l.priceReducedAt };
}

/** "Price reduced" beside a price, with the old price struck through. */
export function PriceDrop({
  listing,
  className,
  now,
}: {
  listing: Pick<PropertyCard, "previousPriceKobo" | "priceReducedAt" | "priceKobo">;
  className?: string;
  /** When the listing's data was fetched (its query's `dataUpdatedAt`): the server render and hydration share it. */
  now: number;
}) {
  const drop = recentDrop(listing, now);
  if (!drop) return null;
  return (
    <p className={className}>
      <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-800">
        Price reduced
      </span>{" "}
      <span className="text-xs text-ink-600">
        <span className="sr-only">from </span>
        <s>{formatNaira(drop.fromKobo)}</s>
      </span>
    </p>
  );
}
