// A running instalment plan for the demo: Tunde (demo-standard) reserved a terrace at Greenfield Court 95 days
// ago, the developer (Greenfield Homes, username greenfield) confirmed it, three monthly instalments are paid and
// held in escrow, and staff approved the Foundations milestone, which released its 20% of what was held then.
// The money goes through the ledger's tables with the keys the app uses, so `npm run ledger:check` holds; Tunde's
// wallet is credited exactly what the plan took, so his balance stays the demo's ₦250,000.
import { entry } from "./money.mjs";
import { DEMO_PASSWORD } from "./users.mjs";
import { GREENFIELD, uuid } from "./projects.mjs";
import { addMonths, DAY, lagosDay } from "./dates.mjs";
import { hashPassword, insert, q } from "./sql.mjs";

const BUYER = "demo-standard";
const PRICE = 36_000_000_00;
const DEPOSIT = 10_800_000_00;
const EACH = 2_100_000_00;
const BPS = 250;

/** Greenfield Homes, the developer of the plan: before the projects (their owner must exist). */
export function greenfieldUserSql(now = Date.now()) {
  return insert("users", [
    {
      id: GREENFIELD,
      first_name: "Kelechi",
      last_name: "Nwosu",
      email: "kelechi@greenfieldhomes.demo.ng",
      username: "greenfield",
      phone: "+2348091234567",
      password_hash: hashPassword(DEMO_PASSWORD),
      account_type: "developer",
      admin_access: false,
      kyc_verified: true,
      company_reg_number: "RC 1987654",
      company_reg_verified: true,
      company_name: "Greenfield Homes Ltd",
      status: "active",
      created_at: now - 200 * DAY,
      updated_at: now,
    },
  ]);
}

/** After the projects: the reservation, its plan and schedule, the release, and their ledger entries. */
export function instalmentsSql(now = Date.now()) {
  const projectId = uuid("greenfield-court");
  const unitId = uuid("greenfield-court:unit:0");
  const reservationId = uuid("greenfield-court:reservation:tunde");
  const planId = uuid("greenfield-court:plan:tunde");
  const milestoneId = uuid("greenfield-court:milestone:0");
  const reservedAt = now - 95 * DAY;
  const confirmedAt = reservedAt + 2 * DAY;
  const start = lagosDay(reservedAt);
  const paid = 3;
  const schedule = Array.from({ length: 12 }, (_, i) => {
    const dueOn = addMonths(start, i + 1);
    const paidAt = i < paid ? Date.parse(`${dueOn}T08:00:00Z`) - 2 * DAY : null;
    return {
      id: uuid(`greenfield-court:plan:tunde:${i + 1}`),
      plan_id: planId,
      seq: i + 1,
      due_on: dueOn,
      amount_kobo: EACH,
      status: i < paid ? "paid" : dueOn < lagosDay(now) ? "overdue" : "due",
      paid_at: paidAt,
      paid_with: i < paid ? "wallet" : null,
      entry_id: i < paid ? `seed-instalment-${i + 1}` : null,
      reminded: null,
      updated_at: paidAt ?? reservedAt,
    };
  });
  const release = Math.floor((EACH * 20) / 100);
  const releaseCut = Math.floor((release * BPS) / 10_000);
  const depositCut = Math.floor((DEPOSIT * BPS) / 10_000);
  // Ledger times are a day ago, after every other seed entry of these wallets, so running balances stay in order.
  let t = now - DAY;
  const at = () => (t += 1000);
  const wallet = (id) => `wallet:${id}`;
  const money = [
    `INSERT INTO ledger_accounts (id, kind, user_id, balance_kobo, created_at, updated_at) VALUES ('system:escrow', 'escrow', NULL, 0, ${now}, ${now}) ON CONFLICT (id) DO NOTHING;`,
    `INSERT INTO ledger_accounts (id, kind, user_id, balance_kobo, created_at, updated_at) VALUES (${q(wallet(GREENFIELD))}, 'wallet', ${q(GREENFIELD)}, 0, ${now}, ${now}) ON CONFLICT (id) DO NOTHING;`,
    ...entry({
      id: "seed-instalments-credit",
      kind: "demo_credit",
      userId: BUYER,
      memo: "Sandbox credit (demo): the deposit and three instalments",
      lines: [
        [wallet(BUYER), DEPOSIT + paid * EACH],
        ["system:provider_clearing", -(DEPOSIT + paid * EACH)],
      ],
      now: at(),
    }),
    ...entry({
      id: "seed-instalments-deposit",
      idemKey: `project:hold:${reservationId}`,
      kind: "project_hold",
      userId: BUYER,
      reference: reservationId,
      memo: "Reservation deposit held in escrow: 3-bedroom terrace, Greenfield Court, Ibeju-Lekki",
      lines: [
        [wallet(BUYER), -DEPOSIT],
        ["system:escrow", DEPOSIT],
      ],
      now: at(),
    }),
    ...entry({
      id: "seed-instalments-confirm",
      idemKey: `project:settle:${reservationId}`,
      kind: "project_settle",
      userId: BUYER,
      reference: reservationId,
      memo: "Reservation confirmed: deposit released to the developer less commission",
      lines: [
        ["system:escrow", -DEPOSIT],
        [wallet(GREENFIELD), DEPOSIT - depositCut],
        ["system:platform_revenue", depositCut],
      ],
      now: at(),
    }),
    ...schedule.slice(0, paid).flatMap((r) =>
      entry({
        id: r.entry_id,
        idemKey: `instalment:pay:${r.seq}:${planId}`,
        kind: "instalment_hold",
        userId: BUYER,
        reference: planId,
        memo: `Instalment plan: instalment ${r.seq} of 12 held in escrow`,
        lines: [
          [wallet(BUYER), -EACH],
          ["system:escrow", EACH],
        ],
        now: at(),
      }),
    ),
    ...entry({
      id: "seed-instalments-release",
      idemKey: `instalment:release:${milestoneId}:${planId}`,
      kind: "instalment_settle",
      userId: BUYER,
      reference: planId,
      memo: 'Milestone "Foundations": 20% of the instalments held released to the developer less commission',
      lines: [
        ["system:escrow", -release],
        [wallet(GREENFIELD), release - releaseCut],
        ["system:platform_revenue", releaseCut],
      ],
      now: at(),
    }),
  ];
  const event = (k, action, detail, when, orderId = planId) => ({
    id: uuid(`greenfield-court:event:${k}`),
    project_id: projectId,
    order_id: orderId,
    actor_id: action.startsWith("milestone") ? null : action === "reservation_confirmed" ? GREENFIELD : BUYER,
    action,
    detail,
    created_at: when,
  });
  return [
    ...insert("project_reservations", [
      {
        id: reservationId,
        project_id: projectId,
        unit_id: unitId,
        seeker_id: BUYER,
        developer_id: GREENFIELD,
        status: "confirmed",
        deposit_kobo: DEPOSIT,
        commission_bps: BPS,
        pay_with: "wallet",
        payment_reference: null,
        paid_at: reservedAt,
        decided_at: confirmedAt,
        decided_by: GREENFIELD,
        created_at: reservedAt,
        updated_at: confirmedAt,
      },
    ]),
    ...insert("instalment_plans", [
      {
        id: planId,
        reservation_id: reservationId,
        project_id: projectId,
        payer_id: BUYER,
        payee_id: GREENFIELD,
        status: "active",
        interval: "monthly",
        instalments: 12,
        fee_percent: 0,
        grace_days: 7,
        default_after: 2,
        refund_percent: 80,
        commission_bps: BPS,
        total_kobo: PRICE - DEPOSIT,
        paid_kobo: paid * EACH,
        held_kobo: paid * EACH - release,
        released_kobo: release,
        refunded_kobo: 0,
        created_at: reservedAt,
        updated_at: now,
      },
    ]),
    ...insert("instalments", schedule),
    ...money,
    ...insert("instalment_releases", [
      {
        plan_id: planId,
        milestone_id: milestoneId,
        amount_kobo: release,
        entry_id: "seed-instalments-release",
        created_at: t,
      },
    ]),
    ...insert("project_events", [
      event(
        "reserved",
        "reserved",
        "3-bedroom terrace: deposit ₦10,800,000 paid from wallet",
        reservedAt,
        reservationId,
      ),
      event(
        "confirmed",
        "reservation_confirmed",
        "Deposit ₦10,530,000 released to the developer",
        confirmedAt,
        reservationId,
      ),
      ...schedule
        .slice(0, paid)
        .map((r) =>
          event(
            `paid-${r.seq}`,
            "instalment_paid",
            `Instalment ${r.seq}: ₦2,100,000 held in escrow (wallet)`,
            r.paid_at,
          ),
        ),
      event(
        "release",
        "milestone_released",
        "Foundations approved: 20% of ₦2,100,000 held, ₦420,000, released to the developer",
        now - 45 * DAY,
      ),
    ]),
  ];
}
