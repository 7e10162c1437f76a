import { feeCapKobo, moveInCost } from "@contracts/listings";
import { Alert } from "../../../components/ui/alert";
import { formatNaira } from "../../../lib/format";
import { MoneyField, SelectField, StepHeading, type EditorForm } from "../fields";
import { nairaToKobo } from "../money";
import { LISTING_TYPE_LABEL, PERIOD_LABEL, PERIODS_FOR } from "../labels";
import { PriceBandHint } from "../price-band-hint";
import { ValueOptions } from "../../../components/ui/input";

const kobo = (s: string) => {
  const k = nairaToKobo(s);
  return k === null || Number.isNaN(k) ? 0 : k;
};

export function PriceStep({ form }: { form: EditorForm }) {
  const { values: v, set, error } = form;
  const rent = v.listingType === "rent";
  const cost = moveInCost({
    listingType: v.listingType,
    priceKobo: kobo(v.price),
    pricePeriod: v.pricePeriod,
    serviceChargeKobo: kobo(v.serviceCharge),
    agencyFeeKobo: kobo(v.agencyFee),
    legalFeeKobo: kobo(v.legalFee),
    cautionFeeKobo: kobo(v.cautionFee),
  });
  const cap = feeCapKobo({ priceKobo: kobo(v.price), pricePeriod: v.pricePeriod });
  const capText = `10% of the annual rent (${formatNaira(cap)})`;
  // Lagos: the law's cap, as a hint while the fee is within it and as the field's error once it is not (checkEditor).
  const lawHint = form.feeLaw && cost.annualRent > 0 ? `Lagos law: at most ${formatNaira(cap)}.` : undefined;
  return (
    <div className="space-y-5">
      <StepHeading title="Price & charges">
        {LISTING_TYPE_LABEL[v.listingType]}. Show every charge up front: listings with a clear move-in cost get more
        serious enquiries.
      </StepHeading>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          label={rent ? "Rent" : v.listingType === "sale" ? "Asking price" : "Price per night"}
          field="priceKobo"
          error={error("priceKobo")}
          value={v.price}
          onValue={(x) => set("price", x)}
        />
        <SelectField
          label="Price period"
          field="pricePeriod"
          error={error("pricePeriod")}
          value={v.pricePeriod}
          disabled={PERIODS_FOR[v.listingType].length < 2}
          onValue={(x) => set("pricePeriod", x as typeof v.pricePeriod)}
        >
          <ValueOptions values={PERIODS_FOR[v.listingType]} label={(p) => PERIOD_LABEL[p]} />
        </SelectField>
      </div>
      <PriceBandHint form={form} />
      {rent && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyField
              label="Service charge (per year)"
              field="serviceChargeKobo"
              error={error("serviceChargeKobo")}
              value={v.serviceCharge}
              onValue={(x) => set("serviceCharge", x)}
            />
            <MoneyField
              label="Agency fee"
              field="agencyFeeKobo"
              error={error("agencyFeeKobo")}
              hint={lawHint}
              value={v.agencyFee}
              onValue={(x) => set("agencyFee", x)}
            />
            <MoneyField
              label="Legal fee"
              field="legalFeeKobo"
              error={error("legalFeeKobo")}
              hint={lawHint}
              value={v.legalFee}
              onValue={(x) => set("legalFee", x)}
            />
            <MoneyField
              label="Caution deposit"
              field="cautionFeeKobo"
              error={error("cautionFeeKobo")}
              value={v.cautionFee}
              onValue={(x) => set("cautionFee", x)}
              hint="Refundable when the tenant moves out."
            />
          </div>
          <section aria-label="Move-in cost" className="rounded-xl bg-brand-50 p-4" aria-live="polite">
            <p className="text-sm text-brand-900">Total to move in</p>
            <p className="text-2xl font-semibold text-brand-900" data-testid="move-in-total">
              {formatNaira(cost.total)}
            </p>
            <p className="mt-1 text-xs text-brand-800">
              First year's rent {formatNaira(cost.annualRent)} + service charge, agency, legal and caution.
            </p>
          </section>
          {form.feeLaw && (
            <p className="text-sm text-ink-700">
              Lagos law caps the agency fee and the legal fee at 10% of the annual rent each (Lagos Tenancy Law 2011,
              restated by LASRERA in 2025), and bans inspection and finder's fees: a listing asking more cannot be
              published.
            </p>
          )}
          {!form.feeLaw && (cost.agencyAboveCap || cost.legalAboveCap) && cost.annualRent > 0 && (
            <Alert variant="warning" title="Fees above the usual 10%">
              {cost.agencyAboveCap && <p>The agency fee is more than {capText}.</p>}
              {cost.legalAboveCap && <p>The legal fee is more than {capText}.</p>}
              <p>
                Seekers see this mark on your listing: agency and legal fees are usually at most 10% of the annual rent.
              </p>
            </Alert>
          )}
        </>
      )}
    </div>
  );
}
