import { countOf, formatNaira } from "../../lib/format";

/** One line of a stay's price list (inside a <dl>); `strong` marks the total under a rule. */
export function ChargeLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "border-t border-ink-200 pt-1 font-semibold text-ink-900" : "text-ink-700"}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

type Charges = {
  nights: number;
  nightlyPriceKobo: number;
  nightsKobo: number;
  cleaningFeeKobo: number;
  cautionKobo: number;
  totalKobo: number;
};

/** What a stay costs, the same lines on the quote before booking and on the booking: nights, fees, total. */
export function StayCharges({ charges: c, cautionLabel }: { charges: Charges; cautionLabel: string }) {
  return (
    <>
      <ChargeLine
        label={`${countOf(c.nights, "night")} × ${formatNaira(c.nightlyPriceKobo)}`}
        value={formatNaira(c.nightsKobo)}
      />
      <ChargeLine label="Cleaning fee" value={formatNaira(c.cleaningFeeKobo)} />
      <ChargeLine label={cautionLabel} value={formatNaira(c.cautionKobo)} />
      <ChargeLine label="Total" value={formatNaira(c.totalKobo)} strong />
    </>
  );
}
