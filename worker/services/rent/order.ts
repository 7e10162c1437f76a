import type { RentStatus } from "../../contracts/rent-rules";
import { RENT_RULES, RENT_STATUS_WORDS } from "../../contracts/rent-rules";
import { betweenUsers, unpaidHold, type Product, type StatusWords } from "../escrow";
import { RENT_ESCROW } from "./escrow";
import { rentLink } from "./notify";
import { rentScheduleClock } from "./periods-clock";

const DAY = 86_400_000;
const words = (s: RentStatus, next?: StatusWords["next"]): StatusWords => ({
  payer: RENT_STATUS_WORDS[s].tenant,
  payee: RENT_STATUS_WORDS[s].lister,
  ...(next ? { next } : {}),
});

/**
 * A rent agreement as the engine's product: the tenant's first year of rent and the allowed fees, held in escrow
 * for the lister until the tenant moves in. Money in once (`hold`), out once (`settle`) by whichever exit comes
 * first. Unpaid agreements lapse by the engine's sweep; the release day is the daily cron's step (./clock.ts).
 */
export const RENT_ORDER: Product<RentStatus> = {
  key: "rent",
  label: "Rent",
  table: "rent_agreements",
  spec: RENT_ESCROW,
  statuses: {
    awaiting_payment: words("awaiting_payment", { payer: "Pay the rent into escrow" }),
    held: words("held", { payer: "Confirm you have moved in, or dispute it" }),
    running: words("running", { payer: "Pay each period by its due date" }),
    disputed: words("disputed", { payer: "Add your side for PropertyNG", payee: "Add your side for PropertyNG" }),
    released: words("released"),
    refunded: words("refunded"),
    resolved: words("resolved"),
    cancelled: words("cancelled"),
    expired: words("expired"),
  },
  transitions: {
    awaiting_payment: ["held", "cancelled", "expired"],
    held: ["released", "refunded", "disputed", "running"],
    running: ["running", "released", "disputed"],
    disputed: ["resolved"],
  },
  legs: {
    "pay:*":
      "Monthly or quarterly: the next unpaid period, or several ahead, into escrow (keyed by the periods, or by the card payment's reference)",
    "release:*":
      "Monthly or quarterly: one period to the lister less commission, the first at the move-in (as a yearly rent), each later one on its due date; none while disputed",
    settle:
      "Once, whichever comes first: to the lister when the tenant confirms moving in or the release day passes undisputed; back to the tenant when the lister cancels; or as staff decide a dispute",
  },
  split:
    "Released: the lister less the platform's commission. Cancelled by the lister after payment: all back to the tenant. Disputed: what staff decide goes back to the tenant, the rest to the lister less commission.",
  // A yearly rent's card payment is the one hold; a period's names its own leg (`pay:<reference>`).
  payment: { purpose: "rent", orderKey: "agreementId", leg: (d) => (typeof d.leg === "string" ? d.leg : "hold") },
  expiry: unpaidHold(
    RENT_RULES.unpaidDays * DAY,
    `Not paid within ${RENT_RULES.unpaidDays} days: the listing is free again`,
    `An agreement the tenant does not pay within ${RENT_RULES.unpaidDays} days lapses.`,
  ),
  // Periods turn overdue, reminders and overdue notices; the releases are the daily step's (./clock.ts).
  clock: rentScheduleClock,
  list: {
    ...betweenUsers("rent_agreements o JOIN properties p ON p.id = o.property_id", "o.payer_id", "o.payee_id"),
    amountKobo: "o.total_kobo",
    title: "'Rent: ' || p.title",
    ref: "NULL",
    link: (o) => rentLink(o.id),
  },
};
