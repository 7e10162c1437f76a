import { expect } from "vitest";
import { env } from "cloudflare:workers";
import { call, makeUser, signIn } from "./helpers";
import { ctx, fundWallet } from "./money-helpers";
import { developer, newProject } from "./projects-fixtures";
import { sweepProduct } from "../../worker/services/escrow";
import { INSTALMENT_ORDER } from "../../worker/services/projects/instalment-order";
import { lagosAt } from "../../worker/contracts/lagos-time";

/**
 * Shared set-up of the instalment plan tests: a verified developer's project on a plan with stated terms and
 * milestones, a buyer with money, a reservation the developer confirmed, and the plan's clock at a chosen time.
 *
 * The unit costs ₦13,000,000 with a 30% deposit (₦3,900,000): the balance ₦9,100,000 plus a 0% fee is 12 monthly
 * instalments of ₦758,333, the last ₦758,337 (whole naira; the last takes the rounding).
 */
export const PRICE_NAIRA = 13_000_000;
export const key = () => `k-${crypto.randomUUID()}`;

export async function planProject(over: Record<string, unknown> = {}) {
  const dev = await developer();
  const p = await newProject(dev.token, {
    depositPercent: 30,
    instalments: 12,
    periodMonths: 12,
    planInterval: "monthly",
    planFeePercent: 0,
    planGraceDays: 5,
    planDefaultAfter: 2,
    planRefundPercent: 80,
    milestones: [
      { name: "Foundation", sharePercent: 20 },
      { name: "Roofing", sharePercent: 30 },
      { name: "Handover", sharePercent: 100 },
    ],
    properties: [{ categoryId: 2, type: "3-bedroom terrace", bedrooms: 3, price: PRICE_NAIRA, unitsTotal: 5 }],
    ...over,
  });
  return { dev, project: p, unitId: p.data.properties[0].id as string };
}

export async function buyer(funds: number) {
  const u = await makeUser({ accountType: "standard", phone: "08031234567", smsNotifications: true });
  if (funds) await fundWallet(u.id, funds);
  return { user: u, token: (await signIn(u)).token };
}

/** A buyer reserves (wallet) and the developer confirms: the plan is running. Answers the plan. */
export async function runningPlan(funds = 20_000_000_00, over: Record<string, unknown> = {}) {
  const s = await planProject(over);
  const b = await buyer(funds);
  const r = await call("POST", "/v1/secure/project-reservations", {
    token: b.token,
    body: { unitId: s.unitId, payWith: "wallet" },
    headers: { "idempotency-key": key() },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  const planId = r.json.data.planId as string;
  expect(planId).toBeTruthy();
  const ok = await call("POST", `/v1/secure/project-reservations/${r.json.data.id}/confirm`, { token: s.dev.token });
  expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  const plan = await call("GET", `/v1/secure/instalment-plans/${planId}`, { token: b.token });
  expect(plan.status).toBe(200);
  return { ...s, b, reservationId: r.json.data.id as string, planId, plan: plan.json.data };
}

export const pay = (token: string, planId: string, body: Record<string, unknown>, idem = key()) =>
  call("POST", `/v1/secure/instalment-plans/${planId}/pay`, { token, body, headers: { "idempotency-key": idem } });

/** The plan's clock at 09:00 Lagos on `day` (YYYY-MM-DD). */
export const clockOn = (day: string) => sweepProduct({ ...ctx(), now: lagosAt(day, "09:00") }, INSTALMENT_ORDER);

export async function planMoney(planId: string) {
  return (await env.DB.prepare(
    "SELECT status, paid_kobo, held_kobo, released_kobo, refunded_kobo FROM instalment_plans WHERE id = ?",
  )
    .bind(planId)
    .first<{ status: string; paid_kobo: number; held_kobo: number; released_kobo: number; refunded_kobo: number }>())!;
}

/** Escrow's balance: every test leaves it equal to the sum of what open orders hold, checked per plan here. */
export async function escrowLinesOf(planId: string) {
  const r = await env.DB.prepare(
    `SELECT COALESCE(SUM(l.amount_kobo), 0) AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
     WHERE e.reference = ? AND l.account_id = 'system:escrow' AND e.kind IN ('instalment_hold', 'instalment_settle')`,
  )
    .bind(planId)
    .first<{ n: number }>();
  return r!.n;
}

export async function staff(permissions = ["CAN_VIEW_PROJECT"]) {
  const u = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { user: u, token: (await signIn(u)).token };
}
