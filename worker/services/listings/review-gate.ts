import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { properties } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { TRUSTED_AFTER } from "../../contracts/listing-rules";
import type { PropertyInput } from "../../contracts/listing-input";
import type { PriceBand } from "../../contracts/price-band";
import { priceBands, reviewLimit } from "./price-band";

export { TRUSTED_AFTER };

/**
 * Trust before money moves: a new or unverified lister's first listings wait for a moderator
 * before going live. A lister publishes at once when verified (KYC), or once `TRUSTED_AFTER` of their
 * listings have been live; otherwise the listing is `pending_review`, out of search, until staff approve it
 * (POST /admin/api/listings/{id}/approve). One guarded UPDATE at the end of the write's batch decides, on the
 * rows as they are then (never on an earlier read).
 */
export const holdForReviewUnlessTrusted = (ctx: ServiceCtx, propertyId: string, writeId: string) =>
  ctx.db
    .update(properties)
    .set({ status: "pending_review" })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.writeId, writeId),
        eq(properties.status, "active"),
        sql`not exists (select 1 from users u where u.id = ${properties.ownerId} and u.kyc_verified = 1)`,
        sql`(select count(*) from properties o where o.owner_id = ${properties.ownerId} and o.id <> ${propertyId} and o.status in ('active', 'deactivated')) < ${TRUSTED_AFTER}`,
      ),
    );

/**
 * The fair-price band an edit or a new listing is checked against (services/listings/price-band.ts), for listings
 * that go or stay live; with `id`, the listing's own row is taken out of its comparables and its current price read.
 */
export async function priceCheck(ctx: ServiceCtx, input: PropertyInput, id?: string) {
  const self = id
    ? await ctx.db
        .select({
          status: properties.status,
          flaggedDuplicate: properties.flaggedDuplicate,
          confirmedAt: properties.confirmedAt,
          updatedAt: properties.updatedAt,
          priceKobo: properties.priceKobo,
          pricePeriod: properties.pricePeriod,
          listingType: properties.listingType,
          typeId: properties.typeId,
          bedrooms: properties.bedrooms,
          stateId: properties.stateId,
          localityId: properties.localityId,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .get()
    : undefined;
  const [band] = await priceBands(ctx, [
    {
      listingType: input.listingType,
      typeId: input.typeId,
      bedrooms: input.bedrooms,
      stateId: input.stateId,
      localityId: input.localityId ?? null,
      pricePeriod: input.pricePeriod,
      priceKobo: input.priceKobo,
      // The listing as stored is taken out of its comparables (where its stored facts put it in these histograms).
      ...(self ? { self } : {}),
    },
  ]);
  const priceChanged = !self || self.priceKobo !== input.priceKobo || self.pricePeriod !== input.pricePeriod;
  return { band: band ?? null, priceChanged };
}

/**
 * A price more than PRICE_BAND_RULES.reviewRatio × the band's top waits for staff, who see the band and its
 * comparables in the review queue; `price_hold_top_kobo` keeps the top it was held under (the queue's reason). A
 * listing already waiting keeps or loses the reason with its new price. The price is compared as written, in the
 * write's own batch.
 */
export const holdForPriceReview = (ctx: ServiceCtx, propertyId: string, writeId: string, band: PriceBand) =>
  ctx.db
    .update(properties)
    .set({ status: "pending_review", priceHoldTopKobo: band.highKobo })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.writeId, writeId),
        inArray(properties.status, ["active", "pending_review"]),
        gt(properties.priceKobo, reviewLimit(band)),
        eq(properties.pricePeriod, band.pricePeriod),
      ),
    );
