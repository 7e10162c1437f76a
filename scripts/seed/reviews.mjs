// Demo reviews: a few seekers with completed inspections review the demo brokerage, company and agent
// and some of their listings, so the directory and agent pages show real content. Localities of focus too.
// Idempotent: stable ids, INSERT OR IGNORE; review_stats is recomputed from the rows at the end.
import { hashPassword, insert, q } from "./sql.mjs";
import { DEMO_PASSWORD } from "./users.mjs";

const DAY = 86_400_000;
const REVIEWERS = [
  { id: "seed-reviewer-01", first_name: "Chinedu", last_name: "Okafor" },
  { id: "seed-reviewer-02", first_name: "Halima", last_name: "Yusuf" },
  { id: "seed-reviewer-03", first_name: "Segun", last_name: "Alade" },
  { id: "seed-reviewer-04", first_name: "Ifeoma", last_name: "Nwankwo" },
];

// [reviewer, agent, rating, text, reply?]
const REVIEWS = [
  [
    "seed-reviewer-01",
    "demo-brokerage",
    5,
    "Bola showed us three flats in Lekki Phase 1 in one afternoon and was honest about the flooding on one street. We took the second one.",
    "Thank you Chinedu, enjoy the new place!",
  ],
  [
    "seed-reviewer-02",
    "demo-brokerage",
    4,
    "Punctual and knew the estate well. The service charge was higher than listed, but he explained why.",
    null,
  ],
  [
    "seed-reviewer-03",
    "demo-brokerage",
    5,
    "Smooth inspection, the code system worked and the fee was released only after the viewing.",
    null,
  ],
  [
    "seed-reviewer-01",
    "demo-company",
    4,
    "Good apartment in Wuse 2, exactly like the pictures. Took a day to confirm the slot.",
    "We have added more inspection slots on weekends. Thank you!",
  ],
  [
    "seed-reviewer-04",
    "demo-company",
    3,
    "The flat was fine but the generator was not working on the day we inspected.",
    null,
  ],
  ["seed-reviewer-02", "demo-agent", 2, "Came 40 minutes late and did not have the keys for the boys' quarters.", null],
  ["seed-reviewer-04", "demo-agent", 4, "Friendly and answered all our questions about the area.", null],
];

// Localities of focus by name within a state slug.
const FOCUS = [
  ["demo-brokerage", "lagos", ["Lekki", "Ikoyi", "Victoria Island", "Ajah"]],
  ["demo-company", "federal-capital-territory", ["Maitama", "Wuse 2", "Gwarinpa", "Asokoro"]],
  ["demo-agent", "lagos", ["Yaba", "Surulere", "Ikeja"]],
];

export function reviewsSql() {
  const now = Date.now();
  const hash = hashPassword(DEMO_PASSWORD);
  const users = REVIEWERS.map((r, i) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: `${r.first_name.toLowerCase()}.${r.last_name.toLowerCase()}@reviewer.demo.ng`,
    username: `reviewer${i + 1}`,
    phone: null,
    password_hash: hash,
    account_type: "seeker",
    status: "active",
    created_at: now - 200 * DAY,
    updated_at: now,
  }));
  const out = [...insert("users", users)];
  REVIEWS.forEach(([reviewer, agent, rating, text, reply], i) => {
    const booking = `seed-inspection-${String(i + 1).padStart(2, "0")}`;
    const at = now - (30 - i * 3) * DAY;
    // The agent's Nth active listing hosts the inspection; the review is of the agent, and of the listing for every other one.
    out.push(`INSERT OR IGNORE INTO inspection_bookings (id, property_id, seeker_id, agent_id, slot_start, status, fee_kobo, commission_bps, pay_with, code, paid_at, confirmed_at, initiated_at, created_at, updated_at)
SELECT ${q(booking)}, p.id, ${q(reviewer)}, ${q(agent)}, ${at}, 'completed', 500000, 1000, 'wallet', '000000', ${at - DAY}, ${at - DAY}, ${at}, ${at - 2 * DAY}, ${at}
FROM properties p WHERE p.owner_id = ${q(agent)} AND p.status = 'active' ORDER BY p.id LIMIT 1 OFFSET ${i % 3};`);
    const subjects =
      i % 2 === 0
        ? [
            ["agent", q(agent)],
            ["property", `(SELECT property_id FROM inspection_bookings WHERE id = ${q(booking)})`],
          ]
        : [["agent", q(agent)]];
    for (const [type, subjectSql] of subjects) {
      const id = `seed-review-${String(i + 1).padStart(2, "0")}-${type}`;
      out.push(`INSERT OR IGNORE INTO reviews (id, subject_type, subject_id, reviewee_id, reviewer_id, rating, body, interaction_kind, interaction_id, status, published_at, reply, replied_at, created_at, updated_at)
SELECT ${q(id)}, ${q(type)}, ${subjectSql}, ${q(agent)}, ${q(reviewer)}, ${rating}, ${q(text)}, 'inspection', ${q(booking)}, 'published', ${at + DAY}, ${q(type === "agent" ? reply : null)}, ${reply && type === "agent" ? at + 2 * DAY : "NULL"}, ${at + DAY}, ${at + DAY}
WHERE EXISTS (SELECT 1 FROM inspection_bookings WHERE id = ${q(booking)});`);
    }
  });
  for (const [user, stateSlug, names] of FOCUS) {
    out.push(`INSERT OR IGNORE INTO agent_localities (user_id, locality_id) SELECT ${q(user)}, l.id FROM localities l JOIN states s ON s.id = l.state_id
WHERE s.slug = ${q(stateSlug)} AND l.name IN (${names.map(q).join(", ")}) AND EXISTS (SELECT 1 FROM users WHERE id = ${q(user)});`);
  }
  const stars = [1, 2, 3, 4, 5].map((n) => `SUM(status = 'published' AND rating = ${n})`).join(", ");
  out.push(`INSERT OR REPLACE INTO review_stats (subject_type, subject_id, count, total, average, star1, star2, star3, star4, star5, updated_at)
SELECT subject_type, subject_id, SUM(status = 'published'), SUM(CASE WHEN status = 'published' THEN rating ELSE 0 END), COALESCE(ROUND(AVG(CASE WHEN status = 'published' THEN rating END), 2), 0), ${stars}, ${now}
FROM reviews GROUP BY subject_type, subject_id;`);
  return out;
}
