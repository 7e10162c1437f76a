import { z } from "zod";
import { RESERVATION_STATUSES } from "../../contracts/projects";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED } from "../wallet/ledger";
import { first, q } from "../../db/sql";
import { formatNaira } from "../../contracts/naira";
import { commissionSplit, fullRefund, settle as settleEscrow, type EscrowSpec, type StepOptions } from "../escrow";

/** A unit reservation's order row, its escrow spec and its timeline rows (the project's). */
export const DAY = 24 * 3600_000;

/** A reservation as an escrow order: the deposit is held from the seeker for the developer; its timeline is the project's. */
export const RESERVATION_ESCROW: EscrowSpec = {
  key: "project",
  table: "project_reservations",
  events: { table: "project_events", orderColumn: "project_id", subject: "project_id", orderIdColumn: "order_id" },
  kinds: { hold: "project_hold", settle: "project_settle" },
};

export async function setting(ctx: ServiceCtx, key: string, fallback: number) {
  const row = await first(
    q(ctx, "SELECT value FROM booking_settings WHERE key = ?", key),
    z.object({ value: z.number() }),
  );
  return row?.value ?? fallback;
}

export const Row = z.object({
  id: z.string(),
  project_id: z.string(),
  unit_id: z.string(),
  seeker_id: z.string(),
  developer_id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  deposit_kobo: z.number(),
  commission_bps: z.number(),
  pay_with: z.string(),
  payment_reference: z.string().nullable(),
  decided_at: z.number().nullable(),
  decline_reason: z.string().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type Row = z.infer<typeof Row>;

export const row = (ctx: ServiceCtx, id: string) =>
  first(q(ctx, "SELECT * FROM project_reservations WHERE id = ?", id), Row);

export const event = (
  ctx: ServiceCtx,
  projectId: string,
  orderId: string,
  actorId: string | null,
  action: string,
  detail: string,
  entryId?: string,
) =>
  q(
    ctx,
    `INSERT INTO project_events (id, project_id, order_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, ?, ?, ?${entryId ? ` WHERE ${APPLIED}` : ""}`,
    newId(),
    projectId,
    orderId,
    actorId,
    action,
    detail,
    ctx.now,
    ...(entryId ? [entryId] : []),
  );

/**
 * The one way a deposit leaves escrow (key `project:settle:<id>`, at most once): to the developer less
 * commission (confirmed) or back to the seeker (declined, cancelled, expired — the unit comes back too).
 */
export function settle(
  ctx: ServiceCtx,
  b: Row,
  to: "confirmed" | "declined" | "cancelled" | "expired",
  actorId: string | null,
  guard: Pick<StepOptions, "guardSql" | "guardParams"> = {},
  declineReason: string | null = null,
) {
  const split = to === "confirmed" ? commissionSplit(b.deposit_kobo, b.commission_bps) : fullRefund(b.deposit_kobo);
  return settleEscrow(ctx, RESERVATION_ESCROW, {
    ...guard,
    orderId: b.id,
    payerId: b.seeker_id,
    payeeId: b.developer_id,
    amountKobo: b.deposit_kobo,
    split,
    from: ["pending"],
    to,
    set: "decided_at = ?, decided_by = ?, decline_reason = ?",
    setParams: [ctx.now, actorId, to === "declined" ? declineReason : null],
    actorId,
    action: `reservation_${to}`,
    detail:
      to === "confirmed"
        ? `Deposit ${formatNaira(split.payeeKobo)} released to the developer`
        : `${to === "declined" && declineReason ? `Declined: ${declineReason}. ` : ""}Deposit ${formatNaira(b.deposit_kobo)} refunded; unit available again`,
    subjectId: b.project_id,
    memo:
      to === "confirmed"
        ? "Reservation confirmed: deposit released to the developer less commission"
        : `Reservation ${to}: deposit refunded`,
    // Any end but a confirmation gives the unit back, with the refund.
    extra: (entryId) =>
      to === "confirmed"
        ? []
        : [
            q(
              ctx,
              `UPDATE project_units SET available = available + 1, updated_at = ? WHERE id = ? AND ${APPLIED}`,
              ctx.now,
              b.unit_id,
              entryId,
            ),
          ],
  });
}
