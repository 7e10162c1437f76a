/**
 * The instalment plans' clock, run by the engine's sweep (the housekeeping cron's `orders` step) with `ctx.now`:
 *
 *   overdue    an unpaid instalment past its due date (Lagos) is overdue: set-based.
 *   reminders  7, 3 and 1 days before a due date, and once on the day after it was missed: each stage claimed by a
 *              guarded UPDATE (`reminded`) before anything is sent, so overlapping runs never remind twice.
 *   defaults   a running plan with `default_after` instalments unpaid past their grace days ends by its stated
 *              policy (instalment-settle.ts `endPlan`); buyer and developer are told.
 *   releases   an approved milestone whose release did not go through for a plan (a crash, a race three times in
 *              a row) is released now: keyed per plan and milestone, so it happens once.
 *
 * Paused plans get no reminders and never default. Each part runs whatever became of the one before and is logged;
 * a failure fails the product's turn of the sweep at the end, naming the parts.
 */
import { z } from "zod";
import { dmy, lagosDay } from "../../contracts/lagos-time";
import { formatNaira } from "../../contracts/naira";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { claimReminders, dueIn, markOverdue, reminderStages } from "../escrow";
import { INSTALMENT_SCHEDULE, OPEN } from "./instalment-escrow";
import { tellAboutPlan, type PlanMessage } from "./instalment-notify";
import { endPlan, releaseShare } from "./instalment-settle";
import { planTitle } from "./instalment-pay";

const BATCH = 200;

const PlanInfo = z.object({
  id: z.string(),
  reservation_id: z.string(),
  payer_id: z.string(),
  payee_id: z.string(),
  grace_days: z.number(),
  instalments: z.number(),
});

/** Reminders go for running plans of a confirmed reservation (`o` is the plan; paused plans get none). */
const claim = (ctx: ServiceCtx, stage: number) =>
  claimReminders(ctx, INSTALMENT_SCHEDULE, {
    stage,
    join: "JOIN project_reservations r ON r.id = o.reservation_id",
    open: { sql: "o.status = 'active' AND r.status = 'confirmed'", params: [] },
    limit: BATCH,
  });

async function plansOf(ctx: ServiceCtx, ids: string[]) {
  if (!ids.length) return [];
  return all(
    q(
      ctx,
      `SELECT id, reservation_id, payer_id, payee_id, grace_days, instalments FROM instalment_plans WHERE id IN (${ids.map(() => "?").join(", ")})`,
      ...ids,
    ),
    PlanInfo,
  );
}

async function sendReminders(ctx: ServiceCtx) {
  const today = lagosDay(ctx.now);
  for (const stage of reminderStages()) {
    const claimed = await claim(ctx, stage);
    const plans = await plansOf(ctx, [...new Set(claimed.map((c) => c.order_id))].slice(0, 90));
    const messages: PlanMessage[] = [];
    for (const c of claimed) {
      const p = plans.find((x) => x.id === c.order_id);
      if (!p) continue;
      const what = `Instalment ${c.seq} of ${p.instalments} (${formatNaira(c.amount_kobo)}) for ${await planTitle(ctx, p)}`;
      messages.push(
        stage === 0
          ? {
              userId: p.payer_id,
              role: "payer",
              planId: p.id,
              subject: `Instalment ${c.seq} was due on ${dmy(c.due_on)}`,
              text: `${what} was due on ${dmy(c.due_on)} and is not paid. Pay it within ${p.grace_days} day${p.grace_days === 1 ? "" : "s"} of the due date, or it counts as missed.`,
            }
          : {
              userId: p.payer_id,
              role: "payer",
              planId: p.id,
              subject: `Instalment ${c.seq} is due ${dueIn(c.due_on, today)}`,
              text: `${what} is due on ${dmy(c.due_on)}. Pay it from your wallet or by card on your schedule.`,
            },
      );
    }
    await tellAboutPlan(ctx, stage === 0 ? "instalment_missed" : "instalment_reminder", messages);
  }
}

async function applyDefaults(ctx: ServiceCtx) {
  const due = await all(
    q(
      ctx,
      `SELECT p.id, COUNT(*) AS missed FROM instalment_plans p JOIN project_reservations r ON r.id = p.reservation_id
       JOIN instalments i ON i.plan_id = p.id
       WHERE p.status = 'active' AND r.status = 'confirmed' AND i.status = 'overdue' AND i.due_on < date(?, '-' || p.grace_days || ' days')
       GROUP BY p.id HAVING COUNT(*) >= p.default_after LIMIT 50`,
      lagosDay(ctx.now),
    ),
    z.object({ id: z.string(), missed: z.number() }),
  );
  for (const d of due) {
    const reason = `${d.missed} instalment${d.missed === 1 ? "" : "s"} missed past the grace days`;
    const ended = await endPlan(ctx, d.id, { to: "defaulted", refund: "policy", actorId: null, reason }).catch(
      (error: unknown) => {
        log("warn", "instalments.default", { planId: d.id, error });
        return null;
      },
    );
    if (!ended) continue;
    const title = await planTitle(ctx, ended.plan);
    await tellAboutPlan(ctx, "instalment_default", [
      {
        userId: ended.plan.payer_id,
        role: "payer",
        planId: d.id,
        subject: "Your instalment plan has ended",
        text: `Your reservation of ${title} ended: ${reason}. As the plan stated, ${formatNaira(ended.refundKobo)} of the ${formatNaira(ended.heldKobo)} held in escrow is back in your wallet.`,
      },
      {
        userId: ended.plan.payee_id,
        role: "payee",
        planId: d.id,
        subject: "A buyer's instalment plan defaulted",
        text: `The reservation of ${title} ended: ${reason}. ${formatNaira(ended.heldKobo - ended.refundKobo)} of what was held comes to you less commission; the unit is available again.`,
      },
    ]);
  }
}

async function retryReleases(ctx: ServiceCtx) {
  const stuck = await all(
    q(
      ctx,
      `SELECT p.id AS plan_id, m.id, m.name, m.share_percent FROM project_milestones m JOIN instalment_plans p ON p.project_id = m.project_id
       WHERE m.approved_at IS NOT NULL AND p.status IN (${OPEN.map(() => "?").join(", ")}) AND p.created_at <= m.approved_at
       AND NOT EXISTS (SELECT 1 FROM instalment_releases x WHERE x.plan_id = p.id AND x.milestone_id = m.id) LIMIT 100`,
      ...OPEN,
    ),
    z.object({ plan_id: z.string(), id: z.string(), name: z.string(), share_percent: z.number() }),
  );
  for (const s of stuck) await releaseShare(ctx, s.plan_id, s, null);
}

export async function instalmentClock(ctx: ServiceCtx) {
  const parts: [string, (c: ServiceCtx) => Promise<unknown>][] = [
    ["overdue", (c) => markOverdue(c, INSTALMENT_SCHEDULE)],
    ["reminders", sendReminders],
    ["defaults", applyDefaults],
    ["releases", retryReleases],
  ];
  const failed: string[] = [];
  for (const [name, run] of parts) {
    const started = Date.now();
    try {
      await run(ctx);
      log("info", "instalments.clock", { part: name, ok: true, ms: Date.now() - started });
    } catch (error) {
      failed.push(name);
      log("error", "instalments.clock", { part: name, ok: false, ms: Date.now() - started, error });
    }
  }
  if (failed.length) throw new Error(`instalments: the clock failed in ${failed.join(", ")}`);
}
