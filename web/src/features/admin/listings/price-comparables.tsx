import type { ReviewQueueRow } from "@contracts/moderation";
import { formatNaira, formatPrice } from "../../../lib/format";
import { bandSentence } from "../../listings/price-band";
import { ListingLink } from "./shared";

/** A listing held for its price: the band it was checked against and the comparables, for the moderator deciding. */
export function PriceComparables({ review }: { review: NonNullable<ReviewQueueRow["priceReview"]> }) {
  return (
    <div
      className="mt-1 rounded-lg border border-ink-200 bg-ink-50 p-3 text-xs text-ink-700"
      data-testid="price-review"
    >
      <p>
        Held when the band's top was {formatNaira(review.heldTopKobo)}.{" "}
        {review.band ? `Now: ${bandSentence(review.band)}.` : "Too few comparables now to draw a band."}
      </p>
      {review.comparables.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer font-medium text-brand-700">
            See {review.comparables.length} comparable listing{review.comparables.length === 1 ? "" : "s"}
          </summary>
          <ul className="mt-1 space-y-1" aria-label="Comparable listings">
            {review.comparables.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-x-3">
                <ListingLink slug={c.slug} title={c.title} />
                <span>{formatPrice(c.priceKobo, c.pricePeriod)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
