/**
 * A reservation's instalment plan as an escrow order: the buyer's instalments are held for the developer and leave
 * by milestone releases or by the plan's end. Its timeline is the project's (like the reservation's), naming the
 * plan in `order_id`. This file holds the spec, the row, and the statements that write a plan and its schedule.
 */
import { z } from "zod";
import { INSTALMENT_PLAN_STATUSES, PLAN_INTERVALS, instalmentSchedule } from "../../contracts/instalment-rules";
import { lagosDay } from "../../contracts/lagos-time";
import { first, q, type Stmt } from "../../db/sql";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import type { EscrowSpec, Schedule } from "../escrow";
import { type PlanTermColumns } from "./plan-terms";

export const INSTALMENT_ESCROW: EscrowSpec = {
  key: "instalment",
  table: "instalment_plans",
  events: { table: "project_events", orderColumn: "project_id", subject: "project_id", orderIdColumn: "order_id" },
  kinds: { hold: "instalment_hold", settle: "instalment_settle" },
};

/** A plan's instalments: the schedule its buyer pays (services/escrow/schedule.ts). */
export const INSTALMENT_SCHEDULE: Schedule = { spec: INSTALMENT_ESCROW, rows: "instalments", orderColumn: "plan_id" };

/** Statuses in which the buyer may still pay, and in which money may be released or the plan ended. */
export const PAYABLE = ["active", "paused"] as const;
export const OPEN = ["active", "paused", "paid_up"] as const;

export const PlanRow = z.object({
  id: z.string(),
  reservation_id: z.string(),
  project_id: z.string(),
  payer_id: z.string(),
  payee_id: z.string(),
  status: z.enum(INSTALMENT_PLAN_STATUSES),
  interval: z.enum(PLAN_INTERVALS),
  instalments: z.number(),
  fee_percent: z.number(),
  grace_days: z.number(),
  default_after: z.number(),
  refund_percent: z.number(),
  commission_bps: z.number(),
  total_kobo: z.number(),
  paid_kobo: z.number(),
  held_kobo: z.number(),
  released_kobo: z.number(),
  refunded_kobo: z.number(),
  end_reason: z.string().nullable(),
  ended_at: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type PlanRow = z.infer<typeof PlanRow>;

export const planRow = (ctx: ServiceCtx, id: string) =>
  first(q(ctx, "SELECT * FROM instalment_plans WHERE id = ?", id), PlanRow);

/**
 * The statements that write a reservation's plan and its schedule, each only if `cond` holds (the reservation's
 * row exists: written by the same batch). Nothing when the plan has no instalments (the deposit is the price).
 * The terms are copied from the project, so a later edit of the project never changes a running plan.
 */
export function planStatements(
  ctx: ServiceCtx,
  o: {
    reservationId: string;
    projectId: string;
    payerId: string;
    payeeId: string;
    priceKobo: number;
    commissionBps: number;
    terms: PlanTermColumns;
    cond: { sql: string; params: unknown[] };
  },
): Stmt[] {
  const t = o.terms;
  const s = instalmentSchedule(
    o.priceKobo,
    {
      depositPercent: t.deposit_percent,
      instalments: t.instalments,
      interval: t.plan_interval,
      feePercent: t.plan_fee_percent,
      graceDays: t.plan_grace_days,
      defaultAfter: t.plan_default_after,
      refundPercent: t.plan_refund_percent,
    },
    lagosDay(ctx.now),
  );
  if (!s.rows.length) return [];
  const planId = newId();
  return [
    q(
      ctx,
      `INSERT INTO instalment_plans (id, reservation_id, project_id, payer_id, payee_id, status, interval, instalments, fee_percent, grace_days,
         default_after, refund_percent, commission_bps, total_kobo, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${o.cond.sql}`,
      planId,
      o.reservationId,
      o.projectId,
      o.payerId,
      o.payeeId,
      t.plan_interval,
      s.rows.length,
      t.plan_fee_percent,
      t.plan_grace_days,
      t.plan_default_after,
      t.plan_refund_percent,
      o.commissionBps,
      s.totalKobo,
      ctx.now,
      ctx.now,
      ...o.cond.params,
    ),
    // One statement for the whole schedule: a VALUES list of (seq, due_on, amount) read back through the plan row
    // just written, so it is written exactly when the plan is. Chunked to stay under D1's 100 bound parameters.
    ...chunks(s.rows, 30).map((rows) =>
      q(
        ctx,
        `INSERT INTO instalments (id, plan_id, seq, due_on, amount_kobo, status, updated_at)
         SELECT lower(hex(randomblob(16))), p.id, v.column1, v.column2, v.column3, 'due', ? FROM (VALUES ${rows.map(() => "(?, ?, ?)").join(", ")}) v
         JOIN instalment_plans p ON p.id = ?`,
        ctx.now,
        ...rows.flatMap((r) => [r.seq, r.dueOn, r.amountKobo]),
        planId,
      ),
    ),
  ];
}

function chunks<T>(list: T[], size: number) {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A row of the plan's timeline (the project's, naming the plan). */
export const planEvent = (
  ctx: ServiceCtx,
  plan: Pick<PlanRow, "id" | "project_id">,
  actorId: string | null,
  action: string,
  detail: string,
) =>
  q(
    ctx,
    "INSERT INTO project_events (id, project_id, order_id, actor_id, action, detail, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    newId(),
    plan.project_id,
    plan.id,
    actorId,
    action,
    detail,
    ctx.now,
  );
