/**
 * An escrowed order paid on a schedule: one row per instalment or rent period in a table of the domain's (`seq`,
 * `due_on`, `amount_kobo`, `status` due / overdue / paid…, `paid_at`, `paid_with`, `entry_id`, `reminded`), naming
 * its order (the orders table of the order's `EscrowSpec`, with `paid_kobo` and `held_kobo`). Instalment plans and
 * monthly or quarterly rent are such schedules; what they do alike is here, and each keeps its own rules (who may
 * pay when, which rows must be paid first, what a payment changes on the order, what a reminder says and to whom):
 *
 *   markOverdue     an unpaid row past its due date (Lagos) is overdue: set-based.
 *   claimReminders  the rows due for one reminder stage, each claimed by one guarded UPDATE of `reminded` (the
 *                   smallest stage sent) before anything is sent, so overlapping runs never remind twice.
 *   holdScheduled   paying one row or several ahead: one hold whose entry is posted only while the order takes
 *                   payments (the domain's SQL) and every chosen row is still unpaid, read by the INSERT itself;
 *                   the rows turn paid by that entry and the order's totals move in the same batch.
 *
 * Table and column names are constants of the calling domain, never input; every value is bound.
 */
import { z } from "zod";
import { REMINDER_DAYS } from "../../contracts/instalment-rules";
import { addDays, lagosDay } from "../../contracts/lagos-time";
import { all, q, type Stmt } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, type PostResult } from "../wallet/ledger";
import { hold, timelineEvent, type EscrowSpec } from "./engine";

export type Schedule = {
  /** The order's escrow (its table is the orders table). */
  spec: EscrowSpec;
  /** The schedule's table and its column naming the order. */
  rows: string;
  orderColumn: string;
};

/** A condition in SQL and its bound values. */
export type Cond = { sql: string; params: unknown[] };

const UNPAID = "('due', 'overdue')";
const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/** Unpaid rows past their due date turn overdue; `open` (SQL on the orders table) limits it to open orders. */
export function markOverdue(ctx: ServiceCtx, s: Schedule, open?: string) {
  return q(
    ctx,
    `UPDATE ${s.rows} SET status = 'overdue', updated_at = ? WHERE status = 'due' AND due_on < ?${
      open ? ` AND ${s.orderColumn} IN (SELECT id FROM ${s.spec.table} WHERE ${open})` : ""
    }`,
    ctx.now,
    lagosDay(ctx.now),
  ).run();
}

/**
 * The reminder stages in the order they are claimed: the domain's own stages below "missed" (`before`, e.g. past
 * the grace days), then missed (0), then the days before a due date, smallest first: a row due tomorrow gets the
 * 1-day reminder only, not 7 and 3 as well, and a row past its grace days that notice, not "missed" as well.
 */
export const reminderStages = (before: number[] = []) => [...before, 0, ...[...REMINDER_DAYS].sort((a, b) => a - b)];

/** The rows a stage reminds of (`s` is the row): missed (0) are the overdue ones; N, those due within N days. */
export function stageWindow(stage: number, today: string): Cond {
  return stage === 0
    ? { sql: "s.status = 'overdue'", params: [] }
    : { sql: "s.status = 'due' AND s.due_on >= ? AND s.due_on <= ?", params: [today, addDays(today, stage)] };
}

/** "today", "in 1 day", "in 3 days": how far a due date is from `today` (both YYYY-MM-DD). */
export function dueIn(dueOn: string, today: string) {
  const days = Math.round((Date.parse(dueOn) - Date.parse(today)) / 86_400_000);
  return days <= 0 ? "today" : `in ${days} day${days === 1 ? "" : "s"}`;
}

/** A claimed row; a domain that reads more with it (`returning`) extends this. */
export const ClaimedRow = z.object({
  order_id: z.string(),
  seq: z.number(),
  due_on: z.string(),
  amount_kobo: z.number(),
});

/**
 * Claims up to `limit` rows for reminder `stage` and answers them (`ClaimedRow`, and the columns of `returning`,
 * read through `row`, an extension of it). In the SQL, `s` is the row and `o` its order; `join` may add
 * tables to `o`. `window` is which rows the stage is about (default: `stageWindow`), `open` which orders are reminded.
 */
export function claimReminders<R extends z.ZodType<z.infer<typeof ClaimedRow>> = typeof ClaimedRow>(
  ctx: ServiceCtx,
  s: Schedule,
  o: { stage: number; open: Cond; window?: Cond; join?: string; returning?: string; row?: R; limit: number },
): Promise<z.infer<R>[]> {
  const window = o.window ?? stageWindow(o.stage, lagosDay(ctx.now));
  return all(
    q(
      ctx,
      `UPDATE ${s.rows} SET reminded = ?, updated_at = ? WHERE id IN (
         SELECT s.id FROM ${s.rows} s JOIN ${s.spec.table} o ON o.id = s.${s.orderColumn}${o.join ? ` ${o.join}` : ""}
         WHERE ${window.sql} AND (s.reminded IS NULL OR s.reminded > ?) AND ${o.open.sql} LIMIT ?)
       RETURNING ${s.orderColumn} AS order_id, seq, due_on, amount_kobo${o.returning ? `, ${o.returning}` : ""}`,
      o.stage,
      ctx.now,
      ...window.params,
      o.stage,
      ...o.open.params,
      o.limit,
    ),
    (o.row ?? ClaimedRow) as R,
  );
}

/** What rows `seqs` of an order ask together (0 when none of them exists). */
export async function scheduledAmount(ctx: ServiceCtx, s: Schedule, orderId: string, seqs: number[]) {
  const rows = await all(
    q(
      ctx,
      `SELECT amount_kobo FROM ${s.rows} WHERE ${s.orderColumn} = ? AND seq IN (${marks(seqs.length)})`,
      orderId,
      ...seqs,
    ),
    z.object({ amount_kobo: z.number() }),
  );
  return rows.reduce((n, r) => n + r.amount_kobo, 0);
}

/**
 * Holds the payment of rows `seqs` (one, or several ahead) in escrow, as one guarded write: the entry is posted only
 * if `takesPayments` holds and every chosen row is unpaid; with it, the rows are paid by the entry, the order's
 * `paid_kobo` and `held_kobo` move (and `orderSet`, the domain's further columns), the timeline says so (`event`;
 * `subjectId` when the timeline is the order's parent's), then the domain's own writes (`with`).
 */
export function holdScheduled(
  ctx: ServiceCtx,
  s: Schedule,
  o: {
    leg: string;
    orderId: string;
    payerId: string;
    seqs: number[];
    amountKobo: number;
    paidWith: "wallet" | "link";
    memo: string;
    takesPayments: Cond;
    orderSet?: Cond;
    event: { action: string; detail: string; subjectId?: string };
    with?: (entryId: string) => Stmt[];
  },
): Promise<PostResult> {
  const seqs = [...o.seqs].sort((a, b) => a - b);
  return hold(ctx, s.spec, {
    leg: o.leg,
    orderId: o.orderId,
    payerId: o.payerId,
    amountKobo: o.amountKobo,
    memo: o.memo,
    guard: {
      sql: `${o.takesPayments.sql}
            AND (SELECT COUNT(*) FROM ${s.rows} WHERE ${s.orderColumn} = ? AND seq IN (${marks(seqs.length)}) AND status IN ${UNPAID}) = ?`,
      params: [...o.takesPayments.params, o.orderId, ...seqs, seqs.length],
    },
    with: (entryId) => [
      q(
        ctx,
        `UPDATE ${s.rows} SET status = 'paid', paid_at = ?, paid_with = ?, entry_id = ?, updated_at = ?
         WHERE ${s.orderColumn} = ? AND seq IN (${marks(seqs.length)}) AND status IN ${UNPAID} AND ${APPLIED}`,
        ctx.now,
        o.paidWith,
        entryId,
        ctx.now,
        o.orderId,
        ...seqs,
        entryId,
      ),
      q(
        ctx,
        `UPDATE ${s.spec.table} SET paid_kobo = paid_kobo + ?, held_kobo = held_kobo + ?${o.orderSet ? `, ${o.orderSet.sql}` : ""}, updated_at = ?
         WHERE id = ? AND ${APPLIED}`,
        o.amountKobo,
        o.amountKobo,
        ...(o.orderSet?.params ?? []),
        ctx.now,
        o.orderId,
        entryId,
      ),
      timelineEvent(
        ctx,
        s.spec,
        {
          orderId: o.event.subjectId ?? o.orderId,
          ...(o.event.subjectId ? { forOrder: o.orderId } : {}),
          actorId: o.payerId,
          action: o.event.action,
          detail: o.event.detail,
        },
        { entryId },
      ),
      ...(o.with?.(entryId) ?? []),
    ],
  });
}
