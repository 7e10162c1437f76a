// Banner ads: two live banners on every public page (a house banner and the demo brokerage's
// paid one, paid through the ledger so `npm run ledger:check` holds), a house banner on the property pages, and
// the demo company's paid banner waiting for review (the admin queue has work). Pictures are copies of seeded
// listing photos under banners/<uuid> (see images.mjs copyPictures). Idempotent: fixed ids.
import { entry } from "./money.mjs";
import { insert } from "./sql.mjs";

const DAY = 24 * 3600_000;
const uuid = (n) => `5eed0000-0000-4000-8000-0000000b00${String(n).padStart(2, "0")}`;
/** The R2 copies to make: [listing picture key, banner key]. */
export const bannerPictures = (listings) =>
  [0, 1, 2, 3].map((i) => [listings[(i * 7) % listings.length].media[0].originalKey, `banners/${uuid(i + 1)}`]);

export function bannersSql(now = Date.now()) {
  const base = {
    description: "",
    mobile_image_key: null,
    tablet_image_key: null,
    reject_reason: null,
    payment_reference: null,
    reviewed_by: "demo-superadmin",
    reviewed_at: now - DAY,
    created_at: now - 2 * DAY,
    updated_at: now - DAY,
  };
  const rows = [
    {
      ...base,
      id: "seed-banner-house-top",
      owner_id: "demo-superadmin",
      kind: "house",
      placement: "top",
      title: "Your money stays safe until you move in",
      description: "Rent and inspection fees are held in escrow on PropertyNG.",
      image_key: `banners/${uuid(1)}`,
      mobile_image_key: `banners/${uuid(1)}`,
      cta_text: "How it works",
      cta_background_color: "#ffffff",
      cta_border_color: "#ffffff",
      cta_link: "/help",
      days: 365,
      starts_at: now - DAY,
      ends_at: now + 364 * DAY,
      status: "approved",
      price_paid_kobo: 0,
      position: 2,
    },
    {
      ...base,
      id: "seed-banner-lekki",
      owner_id: "demo-brokerage",
      kind: "paid",
      placement: "top",
      title: "New 3-bedroom terraces in Lekki Phase 1",
      description: "10% deposit, 24 months to pay. Inspections every Saturday.",
      image_key: `banners/${uuid(2)}`,
      cta_text: "View homes",
      cta_background_color: "#f59e0b",
      cta_border_color: "#f59e0b",
      cta_link: "/professionals/agents/demo-brokerage",
      days: 30,
      starts_at: now - DAY,
      ends_at: now + 29 * DAY,
      status: "approved",
      price_paid_kobo: 50_000_00,
      position: 1,
    },
    {
      ...base,
      id: "seed-banner-house-search",
      owner_id: "demo-superadmin",
      kind: "house",
      placement: "search",
      title: "Every lister here is verified",
      description: "Report a listing in one tap if anything looks wrong.",
      image_key: `banners/${uuid(3)}`,
      cta_text: "Sell with us",
      cta_background_color: "#0f7a4a",
      cta_border_color: "#ffffff",
      cta_link: "/sell",
      days: 365,
      starts_at: now - DAY,
      ends_at: now + 364 * DAY,
      status: "approved",
      price_paid_kobo: 0,
      position: 1,
    },
    {
      ...base,
      id: "seed-banner-abuja",
      owner_id: "demo-company",
      kind: "paid",
      placement: "top",
      title: "Abuja Prime: serviced apartments in Maitama",
      description: "Short stays and yearly lets, 24-hour power.",
      image_key: `banners/${uuid(4)}`,
      cta_text: "See apartments",
      cta_background_color: "#ffffff",
      cta_border_color: "#0f7a4a",
      cta_link: "/professionals/agents/demo-company",
      days: 14,
      starts_at: now,
      ends_at: now + 14 * DAY,
      status: "waiting_review",
      price_paid_kobo: 27_000_00,
      reviewed_by: null,
      reviewed_at: null,
      position: 0,
    },
  ];
  const pay = (id, userId, amount, title) =>
    entry({
      id: `seed-bannerpay-${id}`,
      kind: "banner",
      userId,
      reference: id,
      memo: `Banner ad "${title}"`,
      lines: [
        [`wallet:${userId}`, -amount],
        ["system:platform_revenue", amount],
      ],
      now: now - 2 * DAY,
    });
  return [
    ...insert("banners", rows),
    ...pay("seed-banner-lekki", "demo-brokerage", 50_000_00, rows[1].title),
    ...pay("seed-banner-abuja", "demo-company", 27_000_00, rows[3].title),
  ];
}
