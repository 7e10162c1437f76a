import { formatNaira, periodSuffix } from "@contracts/naira";
import { PRICE_BAND_RULES, type PriceBandPosition } from "@contracts/price-band-rules";
import type { PriceBand } from "@contracts/price-band";
import { cn } from "../../lib/cn";

const POSITION: Record<PriceBandPosition, { label: string; className: string }> = {
  below: { label: "Below the band", className: "bg-success-100 text-success-800" },
  within: { label: "Within the band", className: "bg-ink-100 text-ink-700" },
  above: { label: "Above the band", className: "bg-warning-100 text-warning-800" },
};

const PURPOSE: Record<PriceBand["listingType"], string> = {
  rent: "for rent",
  sale: "for sale",
  short_stay: "as short stays",
};

/** "similar homes" for homes and stays; "similar properties" for land and commercial (no bedrooms). */
const similar = (b: PriceBand) =>
  b.bedrooms > 0 || b.listingType === "short_stay" ? "similar homes" : "similar properties";

/** "₦1,000,000–₦1,400,000/year" */
export const bandRange = (b: PriceBand) =>
  `${formatNaira(b.lowKobo)}–${formatNaira(b.highKobo)}${periodSuffix(b.pricePeriod)}`;

/** "₦1,000,000–₦1,400,000/year for similar homes in Yaba (from 12 listings)" */
export const bandSentence = (b: PriceBand) =>
  `${bandRange(b)} for ${similar(b)} in ${b.place.name} (from ${b.count} listing${b.count === 1 ? "" : "s"})`;

/** How the band was drawn, in words: what counted, where, and the rule for widening. */
export function bandMethod(b: PriceBand) {
  const beds =
    b.bedrooms === 0
      ? ""
      : b.bedrooms >= 6
        ? "6 or more bedrooms, "
        : `${b.bedrooms} bedroom${b.bedrooms === 1 ? "" : "s"}, `;
  return [
    `From ${b.count} listings ${PURPOSE[b.listingType]} of the same kind (${b.kind}, ${beds}in ${b.place.name}): those live now or taken off the market in the last ${PRICE_BAND_RULES.windowMonths} months. This listing is not one of them.`,
    `The band is the middle half of their prices (the ${PRICE_BAND_RULES.lowPercentile}th to ${PRICE_BAND_RULES.highPercentile}th percentile), rounded.`,
    b.widened
      ? `There were fewer than ${PRICE_BAND_RULES.minComparables} in the listing's own neighbourhood, so the band looks across ${b.place.name}.`
      : `We look wider (the area, then the state) when fewer than ${PRICE_BAND_RULES.minComparables} are found, and show no band below ${PRICE_BAND_RULES.minComparables}.`,
  ];
}

export function BandMarker({ position, className }: { position: PriceBandPosition | null; className?: string }) {
  if (!position) return null;
  const p = POSITION[position];
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", p.className, className)}>{p.label}</span>
  );
}

/** On a card: the band in one line with its marker. */
export function CardPriceBand({ band, className }: { band: PriceBand | null; className?: string }) {
  if (!band) return null;
  return (
    <p className={cn("text-xs text-ink-600", className)} data-testid="price-band">
      <BandMarker position={band.position} className="mr-1" />
      {bandSentence(band)}
    </p>
  );
}

/** On the listing: the band, its marker, and the method one tap away. */
export function ListingPriceBand({ band }: { band: PriceBand | null }) {
  if (!band) return null;
  return (
    <div className="mt-2 max-w-prose text-sm text-ink-700" data-testid="price-band">
      <p>
        <BandMarker position={band.position} className="mr-1.5" />
        {bandSentence(band)}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          How is this worked out?
        </summary>
        <div className="mt-1 space-y-1 text-ink-600">
          {bandMethod(band).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </details>
    </div>
  );
}
