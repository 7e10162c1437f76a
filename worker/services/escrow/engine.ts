import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { q, type Stmt } from "../../db/sql";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount, type EntryKind, type PostResult } from "../wallet/ledger";

/**
 * One escrow engine (issue 23): an order's money goes hold → (confirm) → settle with a split, or cancel by
 * a policy, or expire, or wait in dispute for a person — each step one guarded batch over the ledger, and
 * each step that happens writes one row of the order's timeline in the same batch.
 *
 * A domain (inspections, stays, project reservations…) keeps only its own rules — which slot, which nights,
 * which unit, who may act when, what the cancel policy returns — and describes its order table once as an
 * `EscrowSpec`. The engine knows no domain: it never imports one (eslint.config.js), it is told.
 *
 *   hold       wallet → escrow, key `<key>:hold:<id>`, at most once; the order row changes only with it.
 *   transition a guarded status change with no money (confirm, propose, dispute, expire an unpaid hold).
 *   settle     escrow → payer / payee / platform revenue, key `<key>:settle:<id>`, at most once: a cancel
 *              racing the completion, the cron or an admin decision can never pay twice. Cancel, expire,
 *              complete and resolve are all `settle` with a different split and target status.
 *
 * Guards are SQL read by the same batch that writes (never read-then-write); `from` is the set of order
 * statuses the step may start from.
 */
export type EscrowSpec = {
  /** Entry keys: `<key>:hold:<orderId>` and `<key>:settle:<orderId>`. */
  key: string;
  /** The orders table (a constant of the domain, never input). */
  table: string;
  /** The timeline table and its column naming what the row is about (the order, or its parent: a project's timeline). */
  events: { table: string; orderColumn: string };
  kinds: { hold: EntryKind; settle: EntryKind };
};

/** How a settlement divides the escrowed amount; the parts sum to it. */
export type Split = { payerKobo: number; payeeKobo: number; commissionKobo: number };

/** The payee's share and the platform's commission (basis points, rounded down for the platform). */
export function commissionSplit(amountKobo: number, commissionBps: number): Split {
  const commissionKobo = Math.floor((amountKobo * commissionBps) / 10_000);
  return { payerKobo: 0, payeeKobo: amountKobo - commissionKobo, commissionKobo };
}

/** All back to the payer. */
export const fullRefund = (amountKobo: number): Split => ({ payerKobo: amountKobo, payeeKobo: 0, commissionKobo: 0 });

/** `refundKobo` back to the payer, the rest to the payee less commission. */
export function partialRefund(amountKobo: number, refundKobo: number, commissionBps: number): Split {
  const rest = commissionSplit(amountKobo - refundKobo, commissionBps);
  return { ...rest, payerKobo: refundKobo };
}

/** One timeline row; with `entryId`, only if that entry is posted by the same batch; with `ifChanged`, only if the previous statement changed a row. */
export function timelineEvent(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  e: { orderId: string; actorId: string | null; action: string; detail: string | null },
  cond: { entryId?: string; ifChanged?: boolean } = {},
): Stmt {
  const where = cond.entryId ? ` WHERE ${APPLIED}` : cond.ifChanged ? " WHERE changes() = 1" : "";
  return q(ctx,
    `INSERT INTO ${spec.events.table} (id, ${spec.events.orderColumn}, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, ?, ?${where}`,
    newId(), e.orderId, e.actorId, e.action, e.detail, ctx.now, ...(cond.entryId ? [cond.entryId] : []));
}

/** The timeline row of a step; `subjectId` when the timeline belongs to the order's parent (default: the order). */
type TimelineStep = { actorId: string | null; action: string; detail: string; subjectId?: string };

type StatusGuard = { from: readonly string[]; sql?: string; params?: unknown[] };
const guardSql = (spec: EscrowSpec, orderId: string, g: StatusGuard) => ({
  sql: `EXISTS (SELECT 1 FROM ${spec.table} WHERE id = ? AND status IN (${g.from.map(() => "?").join(", ")})${g.sql ? ` AND (${g.sql})` : ""})`,
  params: [orderId, ...g.from, ...(g.params ?? [])],
});

/**
 * Moves `amountKobo` from the payer's wallet into escrow for an order. `with` are the domain's writes that
 * go with the money (insert the order, flip it to paid…), each conditioned on the entry (`APPLIED`).
 */
export function hold(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: { orderId: string; payerId: string; amountKobo: number; memo: string; guard?: { sql: string; params: unknown[] }; with: (entryId: string) => Stmt[] },
): Promise<PostResult> {
  return post(ctx, {
    idemKey: `${spec.key}:hold:${o.orderId}`,
    kind: spec.kinds.hold,
    userId: o.payerId,
    reference: o.orderId,
    memo: o.memo,
    lines: [
      { accountId: walletAccount(o.payerId), amountKobo: -o.amountKobo },
      { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: o.amountKobo },
    ],
    guard: o.guard,
    with: o.with,
  });
}

/** Holds the amount for an order already written unpaid (pay by link or later from the wallet): only while it is in one of `from`. */
export function holdExisting(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: { orderId: string; payerId: string; amountKobo: number; memo: string; from: readonly string[]; to: string; set?: string; setParams?: unknown[]; event: TimelineStep; extra?: (entryId: string) => Stmt[] },
): Promise<PostResult> {
  return hold(ctx, spec, {
    ...o,
    guard: guardSql(spec, o.orderId, { from: o.from }),
    with: (entryId) => [
      q(ctx, `UPDATE ${spec.table} SET status = ?, updated_at = ?${o.set ? `, ${o.set}` : ""} WHERE id = ? AND ${APPLIED}`, o.to, ctx.now, ...(o.setParams ?? []), o.orderId, entryId),
      timelineEvent(ctx, spec, { actorId: o.event.actorId, action: o.event.action, detail: o.event.detail, orderId: o.event.subjectId ?? o.orderId }, { entryId }),
      ...(o.extra?.(entryId) ?? []),
    ],
  });
}

/**
 * The one way money leaves escrow for an order: escrow → payer (refund part), payee (less commission),
 * platform revenue. Posted at most once per order; the order's new status and its timeline row go with it.
 */
export function settle(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: {
    orderId: string;
    payerId: string;
    payeeId: string;
    amountKobo: number;
    split: Split;
    guard: StatusGuard;
    to: string;
    set?: string;
    setParams?: unknown[];
    event: TimelineStep;
    memo: string;
    extra?: (entryId: string) => Stmt[];
  },
): Promise<PostResult> {
  const { payerKobo, payeeKobo, commissionKobo } = o.split;
  if (payerKobo + payeeKobo + commissionKobo !== o.amountKobo || [payerKobo, payeeKobo, commissionKobo].some((k) => !Number.isSafeInteger(k) || k < 0)) {
    throw new Error("escrow: a split must be whole non-negative kobo summing to the escrowed amount");
  }
  const lines = [
    { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: -o.amountKobo },
    { accountId: walletAccount(o.payerId), amountKobo: payerKobo },
    { accountId: walletAccount(o.payeeId), amountKobo: payeeKobo },
    { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: commissionKobo },
  ].filter((l) => l.amountKobo !== 0);
  return post(ctx, {
    idemKey: `${spec.key}:settle:${o.orderId}`,
    kind: spec.kinds.settle,
    userId: o.payerId,
    reference: o.orderId,
    memo: o.memo,
    actorId: o.event.actorId,
    lines,
    guard: guardSql(spec, o.orderId, o.guard),
    with: (entryId) => [
      q(ctx, `UPDATE ${spec.table} SET status = ?, updated_at = ?${o.set ? `, ${o.set}` : ""} WHERE id = ? AND ${APPLIED}`, o.to, ctx.now, ...(o.setParams ?? []), o.orderId, entryId),
      timelineEvent(ctx, spec, { actorId: o.event.actorId, action: o.event.action, detail: o.event.detail, orderId: o.event.subjectId ?? o.orderId }, { entryId }),
      ...(o.extra?.(entryId) ?? []),
    ],
  });
}

/**
 * A status change with no money (confirm, propose, dispute, cancel an unpaid order): one guarded UPDATE and
 * its timeline row, in one batch. `before` are statements that must run first in the same batch (e.g.
 * freeing a stale hold). Answers whether it happened.
 */
export async function transition(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: { orderId: string; guard: StatusGuard; to: string; set?: string; setParams?: unknown[]; event: Omit<TimelineStep, "detail"> & { detail: string | null }; before?: Stmt[] },
): Promise<boolean> {
  const g = guardSql(spec, o.orderId, o.guard);
  const results = await ctx.env.DB.batch([
    ...(o.before ?? []),
    q(ctx, `UPDATE ${spec.table} SET status = ?, updated_at = ?${o.set ? `, ${o.set}` : ""} WHERE id = ? AND ${g.sql}`, o.to, ctx.now, ...(o.setParams ?? []), o.orderId, ...g.params),
    timelineEvent(ctx, spec, { actorId: o.event.actorId, action: o.event.action, detail: o.event.detail, orderId: o.event.subjectId ?? o.orderId }, { ifChanged: true }),
  ]);
  return (results[results.length - 2]?.meta.changes ?? 0) > 0;
}
