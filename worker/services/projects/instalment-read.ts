/**
 * Reading instalment plans: the buyer's (and the developer team's) view of one plan with its schedule, receipts and
 * milestones; the developer's money per buyer; staff's report. Every read is scoped by who asks in its WHERE.
 */
import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import {
  INSTALMENT_MESSAGES as M,
  INSTALMENT_PLAN_STATUSES,
  INSTALMENT_STATUSES,
  PLAN_STATUS_WORDS,
  planPolicyWords,
} from "../../contracts/instalments";
import { lagosDay } from "../../contracts/lagos-time";
import { all, countRows, figures, first, q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { sideMoneyTotals } from "../escrow";
import { numberedPageMeta, numberedSqlPage, sqlFilter } from "../platform/paging";
import { actingDeveloper } from "./access";
import { PAYABLE, OPEN, planRow } from "./instalment-escrow";
import { milestonesOf } from "./plan-terms";
import { fullName } from "../../contracts/names";

const Info = z.object({
  reservation_status: z.string(),
  deposit_percent: z.number(),
  deposit_kobo: z.number(),
  project_name: z.string(),
  unit_type: z.string(),
  price_kobo: z.number(),
  first_name: z.string(),
  last_name: z.string().nullable(),
});
const Instalment = z.object({
  seq: z.number(),
  due_on: z.string(),
  amount_kobo: z.number(),
  status: z.enum(INSTALMENT_STATUSES),
  paid_at: z.number().nullable(),
  paid_with: z.string().nullable(),
  entry_id: z.string().nullable(),
});

/** The plan as its buyer or its developer's team sees it; anyone else gets a 404. */
export async function planView(ctx: ServiceCtx, user: AuthUser, planId: string) {
  const plan = await planRow(ctx, planId);
  if (!plan) throw new ApiError(404, M.planGone);
  let role: "payer" | "payee" = "payer";
  if (plan.payer_id !== user.id) {
    const acting = await actingDeveloper(ctx, user).catch(() => null);
    if (acting?.developerId !== plan.payee_id) throw new ApiError(404, M.planGone);
    role = "payee";
  }
  const [info, rows, milestones, releases] = await Promise.all([
    first(
      q(
        ctx,
        `SELECT r.status AS reservation_status, p.deposit_percent, r.deposit_kobo, p.name AS project_name, u.type AS unit_type, u.price_kobo, s.first_name, s.last_name
         FROM project_reservations r JOIN projects p ON p.id = r.project_id JOIN project_units u ON u.id = r.unit_id JOIN users s ON s.id = r.seeker_id
         WHERE r.id = ?`,
        plan.reservation_id,
      ),
      Info,
    ),
    all(
      q(
        ctx,
        "SELECT seq, due_on, amount_kobo, status, paid_at, paid_with, entry_id FROM instalments WHERE plan_id = ? ORDER BY seq",
        plan.id,
      ),
      Instalment,
    ),
    milestonesOf(ctx, plan.project_id),
    all(
      q(ctx, "SELECT milestone_id, amount_kobo FROM instalment_releases WHERE plan_id = ?", plan.id),
      z.object({ milestone_id: z.string(), amount_kobo: z.number() }),
    ),
  ]);
  if (!info) throw new ApiError(404, M.planGone);
  const schedule = rows.map((r) => ({
    seq: r.seq,
    dueOn: r.due_on,
    amountKobo: r.amount_kobo,
    // The clock marks overdue every half hour; the view says so from the first minute.
    status: r.status === "due" && r.due_on < lagosDay(ctx.now) ? ("overdue" as const) : r.status,
    paidAt: r.paid_at,
    paidWith: r.paid_with,
    receipt: r.entry_id,
  }));
  const unpaid = schedule.filter((r) => r.status === "due" || r.status === "overdue");
  const confirmed = info.reservation_status === "confirmed";
  const actions: string[] = [];
  if (role === "payer" && confirmed && unpaid.length && (PAYABLE as readonly string[]).includes(plan.status))
    actions.push("pay");
  if (role === "payer" && confirmed && (OPEN as readonly string[]).includes(plan.status)) actions.push("cancel");
  return {
    id: plan.id,
    role,
    status: plan.status,
    statusWords: PLAN_STATUS_WORDS[plan.status],
    reservationId: plan.reservation_id,
    reservationStatus: info.reservation_status,
    project: { id: plan.project_id, name: info.project_name },
    unit: { type: info.unit_type, priceKobo: info.price_kobo },
    buyer: { id: plan.payer_id, name: fullName(info.first_name, info.last_name) },
    terms: {
      depositPercent: info.deposit_percent,
      instalments: plan.instalments,
      interval: plan.interval,
      feePercent: plan.fee_percent,
      graceDays: plan.grace_days,
      defaultAfter: plan.default_after,
      refundPercent: plan.refund_percent,
    },
    policy: planPolicyWords({
      graceDays: plan.grace_days,
      defaultAfter: plan.default_after,
      refundPercent: plan.refund_percent,
    }),
    depositKobo: info.deposit_kobo,
    totalKobo: plan.total_kobo,
    paidKobo: plan.paid_kobo,
    heldKobo: plan.held_kobo,
    releasedKobo: plan.released_kobo,
    refundedKobo: plan.refunded_kobo,
    balanceKobo: unpaid.reduce((s, r) => s + r.amountKobo, 0),
    overdueKobo: unpaid.filter((r) => r.status === "overdue").reduce((s, r) => s + r.amountKobo, 0),
    nextDue: unpaid[0] ?? null,
    schedule,
    milestones: milestones.map((m) => ({
      id: m.id,
      name: m.name,
      sharePercent: m.share_percent,
      approvedAt: m.approved_at,
      releasedKobo: releases.find((x) => x.milestone_id === m.id)?.amount_kobo ?? null,
    })),
    endReason: plan.end_reason,
    actions,
    createdAt: plan.created_at,
  };
}

/** The plan of a reservation, if it has one (the reservation's page links to it). */
export const planOfReservation = async (ctx: ServiceCtx, reservationId: string) =>
  (
    await first(
      q(ctx, "SELECT id FROM instalment_plans WHERE reservation_id = ?", reservationId),
      z.object({ id: z.string() }),
    )
  )?.id ?? null;

const ListRow = z.object({
  id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  unit_type: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  status: z.enum(INSTALMENT_PLAN_STATUSES),
  total_kobo: z.number(),
  paid_kobo: z.number(),
  held_kobo: z.number(),
  released_kobo: z.number(),
  instalments: z.number(),
  overdue_kobo: z.number(),
  paid_count: z.number(),
  next_seq: z.number().nullable(),
  missed: z.number(),
  developer: z.string(),
  end_reason: z.string().nullable(),
});

const LIST_SELECT = `SELECT o.id, o.project_id, p.name AS project_name, u.type AS unit_type, s.first_name, s.last_name, o.status, o.total_kobo,
  o.paid_kobo, o.held_kobo, o.released_kobo, o.instalments, o.end_reason,
  COALESCE(d.company_name, d.first_name || ' ' || COALESCE(d.last_name, '')) AS developer,
  (SELECT COALESCE(SUM(amount_kobo), 0) FROM instalments i WHERE i.plan_id = o.id AND (i.status = 'overdue' OR (i.status = 'due' AND i.due_on < ?))) AS overdue_kobo,
  (SELECT COUNT(*) FROM instalments i WHERE i.plan_id = o.id AND i.status = 'paid') AS paid_count,
  (SELECT MIN(seq) FROM instalments i WHERE i.plan_id = o.id AND i.status IN ('due', 'overdue')) AS next_seq,
  (SELECT COUNT(*) FROM instalments i WHERE i.plan_id = o.id AND i.status IN ('due', 'overdue') AND i.due_on < date(?, '-' || o.grace_days || ' days')) AS missed
  FROM instalment_plans o JOIN projects p ON p.id = o.project_id JOIN project_reservations r ON r.id = o.reservation_id
  JOIN project_units u ON u.id = r.unit_id JOIN users s ON s.id = o.payer_id JOIN users d ON d.id = o.payee_id`;

function shapeRow(r: z.infer<typeof ListRow>) {
  return {
    id: r.id,
    project: { id: r.project_id, name: r.project_name },
    unitType: r.unit_type,
    buyer: fullName(r.first_name, r.last_name),
    status: r.status,
    expectedKobo: r.total_kobo,
    receivedKobo: r.paid_kobo,
    heldKobo: r.held_kobo,
    releasedKobo: r.released_kobo,
    overdueKobo: r.overdue_kobo,
    paidCount: r.paid_count,
    instalments: r.instalments,
  };
}

/** The developer's plans (its team's too): expected, received, held and released money per buyer. */
export async function developerPlans(ctx: ServiceCtx, user: AuthUser, o: { page: number; perPage: number }) {
  const acting = await actingDeveloper(ctx, user);
  const today = lagosDay(ctx.now);
  const n = await countRows(
    q(ctx, "SELECT COUNT(*) AS n FROM instalment_plans WHERE payee_id = ?", acting.developerId),
  );
  const [rows, totals] = await Promise.all([
    all(
      q(
        ctx,
        `${LIST_SELECT} WHERE o.payee_id = ? ORDER BY o.created_at DESC, o.id LIMIT ? OFFSET ?`,
        today,
        today,
        acting.developerId,
        o.perPage,
        (o.page - 1) * o.perPage,
      ),
      ListRow,
    ),
    sideMoneyTotals(ctx, { table: "instalment_plans", owner: "payee_id", ownerId: acting.developerId }),
  ]);
  return {
    data: rows.map(shapeRow),
    totals,
    meta: numberedPageMeta(o, n),
  };
}

/** Staff's report: every plan (by status, or only those with overdue money), with the totals of the whole book. */
export async function adminPlans(
  ctx: ServiceCtx,
  o: { status?: string; overdue?: "true" | "false"; page: number; perPage: number },
) {
  const today = lagosDay(ctx.now);
  const where = sqlFilter();
  if (o.status) where.and("o.status = ?", o.status);
  if (o.overdue === "true")
    where.and(
      "EXISTS (SELECT 1 FROM instalments i WHERE i.plan_id = o.id AND i.status IN ('due', 'overdue') AND i.due_on < ?)",
      today,
    );
  const [{ rows, meta }, totals] = await Promise.all([
    numberedSqlPage(ctx, o, {
      table: "instalment_plans",
      where,
      select: LIST_SELECT,
      selectParams: [today, today],
      order: "o.created_at DESC, o.id",
      Row: ListRow,
    }),
    figures(
      q(
        ctx,
        `SELECT COUNT(*) AS plans, SUM(status = 'active') AS active, SUM(status = 'defaulted') AS defaulted, COALESCE(SUM(held_kobo), 0) AS heldKobo,
         (SELECT COALESCE(SUM(amount_kobo), 0) FROM instalments WHERE status = 'overdue' OR (status = 'due' AND due_on < ?)) AS overdueKobo
         FROM instalment_plans`,
        today,
      ),
      ["plans", "active", "defaulted", "overdueKobo", "heldKobo"],
    ),
  ]);
  return {
    data: rows.map((r) => ({
      ...shapeRow(r),
      developer: r.developer.trim(),
      missed: r.missed,
      nextUnpaid: r.next_seq,
      endReason: r.end_reason,
    })),
    totals,
    meta,
  };
}
