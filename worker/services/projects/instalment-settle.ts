/**
 * Money leaving an instalment plan's escrow, each one guarded batch through the engine's `settle`:
 *
 *   release:<milestone>  an approved construction milestone: exactly its share of what the plan holds goes to the
 *                        developer less commission; at most once per plan and milestone.
 *   end                  the plan ends (the buyer cancels, instalments are missed, staff refund): what is held splits
 *                        by the stated policy (refund % back to the buyer, the rest to the developer less commission,
 *                        or all back on a staff refund); unpaid instalments are cancelled and the reservation ends
 *                        with its unit back, in the same batch. At most once per plan.
 *
 * The amount is computed from the plan's `held_kobo`, and the batch is guarded by `held_kobo` still being that
 * (read by the write): a payment landing between the read and the write makes the step refuse, and it is tried
 * again from the new figure, so a share is always of what is really held.
 */
import { INSTALMENT_MESSAGES as M } from "../../contracts/instalments";
import { formatNaira } from "../../contracts/naira";
import { q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { commissionSplit, partialRefund, settle, settleStatements, type StepResult } from "../escrow";
import { APPLIED } from "../wallet/ledger";
import { activity } from "../wallet/ledger";
import { INSTALMENT_ESCROW, OPEN, planRow, type PlanRow } from "./instalment-escrow";
import { newId } from "../../lib/crypto";

const TRIES = 3;

type Milestone = { id: string; name: string; share_percent: number };

/** Releases `milestone`'s share of what `planId` holds; answers what moved (null: the plan is closed or it raced 3 times). */
export async function releaseShare(ctx: ServiceCtx, planId: string, milestone: Milestone, actorId: string | null) {
  for (let i = 0; i < TRIES; i++) {
    const plan = await planRow(ctx, planId);
    if (!plan || !(OPEN as readonly string[]).includes(plan.status)) return null;
    const amount = Math.floor((plan.held_kobo * milestone.share_percent) / 100);
    if (amount === 0) {
      // Nothing held (or too little for a kobo): recorded, so the clock does not try again.
      await q(
        ctx,
        "INSERT INTO instalment_releases (plan_id, milestone_id, amount_kobo, entry_id, created_at) VALUES (?, ?, 0, NULL, ?) ON CONFLICT DO NOTHING",
        plan.id,
        milestone.id,
        ctx.now,
      ).run();
      return 0;
    }
    const split = commissionSplit(amount, plan.commission_bps);
    const r = await settle(ctx, INSTALMENT_ESCROW, {
      leg: `release:${milestone.id}`,
      orderId: plan.id,
      payerId: plan.payer_id,
      payeeId: plan.payee_id,
      amountKobo: amount,
      split,
      from: [plan.status],
      to: plan.status,
      guardSql: "held_kobo = ?",
      guardParams: [plan.held_kobo],
      set: "held_kobo = held_kobo - ?, released_kobo = released_kobo + ?",
      setParams: [amount, amount],
      actorId,
      action: "milestone_released",
      detail: `${milestone.name} approved: ${milestone.share_percent}% of ${formatNaira(plan.held_kobo)} held, ${formatNaira(amount)}, released to the developer`,
      subjectId: plan.project_id,
      memo: `Milestone "${milestone.name}": ${milestone.share_percent}% of the instalments held released to the developer less commission`,
      extra: (entryId) => [
        q(
          ctx,
          `INSERT INTO instalment_releases (plan_id, milestone_id, amount_kobo, entry_id, created_at) SELECT ?, ?, ?, ?, ? WHERE ${APPLIED}`,
          plan.id,
          milestone.id,
          amount,
          entryId,
          ctx.now,
          entryId,
        ),
      ],
    });
    if (r.outcome === "posted") return amount;
    if (r.outcome === "replayed") return null;
  }
  return null;
}

/**
 * Every milestone of the plan's project has been released for this plan (SQL on the plan row `instalment_plans`, one
 * `?`: the plan's id): the work the plan ties money to is done and paid for. A project without milestones never is.
 */
const ALL_RELEASED = `EXISTS (SELECT 1 FROM project_milestones m WHERE m.project_id = instalment_plans.project_id)
  AND NOT EXISTS (SELECT 1 FROM project_milestones m WHERE m.project_id = instalment_plans.project_id
    AND NOT EXISTS (SELECT 1 FROM instalment_releases x WHERE x.plan_id = ? AND x.milestone_id = m.id))`;

/**
 * The payment of instalments `seqs` going on to the developer (less commission) in the payment's own batch, when
 * every milestone of the plan has been released already: the shares released covered the work, and no milestone is
 * left to release it. Posted only if the payment's entry was (`paidBy`), the plan is open and holds it, and every
 * milestone has its release for this plan — all read by that batch, so a milestone still to release takes its share
 * of this money instead, and the money is released once either way. Keyed by the instalments (each is paid once):
 * `instalment:release:paid-<seqs>:<plan>`. Answers the statements for the payment's `with` and the key.
 */
export function releaseOnPayment(
  ctx: ServiceCtx,
  plan: PlanRow,
  o: { seqs: number[]; amountKobo: number; paidBy: string },
) {
  const what = o.seqs.length === 1 ? `Instalment ${o.seqs[0]}` : `Instalments ${o.seqs.join(", ")}`;
  const split = commissionSplit(o.amountKobo, plan.commission_bps);
  return settleStatements(ctx, INSTALMENT_ESCROW, {
    leg: `release:paid-${o.seqs.join("-")}`,
    orderId: plan.id,
    payerId: plan.payer_id,
    payeeId: plan.payee_id,
    amountKobo: o.amountKobo,
    split,
    from: OPEN,
    to: null,
    guardSql: `held_kobo >= ? AND ${APPLIED} AND ${ALL_RELEASED}`,
    guardParams: [o.amountKobo, o.paidBy, plan.id],
    set: "held_kobo = held_kobo - ?, released_kobo = released_kobo + ?",
    setParams: [o.amountKobo, o.amountKobo],
    actorId: null,
    action: "payment_released",
    detail: `${what}, paid after every milestone was released: ${formatNaira(o.amountKobo)} went to the developer`,
    subjectId: plan.project_id,
    memo: "Instalment paid after every milestone was released: to the developer less commission",
  });
}

export type EndHow = {
  to: "cancelled" | "defaulted";
  /** `policy`: the plan's refund share; `full`: all of it back (a staff refund). */
  refund: "policy" | "full";
  actorId: string | null;
  reason: string;
  /** Staff's own log line, written with the money (admin routes). */
  staffAction?: string;
};

/**
 * Ends a plan and splits what it holds by `how`, with the reservation and the unit in the same batch. Answers the
 * plan as it was and what went back, or throws 409 when it has ended already.
 */
export async function endPlan(ctx: ServiceCtx, planId: string, how: EndHow) {
  for (let i = 0; i < TRIES; i++) {
    const plan = await planRow(ctx, planId);
    if (!plan) throw new ApiError(404, M.planGone);
    if (!(OPEN as readonly string[]).includes(plan.status)) throw new ApiError(409, M.notCancellable);
    const held = plan.held_kobo;
    const refundKobo = how.refund === "full" ? held : Math.floor((held * plan.refund_percent) / 100);
    const r = await endOnce(ctx, plan, how, refundKobo);
    if (r.outcome === "posted") return { plan, refundKobo, heldKobo: held };
    if (r.outcome === "replayed") throw new ApiError(409, M.notCancellable);
  }
  throw new ApiError(409, "The plan changed while we were ending it: try again.");
}

function endOnce(ctx: ServiceCtx, plan: PlanRow, how: EndHow, refundKobo: number): Promise<StepResult> {
  const held = plan.held_kobo;
  const split = partialRefund(held, refundKobo, plan.commission_bps);
  const words =
    how.to === "defaulted"
      ? `Ended: ${how.reason}.`
      : how.refund === "full"
        ? `Refunded in full by PropertyNG: ${how.reason}.`
        : `Cancelled by the buyer.`;
  return settle(ctx, INSTALMENT_ESCROW, {
    leg: "end",
    orderId: plan.id,
    payerId: plan.payer_id,
    payeeId: plan.payee_id,
    amountKobo: held,
    split,
    from: [plan.status],
    to: how.to,
    guardSql: "held_kobo = ?",
    guardParams: [held],
    set: "held_kobo = 0, refunded_kobo = refunded_kobo + ?, released_kobo = released_kobo + ?, end_reason = ?, ended_at = ?",
    setParams: [refundKobo, held - refundKobo, how.reason, ctx.now],
    actorId: how.actorId,
    action: `plan_${how.to}`,
    detail: `${words} Of ${formatNaira(held)} held, ${formatNaira(refundKobo)} back to the buyer, ${formatNaira(held - refundKobo)} to the developer.`,
    subjectId: plan.project_id,
    memo:
      how.refund === "full"
        ? "Instalment plan refunded in full"
        : `Instalment plan ${how.to}: ${plan.refund_percent}% of what is held back to the buyer, the rest to the developer`,
    followUp: (happened) => [
      q(
        ctx,
        `UPDATE instalments SET status = 'cancelled', updated_at = ? WHERE plan_id = ? AND status IN ('due', 'overdue') AND ${happened.sql}`,
        ctx.now,
        plan.id,
        ...happened.params,
      ),
      q(
        ctx,
        `UPDATE project_reservations SET status = 'ended', updated_at = ? WHERE id = ? AND status = 'confirmed' AND ${happened.sql}`,
        ctx.now,
        plan.reservation_id,
        ...happened.params,
      ),
      // Only right after the reservation ended in this batch: its unit is available again.
      q(
        ctx,
        "UPDATE project_units SET available = available + 1, updated_at = ? WHERE changes() = 1 AND id = (SELECT unit_id FROM project_reservations WHERE id = ?)",
        ctx.now,
        plan.reservation_id,
      ),
      q(
        ctx,
        `INSERT INTO project_events (id, project_id, order_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, 'reservation_ended', ?, ? WHERE ${happened.sql}`,
        newId(),
        plan.project_id,
        plan.reservation_id,
        how.actorId,
        `The instalment plan ${how.to === "defaulted" ? "defaulted" : "was cancelled"}; the unit is available again`,
        ctx.now,
        ...happened.params,
      ),
    ],
    ...(how.staffAction && held > 0
      ? {
          extra: (entryId: string) => [
            activity(
              ctx,
              how.staffAction!,
              { type: "instalment_plan", id: plan.id },
              {
                before: { status: plan.status, heldKobo: held },
                after: { status: how.to, refundKobo },
                reason: how.reason,
              },
              how.actorId,
              entryId,
            ),
          ],
        }
      : {}),
  });
}
