import { jsonRoute, router } from "../../../lib/openapi";
import { priceBandAnswer, priceBandQuery } from "../../../contracts/price-band";
import { needsPriceReview, priceBands } from "../../../services/listings/price-band";

/** The fair-price band of facts typed into the listing form: it asks again as the price is typed. */
export const priceBandRoutes = router().openapi(
  jsonRoute({ method: "get", path: "/prices/band", query: priceBandQuery, response: priceBandAnswer }),
  async (c) => {
    const q = c.req.valid("query");
    const [band] = await priceBands(c.var.ctx, [{ ...q, localityId: q.localityId ?? null }]);
    // Bands move with every listing published nearby: a minute at the edge is fresh enough for a form.
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ band: band ?? null, needsReview: needsPriceReview(band ?? null, q.priceKobo) }, 200);
  },
);
