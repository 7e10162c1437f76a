import { moveInItems } from "@contracts/listing-rules";
import type { PropertyDetail } from "@contracts/listings";
import { formatNaira } from "../../lib/format";

type Costed = Pick<
  PropertyDetail,
  | "listingType"
  | "priceKobo"
  | "pricePeriod"
  | "serviceChargeKobo"
  | "agencyFeeKobo"
  | "legalFeeKobo"
  | "cautionFeeKobo"
>;

export const CAP_WARNING = "Above the 10% Lagos cap";

/** What a renter pays before getting the keys: rent is usually a year upfront, plus the Nigerian charges. */
export function MoveInCost({ listing }: { listing: Costed }) {
  const c = moveInItems(listing);
  return (
    <section aria-labelledby="move-in-title" className="rounded-xl border border-ink-200 bg-white p-5">
      <h2 id="move-in-title" className="text-lg font-semibold text-ink-900">
        Total move-in cost
      </h2>
      <p className="mt-1 text-sm text-ink-600">What you pay before you get the keys.</p>
      <dl className="mt-4 divide-y divide-ink-100 text-sm">
        {c.lines.map((l) => (
          <div key={l.field} className="flex items-start justify-between gap-4 py-2">
            <dt className="text-ink-700">
              {l.label}
              {l.aboveCap && <span className="mt-0.5 block text-xs font-medium text-warning-800">{CAP_WARNING}</span>}
            </dt>
            <dd className={l.aboveCap ? "font-medium text-warning-800" : "font-medium text-ink-900"}>
              {formatNaira(l.amountKobo)}
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 pt-3">
          <dt className="font-semibold text-ink-900">Total</dt>
          <dd className="text-lg font-semibold text-brand-800">{formatNaira(c.total)}</dd>
        </div>
      </dl>
      {(c.agencyAboveCap || c.legalAboveCap) && (
        <p role="note" className="mt-4 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800">
          Lagos caps agency and legal fees at 10% of the annual rent each. Ask the lister about the higher fee before
          you pay anything.
        </p>
      )}
    </section>
  );
}
