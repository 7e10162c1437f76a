/**
 * What people do to a plan besides paying: the buyer cancels; staff approve a milestone's progress update (which
 * releases its share from every plan of the project), pause or resume a plan, waive an instalment or refund a plan
 * in full. Staff actions are logged (activity log, before/after) in the batch that makes them, and the plan's
 * timeline says so; the money moves through instalment-settle.ts.
 */
import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { INSTALMENT_MESSAGES as M, PLAN_STATUS_WORDS } from "../../contracts/instalments";
import { formatNaira } from "../../contracts/naira";
import { all, first, q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { transition } from "../escrow";
import { activity } from "../wallet/ledger";
import { INSTALMENT_ESCROW, OPEN, planEvent, planRow } from "./instalment-escrow";
import { tellAboutPlan } from "./instalment-notify";
import { planTitle } from "./instalment-pay";
import { planView } from "./instalment-read";
import { endPlan, releaseShare } from "./instalment-settle";

/** The buyer cancels a confirmed reservation's plan: what is held splits by the stated refund policy. */
export async function cancelPlan(ctx: ServiceCtx, user: AuthUser, planId: string) {
  const plan = await planRow(ctx, planId);
  if (!plan || plan.payer_id !== user.id) throw new ApiError(404, M.planGone);
  const r = await endPlan(ctx, planId, {
    to: "cancelled",
    refund: "policy",
    actorId: user.id,
    reason: "cancelled by the buyer",
  });
  await tellAboutPlan(ctx, "instalment_cancelled", [
    {
      userId: plan.payee_id,
      role: "payee",
      planId,
      subject: "A buyer cancelled an instalment plan",
      text: `A buyer cancelled the plan for ${await planTitle(ctx, plan)}. ${formatNaira(r.heldKobo - r.refundKobo)} of the ${formatNaira(r.heldKobo)} held comes to you less commission; the unit is available again.`,
    },
  ]);
  return planView(ctx, user, planId);
}

/**
 * Staff approve a progress update that reports a milestone: one guarded UPDATE marks the milestone approved (a
 * second approval, even in parallel, changes nothing: 409), then every open plan of the project made before it
 * releases exactly the milestone's share of what it holds. A release that does not go through now is retried by
 * the clock (the approval is what decides; the releases follow it once each).
 */
export async function approveMilestone(ctx: ServiceCtx, staff: AuthUser, projectId: string, updateId: string) {
  const u = await first(
    q(
      ctx,
      `SELECT up.milestone_id, m.name, m.share_percent, m.approved_at FROM project_updates up LEFT JOIN project_milestones m ON m.id = up.milestone_id
       WHERE up.id = ? AND up.project_id = ?`,
      updateId,
      projectId,
    ),
    z.object({
      milestone_id: z.string().nullable(),
      name: z.string().nullable(),
      share_percent: z.number().nullable(),
      approved_at: z.number().nullable(),
    }),
  );
  if (!u) throw new ApiError(404, M.updateGone);
  if (!u.milestone_id || !u.name || u.share_percent === null) throw new ApiError(422, M.notAMilestoneUpdate);
  const [approved] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE project_milestones SET approved_at = ?, approved_by = ?, update_id = ? WHERE id = ? AND project_id = ? AND approved_at IS NULL",
      ctx.now,
      staff.id,
      updateId,
      u.milestone_id,
      projectId,
    ),
    // Each row below is written only if the one before it was (changes() = 1): the log and the timeline record
    // the approval that happened, never a refused second one.
    q(
      ctx,
      `INSERT INTO activity_logs (id, actor_id, action, target_type, target_id, details, ip, created_at)
       SELECT lower(hex(randomblob(16))), ?, 'instalments.milestone_approve', 'project_milestone', ?, ?, ?, ? WHERE changes() = 1`,
      staff.id,
      u.milestone_id,
      JSON.stringify({
        before: { approved: false },
        after: { approved: true, updateId },
        name: u.name,
        sharePercent: u.share_percent,
      }),
      ctx.ip ?? null,
      ctx.now,
    ),
    q(
      ctx,
      "INSERT INTO project_events (id, project_id, actor_id, action, detail, created_at) SELECT lower(hex(randomblob(16))), ?, ?, 'milestone_approved', ?, ? WHERE changes() = 1",
      projectId,
      staff.id,
      `${u.name} (${u.share_percent}%) approved by PropertyNG`,
      ctx.now,
    ),
  ]);
  if (!approved!.meta.changes) throw new ApiError(409, M.alreadyApproved);
  const milestone = { id: u.milestone_id, name: u.name, share_percent: u.share_percent };
  const plans = await all(
    q(
      ctx,
      `SELECT id, payer_id FROM instalment_plans WHERE project_id = ? AND status IN (${OPEN.map(() => "?").join(", ")}) AND created_at <= ?`,
      projectId,
      ...OPEN,
      ctx.now,
    ),
    z.object({ id: z.string(), payer_id: z.string() }),
  );
  let released = 0;
  let done = 0;
  let pending = 0;
  for (const p of plans) {
    const moved = await releaseShare(ctx, p.id, milestone, staff.id);
    if (moved === null) pending++;
    else {
      done++;
      released += moved;
      if (moved > 0)
        await tellAboutPlan(
          ctx,
          "instalment_release",
          [
            {
              userId: p.payer_id,
              role: "payer",
              planId: p.id,
              subject: `${milestone.name} approved`,
              text: `PropertyNG approved the ${milestone.name} milestone: ${formatNaira(moved)} (${milestone.share_percent}% of what you had in escrow) went to the developer.`,
            },
          ],
          "bell",
        );
    }
  }
  return {
    data: {
      milestoneId: milestone.id,
      name: milestone.name,
      sharePercent: milestone.share_percent,
      plans: done,
      releasedKobo: released,
      pending,
    },
  };
}

/** Progress updates that report a milestone staff have not approved yet, with what the project's plans hold. */
export async function pendingMilestones(ctx: ServiceCtx) {
  const rows = await all(
    q(
      ctx,
      `SELECT p.id AS projectId, p.name AS projectName, up.id AS updateId, up.happened_on AS happenedOn, up.body, m.id, m.name, m.share_percent,
       (SELECT COALESCE(SUM(held_kobo), 0) FROM instalment_plans ip WHERE ip.project_id = p.id) AS held
       FROM project_updates up JOIN project_milestones m ON m.id = up.milestone_id JOIN projects p ON p.id = up.project_id
       WHERE m.approved_at IS NULL ORDER BY up.created_at LIMIT 50`,
    ),
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      updateId: z.string(),
      happenedOn: z.string(),
      body: z.string(),
      id: z.string(),
      name: z.string(),
      share_percent: z.number(),
      held: z.number(),
    }),
  );
  return {
    // The update's own columns come as named; the milestone's are gathered under it.
    data: rows.map(({ id, name, share_percent, held, ...update }) => ({
      ...update,
      milestone: { id, name, sharePercent: share_percent, approvedAt: null },
      heldKobo: held,
    })),
  };
}

/** Staff pause a running plan (no reminders, no default) or resume it; logged with the reason. */
export async function setPaused(ctx: ServiceCtx, staff: AuthUser, planId: string, paused: boolean, reason: string) {
  const plan = await planRow(ctx, planId);
  if (!plan) throw new ApiError(404, M.planGone);
  const from = paused ? "active" : "paused";
  const ok = await transition(ctx, INSTALMENT_ESCROW, {
    orderId: planId,
    from: [from],
    to: paused ? "paused" : "active",
    actorId: staff.id,
    action: paused ? "plan_paused" : "plan_resumed",
    detail: `${paused ? "Paused" : "Resumed"} by PropertyNG: ${reason}`,
    subjectId: plan.project_id,
    followUp: (happened) => [
      q(
        ctx,
        `INSERT INTO activity_logs (id, actor_id, action, target_type, target_id, details, ip, created_at)
         SELECT lower(hex(randomblob(16))), ?, ?, 'instalment_plan', ?, ?, ?, ? WHERE ${happened.sql}`,
        staff.id,
        paused ? "instalments.pause" : "instalments.resume",
        planId,
        JSON.stringify({ before: { status: from }, after: { status: paused ? "paused" : "active" }, reason }),
        ctx.ip ?? null,
        ctx.now,
        ...happened.params,
      ),
    ],
  });
  if (!ok)
    throw new ApiError(409, M.notPausable(PLAN_STATUS_WORDS[(await planRow(ctx, planId))!.status].toLowerCase()));
  return { data: { planId, status: paused ? ("paused" as const) : ("active" as const) } };
}

/** Staff waive one unpaid instalment: it no longer counts as due or missed; a plan with nothing left is paid up. */
export async function waiveInstalment(ctx: ServiceCtx, staff: AuthUser, planId: string, seq: number, reason: string) {
  const plan = await planRow(ctx, planId);
  if (!plan) throw new ApiError(404, M.planGone);
  const [waived] = await ctx.env.DB.batch([
    q(
      ctx,
      `UPDATE instalments SET status = 'waived', updated_at = ? WHERE plan_id = ? AND seq = ? AND status IN ('due', 'overdue')
       AND EXISTS (SELECT 1 FROM instalment_plans WHERE id = ? AND status IN ('active', 'paused'))`,
      ctx.now,
      planId,
      seq,
      planId,
    ),
    q(
      ctx,
      `INSERT INTO activity_logs (id, actor_id, action, target_type, target_id, details, ip, created_at)
       SELECT lower(hex(randomblob(16))), ?, 'instalments.waive', 'instalment_plan', ?, ?, ?, ? WHERE changes() = 1`,
      staff.id,
      planId,
      JSON.stringify({ before: { seq, status: "unpaid" }, after: { seq, status: "waived" }, reason }),
      ctx.ip ?? null,
      ctx.now,
    ),
    q(
      ctx,
      `UPDATE instalment_plans SET status = 'paid_up', updated_at = ? WHERE id = ? AND status = 'active'
       AND NOT EXISTS (SELECT 1 FROM instalments WHERE plan_id = ? AND status IN ('due', 'overdue'))`,
      ctx.now,
      planId,
      planId,
    ),
  ]);
  if (!waived!.meta.changes) {
    const known = await first(
      q(ctx, "SELECT status FROM instalments WHERE plan_id = ? AND seq = ?", planId, seq),
      z.object({ status: z.string() }),
    );
    if (!known) throw new ApiError(404, M.instalmentGone, [{ field: "seq", message: M.instalmentGone }]);
    throw new ApiError(409, M.notWaivable, [{ field: "seq", message: M.notWaivable }]);
  }
  await planEvent(ctx, plan, staff.id, "instalment_waived", `Instalment ${seq} waived by PropertyNG: ${reason}`).run();
  return { data: { planId, seq, status: "waived" as const } };
}

/** Staff refund a plan in full (a dispute decided for the buyer): the plan ends and everything held goes back. */
export async function refundPlan(ctx: ServiceCtx, staff: AuthUser, planId: string, reason: string) {
  const r = await endPlan(ctx, planId, {
    to: "cancelled",
    refund: "full",
    actorId: staff.id,
    reason,
    staffAction: "instalments.refund",
  });
  // With nothing held there was no ledger entry to log with: the log line is written on its own.
  if (r.heldKobo === 0)
    await activity(
      ctx,
      "instalments.refund",
      { type: "instalment_plan", id: planId },
      { before: { status: r.plan.status, heldKobo: 0 }, after: { status: "cancelled", refundKobo: 0 }, reason },
      staff.id,
    ).run();
  await tellAboutPlan(ctx, "instalment_refund", [
    {
      userId: r.plan.payer_id,
      role: "payer",
      planId,
      subject: "Your instalment plan was refunded",
      text: `PropertyNG ended your plan for ${await planTitle(ctx, r.plan)} and refunded ${formatNaira(r.refundKobo)} to your wallet: ${reason}.`,
    },
    {
      userId: r.plan.payee_id,
      role: "payee",
      planId,
      subject: "An instalment plan was refunded by PropertyNG",
      text: `PropertyNG ended the plan for ${await planTitle(ctx, r.plan)} and refunded what was held to the buyer: ${reason}.`,
    },
  ]);
  return { data: { planId, refundedKobo: r.refundKobo } };
}
