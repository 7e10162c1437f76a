import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { HOME_CATEGORY_IDS } from "@contracts/listing-rules";
import { PRICE_BAND_RULES, type PriceBandQuery } from "@contracts/price-band";
import { client, queryOptions, unwrap } from "../../lib/client";
import { formatNaira, periodSuffix } from "../../lib/format";
import { Alert } from "../../components/ui/alert";
import { BandMarker, bandSentence } from "../listings/price-band";
import { SelectField, type EditorForm } from "./fields";
import { nairaToKobo } from "./money";

type BandQuery = PriceBandQuery;

/** The band of the form's facts; idle until they name a type, a state and (for homes) bedrooms. */
export const priceBandQuery = (query: BandQuery | null) =>
  queryOptions({
    queryKey: ["prices", "band", query] as const,
    queryFn: () =>
      query
        ? unwrap(client.GET("/v1/prices/band", { params: { query } }), { silent: true })
        : Promise.resolve({ band: null, needsReview: false }),
    enabled: query !== null,
    staleTime: 60_000,
  });

/** The value after it has stopped changing for `ms`: the band is asked for once the lister pauses typing. */
function useSettled<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Under the price: what similar homes nearby ask, where the typed price sits, and the warning that a price more than
 * PRICE_BAND_RULES.reviewRatio × the band's top waits for review. Homes need their bedrooms to be compared: asked
 * here when the features step has not been filled yet (the same form value).
 */
export function PriceBandHint({ form }: { form: EditorForm }) {
  const { values: v, set } = form;
  const home = (HOME_CATEGORY_IDS as readonly number[]).includes(v.categoryId) || v.listingType === "short_stay";
  const beds = v.bedrooms === "" ? null : Number(v.bedrooms);
  const kobo = nairaToKobo(v.price);
  const query = useSettled<BandQuery | null>(
    v.typeId > 0 && v.stateId > 0 && (!home || (beds !== null && beds > 0))
      ? {
          listingType: v.listingType,
          typeId: v.typeId,
          bedrooms: beds ?? 0,
          stateId: v.stateId,
          ...(v.localityId > 0 ? { localityId: v.localityId } : {}),
          pricePeriod: v.pricePeriod,
          ...(kobo !== null && !Number.isNaN(kobo) && kobo >= 100_00 ? { priceKobo: kobo } : {}),
        }
      : null,
  );
  const q = useQuery({ ...priceBandQuery(query), placeholderData: keepPreviousData });

  if (v.typeId <= 0 || v.stateId <= 0) return null;
  if (home && (beds === null || beds <= 0))
    return (
      <div className="rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm text-ink-700">
        <p className="mb-2">Say how many bedrooms to see what similar homes nearby ask.</p>
        <SelectField label="Bedrooms" field="bedrooms" value={v.bedrooms} onValue={(x) => set("bedrooms", x)}>
          <option value="">Choose</option>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={String(n)}>
              {n === 6 ? "6 or more" : n}
            </option>
          ))}
        </SelectField>
      </div>
    );
  return (
    <div aria-live="polite" data-testid="price-band-hint" className="space-y-2 text-sm">
      {q.isPending ? (
        <p className="text-ink-600">Checking what similar homes nearby ask…</p>
      ) : q.isError ? (
        <p className="text-ink-600">The fair-price band could not be loaded just now; you can still publish.</p>
      ) : !q.data.band ? (
        <p className="text-ink-600">
          Fewer than {PRICE_BAND_RULES.minComparables} similar listings nearby: no fair-price band to show yet.
        </p>
      ) : (
        <>
          <p className="text-ink-700">
            <BandMarker position={q.data.band.position} className="mr-1.5" />
            {bandSentence(q.data.band)}
          </p>
          {q.data.needsReview && (
            <Alert variant="warning" title="This price is well above similar homes">
              It is more than {PRICE_BAND_RULES.reviewRatio}× the band's top ({formatNaira(q.data.band.highKobo)}
              {periodSuffix(q.data.band.pricePeriod)}). Listings priced like this are checked by our team before they go
              live.
            </Alert>
          )}
        </>
      )}
    </div>
  );
}
