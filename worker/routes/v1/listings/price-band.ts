import { jsonRoute, router } from "../../../lib/openapi";
import { PRICE_BAND_RULES, priceBandAnswer, priceBandQuery } from "../../../contracts/price-band";
import { needsPriceReview, priceBands } from "../../../services/listings/price-band";

/** The fair-price band of facts typed into the listing form: it asks again as the price is typed. */
export const priceBandRoutes = router().openapi(
  jsonRoute({
    method: "get",
    path: "/prices/band",
    tags: ["Listings"],
    summary: __API_DOCS__ ? "The fair-price band for a listing's facts" : "",
    description: __API_DOCS__
      ? `What comparable listings ask: same purpose (listingType), kind family (a flat with flats, a duplex with duplexes) and bedrooms (6: six or more), live or taken off the market within the last ${PRICE_BAND_RULES.windowMonths} months, in the locality — widened to the locality above it and then the state while fewer than ${PRICE_BAND_RULES.minComparables} are found. The band is their ${PRICE_BAND_RULES.lowPercentile}th to ${PRICE_BAND_RULES.highPercentile}th percentile in the period asked (a monthly rent's band is per month); \`band\` is null with too few comparables. With \`priceKobo\`, \`band.position\` places it, and \`needsReview\` says whether it is more than ${PRICE_BAND_RULES.reviewRatio}× the band's top (such a listing waits for staff review before it goes live). Read from kept histograms, never by counting listings.`
      : "",
    query: priceBandQuery,
    response: priceBandAnswer,
  }),
  async (c) => {
    const q = c.req.valid("query");
    const [band] = await priceBands(c.var.ctx, [{ ...q, localityId: q.localityId ?? null }]);
    // Bands move with every listing published nearby: a minute at the edge is fresh enough for a form.
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ band: band ?? null, needsReview: needsPriceReview(band ?? null, q.priceKobo) }, 200);
  },
);
