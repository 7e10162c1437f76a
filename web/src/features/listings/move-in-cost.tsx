import { moveInItems, underFeeLaw } from "@contracts/listing-rules";
import type { PropertyDetail } from "@contracts/listings";
import { formatNaira } from "../../lib/format";
import { TitledSection } from "../../components/ui/titled-section";

type Costed = Pick<
  PropertyDetail,
  | "listingType"
  | "priceKobo"
  | "pricePeriod"
  | "serviceChargeKobo"
  | "agencyFeeKobo"
  | "legalFeeKobo"
  | "cautionFeeKobo"
  | "state"
>;

/** Lagos law caps the fees (a listing live from before the rule is enforced at publish may still show one above it). */
export const CAP_WARNING = "Above the 10% Lagos cap";
/** Elsewhere 10% is the custom, not the law. */
export const USUAL_WARNING = "Above the usual 10%";

/**
 * What a renter pays before getting the keys: rent is usually a year upfront, plus the Nigerian charges, each line and
 * the total (the card's moveInKobo). An agency or legal fee above 10% of the annual rent is marked.
 */
export function MoveInCost({ listing }: { listing: Costed }) {
  const c = moveInItems(listing);
  const lagos = underFeeLaw(listing.state.name);
  const warning = lagos ? CAP_WARNING : USUAL_WARNING;
  return (
    <TitledSection
      id="move-in-title"
      title="Total move-in cost"
      className="rounded-xl border border-ink-200 bg-white p-5"
    >
      <p className="mt-1 text-sm text-ink-600">What you pay before you get the keys.</p>
      <dl className="mt-4 divide-y divide-ink-100 text-sm">
        {c.lines.map((l) => (
          <div key={l.field} className="flex items-start justify-between gap-4 py-2">
            <dt className="text-ink-700">
              {l.label}
              {l.aboveCap && <span className="mt-0.5 block text-xs font-medium text-warning-800">{warning}</span>}
            </dt>
            <dd className={l.aboveCap ? "font-medium text-warning-800" : "font-medium text-ink-900"}>
              {formatNaira(l.amountKobo)}
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 pt-3">
          <dt className="font-semibold text-ink-900">Total</dt>
          <dd className="text-lg font-semibold text-brand-800" data-testid="move-in-cost-total">
            {formatNaira(c.total)}
          </dd>
        </div>
      </dl>
      {(c.agencyAboveCap || c.legalAboveCap) && (
        <p role="note" className="mt-4 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-800">
          {lagos
            ? "Lagos law caps agency and legal fees at 10% of the annual rent each. Ask the lister about the higher fee before you pay anything."
            : "Agency and legal fees are usually at most 10% of the annual rent each. Ask the lister about the higher fee before you pay anything."}
        </p>
      )}
    </TitledSection>
  );
}
