// Stay settings for the demo short-stay listings, so `npm start` shows bookable stays.
import { randomBytes } from "node:crypto";
import { insert } from "./sql.mjs";

const POLICIES = ["flexible", "moderate", "strict"];

/** One stay_settings row per short-stay listing: nights, guests, a cleaning fee and a policy derived from the listing. */
export function staysSql(listings, now = Date.now()) {
  const rows = listings
    .filter((l) => l.listingType === "short_stay")
    .map((l, i) => {
      const nightly = l.row.price_kobo;
      return {
        property_id: l.id,
        nightly_price_kobo: null,
        min_nights: i % 3 === 0 ? 2 : 1,
        max_nights: 30,
        max_guests: Math.min(12, Math.max(2, (l.row.bedrooms || 1) * 2)),
        // About a tenth of a night, in whole ₦500s.
        cleaning_fee_kobo: Math.max(5_000_00, Math.round(nightly / 10 / 500_00) * 500_00),
        caution_kobo: null,
        policy: POLICIES[i % 3],
        check_in_time: "14:00",
        check_out_time: "12:00",
        ical_token: randomBytes(18).toString("base64url"),
        updated_at: now,
      };
    });
  return insert("stay_settings", rows);
}
