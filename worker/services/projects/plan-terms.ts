/**
 * A project's payment plan terms: read for the public page and the reservation confirmation (so the buyer sees
 * them before paying), and written with the project. Reservations copy them onto their own instalment plan, so a
 * later edit never changes a plan someone already pays on.
 */
import { z } from "zod";
import { all, q, type Stmt } from "../../db/sql";
import { PLAN_INTERVALS, PLAN_INTERVAL_MONTHS, type PlanInterval } from "../../contracts/instalment-rules";
import type { CreateProjectInput, EditProjectInput } from "../../contracts/projects";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";

export const PLAN_TERM_SQL =
  "p.deposit_percent, p.instalments, p.period_months, p.plan_interval, p.plan_fee_percent, p.plan_grace_days, p.plan_default_after, p.plan_refund_percent";
export const PlanTermColumns = z.object({
  deposit_percent: z.number(),
  instalments: z.number(),
  period_months: z.number(),
  plan_interval: z.enum(PLAN_INTERVALS),
  plan_fee_percent: z.number(),
  plan_grace_days: z.number(),
  plan_default_after: z.number(),
  plan_refund_percent: z.number(),
});
export type PlanTermColumns = z.infer<typeof PlanTermColumns>;

const Milestone = z.object({
  id: z.string(),
  name: z.string(),
  share_percent: z.number(),
  approved_at: z.number().nullable(),
});

export const milestonesOf = (ctx: ServiceCtx, projectId: string) =>
  all(
    q(
      ctx,
      "SELECT id, name, share_percent, approved_at FROM project_milestones WHERE project_id = ? ORDER BY position, id",
      projectId,
    ),
    Milestone,
  );

export async function planTerms(ctx: ServiceCtx, r: PlanTermColumns & { id: string }) {
  const milestones = await milestonesOf(ctx, r.id);
  return {
    depositPercent: r.deposit_percent,
    instalments: r.instalments,
    periodMonths: r.period_months,
    interval: r.plan_interval,
    feePercent: r.plan_fee_percent,
    graceDays: r.plan_grace_days,
    defaultAfter: r.plan_default_after,
    refundPercent: r.plan_refund_percent,
    milestones: milestones.map((m) => ({
      id: m.id,
      name: m.name,
      sharePercent: m.share_percent,
      approvedAt: m.approved_at,
    })),
  };
}

/** The interval a plan without one stated runs at: quarterly when its instalments are three months apart or more. */
export function defaultInterval(instalments: number, periodMonths: number): PlanInterval {
  return instalments > 0 && Math.floor(periodMonths / instalments) >= PLAN_INTERVAL_MONTHS.quarterly
    ? "quarterly"
    : "monthly";
}

/** The plan columns a create or an edit sets (`SET col = ?` pairs), only those sent. */
export function planTermSets(input: Partial<CreateProjectInput> | EditProjectInput): [string, unknown][] {
  const sets: [string, unknown][] = [];
  if (input.planInterval !== undefined) sets.push(["plan_interval", input.planInterval]);
  if (input.planFeePercent !== undefined) sets.push(["plan_fee_percent", input.planFeePercent]);
  if (input.planGraceDays !== undefined) sets.push(["plan_grace_days", input.planGraceDays]);
  if (input.planDefaultAfter !== undefined) sets.push(["plan_default_after", input.planDefaultAfter]);
  if (input.planRefundPercent !== undefined) sets.push(["plan_refund_percent", input.planRefundPercent]);
  return sets;
}

/**
 * Makes the milestones not yet approved those of `list`, in its order after the approved ones (an approved one
 * already released its share and stays as it was). An entry with the id of an unapproved milestone edits it in
 * place, so the progress updates that report it keep reporting it; one without an id is new. An unapproved
 * milestone left out is removed, unless a progress update reports it (staff may still approve that one).
 */
export function replaceMilestones(
  ctx: ServiceCtx,
  projectId: string,
  list: { id?: string; name: string; sharePercent: number }[],
): Stmt[] {
  const kept = list.flatMap((m) => (m.id ? [m.id] : []));
  const base =
    "(SELECT COALESCE(MAX(position), 0) FROM project_milestones WHERE project_id = ? AND approved_at IS NOT NULL)";
  return [
    q(
      ctx,
      `DELETE FROM project_milestones WHERE project_id = ? AND approved_at IS NULL
       AND id NOT IN (SELECT value FROM json_each(?))
       AND id NOT IN (SELECT milestone_id FROM project_updates WHERE project_id = ? AND milestone_id IS NOT NULL)`,
      projectId,
      JSON.stringify(kept),
      projectId,
    ),
    ...list.map((m, i) =>
      m.id
        ? q(
            ctx,
            `UPDATE project_milestones SET name = ?, share_percent = ?, position = ${base} + ?
             WHERE id = ? AND project_id = ? AND approved_at IS NULL`,
            m.name,
            m.sharePercent,
            projectId,
            i + 1,
            m.id,
            projectId,
          )
        : q(
            ctx,
            `INSERT INTO project_milestones (id, project_id, position, name, share_percent, created_at)
             VALUES (?, ?, ${base} + ?, ?, ?, ?)`,
            newId(),
            projectId,
            projectId,
            i + 1,
            m.name,
            m.sharePercent,
            ctx.now,
          ),
    ),
  ];
}
