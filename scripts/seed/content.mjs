import { insert } from "./sql.mjs";

const terms = `<h2>Terms of use</h2><p>PropertyNG connects people looking for homes, land and short stays in Nigeria with verified brokerages, companies and developers.</p><h3>Listings</h3><p>Listers must only publish properties they are authorised to let or sell, with true prices, fees and title documents. Listings not confirmed as available for 30 days are hidden from search.</p><h3>Payments</h3><p>Inspection fees and bookings paid on PropertyNG are held in escrow until the inspection or stay happens. Never pay an inspection fee or deposit outside the platform.</p><h3>Reports</h3><p>Report a listing that looks fake. Listers with upheld reports lose the right to list.</p>`;
const privacy = `<h2>Privacy policy</h2><p>We collect your name, email, phone number and what you do on PropertyNG to run your account, show relevant properties and keep the marketplace safe.</p><p>We never sell your data. Identity documents you upload for verification are stored privately and seen only by our verification team.</p><p>You can delete your account at any time from your profile; records that the law requires us to keep for payments are kept without your personal details. See /data-deletion.</p>`;

export function contentSql() {
  const now = Date.now();
  return insert("website_content", [
    { key: "terms-of-use", title: "Terms of use", content: terms, updated_at: now },
    { key: "privacy-policy", title: "Privacy policy", content: privacy, updated_at: now },
  ]);
}
