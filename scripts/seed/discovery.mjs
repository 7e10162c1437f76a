// Demo discovery content: property requests from seekers and the standard account, so a brokerage's
// /dashboard/property-requests shows real requests to answer, and saved searches for Amaka (one with daily alerts,
// saved two weeks ago, so the next 07:00 cron mails her the Lekki matches listed since). Idempotent: stable ids, INSERT OR IGNORE.
import { insert, q } from "./sql.mjs";

const DAY = 86_400_000;
const lagosDate = (ms) => new Date(ms + 3_600_000).toISOString().slice(0, 10);

// [id, user, intent, state slug, locality name | null, type id | null, bedrooms | null, budget ₦, days to move in | null, notes, days ago]
const REQUESTS = [
  [
    "seed-request-01",
    "demo-standard",
    "rent",
    "lagos",
    "Lekki Phase 1",
    8,
    3,
    4_500_000,
    45,
    "Family of four. Close to a good primary school, with a BQ if possible and steady water.",
    1,
  ],
  [
    "seed-request-02",
    "seed-reviewer-01",
    "rent",
    "lagos",
    "Yaba",
    9,
    1,
    1_500_000,
    20,
    "Mini flat for a young professional near the Third Mainland Bridge. Prepaid meter, please.",
    2,
  ],
  [
    "seed-request-03",
    "seed-reviewer-02",
    "buy",
    "federal-capital-territory",
    "Gwarinpa",
    4,
    3,
    65_000_000,
    null,
    "Detached bungalow with C of O or Governor's Consent. Ready to inspect on weekends.",
    3,
  ],
  [
    "seed-request-04",
    "demo-standard",
    "short_stay",
    "lagos",
    "Victoria Island",
    8,
    2,
    120_000,
    10,
    "Three nights for a family wedding, serviced apartment with 24-hour power.",
    4,
  ],
  [
    "seed-request-05",
    "seed-reviewer-03",
    "buy",
    "lagos",
    "Ibeju-Lekki",
    15,
    null,
    30_000_000,
    null,
    "A plot (600 sqm) with Excision or Gazette. No omonile wahala.",
    6,
  ],
  [
    "seed-request-06",
    "seed-reviewer-04",
    "rent",
    "federal-capital-territory",
    "Wuse 2",
    8,
    2,
    3_500_000,
    30,
    "Two bedroom flat in a serviced estate, walking distance to Banex.",
    8,
  ],
];

const SAVED = [
  {
    id: "seed-saved-search-01",
    name: "3-bed in Lekki under ₦5m",
    listing_type: "rent",
    filter: { state: "lagos", locality: "lekki", minBedrooms: 3, maxPriceKobo: 5_000_000_00 },
    alerts: 1,
    days: 14,
  },
  {
    id: "seed-saved-search-02",
    name: "Short stays in Lagos",
    listing_type: "short_stay",
    filter: { state: "lagos" },
    alerts: 0,
    days: 10,
  },
];

export function discoverySql() {
  const now = Date.now();
  const out = [];
  for (const [id, user, intent, state, locality, type, beds, budget, moveIn, notes, ago] of REQUESTS) {
    const at = now - ago * DAY;
    const localitySql = locality
      ? `(SELECT l.id FROM localities l JOIN states s ON s.id = l.state_id WHERE s.slug = ${q(state)} AND l.name = ${q(locality)} ORDER BY l.id LIMIT 1)`
      : "NULL";
    out.push(`INSERT OR IGNORE INTO property_requests (id, user_id, intent, state_id, locality_id, type_id, bedrooms, budget_kobo, move_in_date, notes, status, created_at, updated_at)
SELECT ${q(id)}, ${q(user)}, ${q(intent)}, s.id, ${localitySql}, ${type ?? "NULL"}, ${beds ?? "NULL"}, ${budget * 100}, ${q(moveIn === null ? null : lagosDate(now + moveIn * DAY))}, ${q(notes)}, 'open', ${at}, ${at}
FROM states s WHERE s.slug = ${q(state)} AND EXISTS (SELECT 1 FROM users WHERE id = ${q(user)});`);
  }
  out.push(
    ...insert(
      "saved_searches",
      SAVED.map((s) => ({
        id: s.id,
        user_id: "demo-seeker",
        name: s.name,
        listing_type: s.listing_type,
        filter: JSON.stringify(s.filter),
        sort_by: null,
        alerts: s.alerts,
        since: now - s.days * DAY,
        last_alert_at: null,
        created_at: now - s.days * DAY,
        updated_at: now - s.days * DAY,
      })),
    ),
  );
  return out;
}
