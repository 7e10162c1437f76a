// Rent through PropertyNG for the demo: Lekki Homes (lekkihomes) collects Amaka's (amaka) rent monthly on one of its
// rent listings, move-in in a week; she has not paid yet, so both see it and its schedule on /dashboard/rent and she
// can pay the first month (with the one-off fees) by card in the sandbox. The periods split the year as the app does
// (contracts/rent-rules.ts rentSchedule: whole-kobo twelfths, the last takes the remainder). The amounts are the listing's, copied as the app copies them; nothing is in the ledger
// until she pays, so `npm run ledger:check` holds.
import { addMonths, DAY, lagosDay } from "./dates.mjs";
import { q } from "./sql.mjs";

export function rentSql(now = Date.now()) {
  const id = "seed-rent-amaka";
  const moveIn = lagosDay(now + 7 * DAY);
  const release = lagosDay(now + 10 * DAY);
  const annual = "CASE price_period WHEN 'per_month' THEN price_kobo * 12 ELSE price_kobo END";
  return [
    // The lister's first rent listing whose fees are within the cap (a tenth of the year's rent each).
    `INSERT OR IGNORE INTO rent_agreements (id, property_id, payer_id, payee_id, status, move_in_on, release_on, rent_kobo, service_charge_kobo,
       agency_fee_kobo, legal_fee_kobo, caution_fee_kobo, total_kobo, commission_bps, frequency, periods, grace_days, created_at, updated_at)
     SELECT ${q(id)}, id, 'demo-seeker', owner_id, 'awaiting_payment', ${q(moveIn)}, ${q(release)}, ${annual}, service_charge_kobo,
       agency_fee_kobo, legal_fee_kobo, caution_fee_kobo,
       ${annual} + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo, 100, 'monthly', 12, 7, ${now - DAY}, ${now - DAY}
     FROM properties WHERE owner_id = 'demo-brokerage' AND listing_type = 'rent' AND status = 'active'
       AND agency_fee_kobo <= ${annual} / 10 AND legal_fee_kobo <= ${annual} / 10
       AND NOT EXISTS (SELECT 1 FROM rent_agreements WHERE id = ${q(id)})
     ORDER BY created_at, id LIMIT 1;`,
    `INSERT OR IGNORE INTO rent_events (id, agreement_id, actor_id, action, detail, created_at)
     SELECT 'seed-rent-amaka-created', id, payee_id, 'created', 'Rent agreement made: move-in on ' || move_in_on, created_at
     FROM rent_agreements WHERE id = ${q(id)};`,
    // Twelve monthly periods: whole-kobo twelfths of the year's rent and service charge, the last taking the
    // remainder, the first with the agency, legal and caution fees.
    ...Array.from({ length: 12 }, (_, i) => {
      const share = (col) => (i === 11 ? `${col} - (${col} / 12) * 11` : `${col} / 12`);
      const fees = i === 0 ? "agency_fee_kobo + legal_fee_kobo + caution_fee_kobo" : "0";
      return `INSERT OR IGNORE INTO rent_periods (id, agreement_id, seq, due_on, rent_kobo, service_charge_kobo, fees_kobo, amount_kobo, created_at, updated_at)
     SELECT ${q(`${id}-p${i + 1}`)}, id, ${i + 1}, ${q(addMonths(moveIn, i))}, ${share("rent_kobo")}, ${share("service_charge_kobo")}, ${fees},
       ${share("rent_kobo")} + ${share("service_charge_kobo")} + ${fees}, created_at, created_at
     FROM rent_agreements WHERE id = ${q(id)} AND frequency = 'monthly';`;
    }),
  ];
}
