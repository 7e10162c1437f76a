import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { q, type Stmt } from "../../db/sql";
import {
  APPLIED,
  SYSTEM_ACCOUNTS,
  post,
  postingStatements,
  walletAccount,
  type EntryKind,
  type PostResult,
} from "../wallet/ledger";
import { assertLeg, assertStep } from "./products";

/**
 * One escrow engine: an order's money goes hold → (confirm) → settle with a split, or cancel by
 * a policy, or expire, or wait in dispute for a person — each step one guarded batch over the ledger, and
 * each step that happens writes one row of the order's timeline in the same batch.
 *
 * A domain (inspections, stays, project reservations…) keeps only its own rules — which slot, which nights,
 * which unit, who may act when, what the cancel policy returns — and describes its order table once as an
 * `EscrowSpec`, and its lifecycle once as a product (./products.ts: statuses, transitions, legs, expiry, how
 * to list it). The engine knows no domain: it never imports one (eslint.config.js), it is told. Every step
 * below refuses a move the product's declaration does not allow, before anything is written.
 *
 *   hold       wallet → escrow, key `<key>:hold:<id>`, at most once; the order row changes only with it.
 *   transition a guarded status change with no money (confirm, propose, dispute, expire an unpaid hold).
 *   settle     escrow → payer / payee / platform revenue, key `<key>:settle:<id>`, at most once: a cancel
 *              racing the completion, the cron or an admin decision can never pay twice. Cancel, expire,
 *              complete and resolve are all `settle` with a different split and target status.
 *
 * Guards are SQL read by the same batch that writes (never read-then-write); `from` is the set of order
 * statuses the step may start from. Every step takes the same flat `StepOptions` (from, guardSql,
 * guardParams, to, set, actorId, action, detail), so a domain passes its own options straight through.
 *
 * Legs: an order whose escrow leaves in more than one part (a stay: the nights to the host after check-in,
 * the caution deposit after check-out; or everything back on a cancel) names each part a `leg`; each leg's
 * entry (`<key>:<leg>:<id>`) is posted at most once, and the status guards keep the legs apart. A leg with
 * nothing to move (an unpaid order cancelled, a stay without deposit) is a guarded transition instead.
 *
 * `followUp` statements go with a step and run only if it happened in this batch, whether money moved or
 * not (`Happened`: its ledger entry, or — no money — its timeline row); `extra` are for money steps only.
 */
export type EscrowSpec = {
  /** Entry keys: `<key>:hold:<orderId>` and `<key>:settle:<orderId>`. */
  key: string;
  /** The orders table (a constant of the domain, never input). */
  table: string;
  /**
   * The timeline table and its column naming what the row is about: the order, or its parent (a reservation's
   * rows are its project's); `subject` is then the order's column naming that parent.
   */
  /**
   * `orderColumn` names what a row is about: the order, or its parent whose timeline it shares (`subject`, a
   * project's). A shared timeline also names the order itself in `orderIdColumn`, so one order's rows are exactly
   * its own, never another order's of the same parent.
   */
  events: { table: string; orderColumn: string; subject?: string; orderIdColumn?: string };
  kinds: { hold: EntryKind; settle: EntryKind };
};

/** Proof inside a batch that a step happened in it (SQL + params), for the statements that must go with it. */
export type Happened = { sql: string; params: unknown[] };
export const entryPosted = (entryId: string): Happened => ({ sql: APPLIED, params: [entryId] });
const eventWritten = (spec: EscrowSpec, eventId: string): Happened => ({
  sql: `EXISTS (SELECT 1 FROM ${spec.events.table} WHERE id = ?)`,
  params: [eventId],
});

/** What a step answers: `posted` it happened now; `replayed` its entry already existed; `insufficient` the guard (or the wallet) refused. */
export type StepResult = { outcome: PostResult["outcome"] };

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
  e: { orderId: string; actorId: string | null; action: string; detail: string | null; forOrder?: string },
  cond: { entryId?: string; ifChanged?: boolean; id?: string } = {},
): Stmt {
  const where = cond.entryId ? ` WHERE ${APPLIED}` : cond.ifChanged ? " WHERE changes() = 1" : "";
  const own = spec.events.orderIdColumn;
  return q(
    ctx,
    `INSERT INTO ${spec.events.table} (id, ${spec.events.orderColumn}, ${own ? `${own}, ` : ""}actor_id, action, detail, created_at) SELECT ?, ?, ${own ? "?, " : ""}?, ?, ?, ?${where}`,
    cond.id ?? newId(),
    e.orderId,
    ...(own ? [e.forOrder ?? null] : []),
    e.actorId,
    e.action,
    e.detail,
    ctx.now,
    ...(cond.entryId ? [cond.entryId] : []),
  );
}

/**
 * What every step is told, flat, so a domain passes its own options straight through:
 *   from / guardSql / guardParams  the statuses the step may start from, and any further SQL condition on the
 *                                  order row (read by the same write);
 *   to / set / setParams           the new status and any further columns (`set` is SQL of the domain's constants);
 *   actorId / action / detail      the timeline row; `subjectId` when the timeline belongs to the order's parent
 *                                  (a project's), default the order.
 */
export type StepOptions = {
  from: readonly string[];
  guardSql?: string;
  guardParams?: unknown[];
  to: string;
  set?: string;
  setParams?: unknown[];
  actorId: string | null;
  action: string;
  detail: string;
  subjectId?: string;
};

const statusGuard = (spec: EscrowSpec, orderId: string, o: Pick<StepOptions, "from" | "guardSql" | "guardParams">) => ({
  sql: `EXISTS (SELECT 1 FROM ${spec.table} WHERE id = ? AND status IN (${o.from.map(() => "?").join(", ")})${o.guardSql ? ` AND (${o.guardSql})` : ""})`,
  params: [orderId, ...o.from, ...(o.guardParams ?? [])],
});

/** The order's timeline row of a step. */
const stepEvent = (
  ctx: ServiceCtx,
  spec: EscrowSpec,
  orderId: string,
  o: Pick<StepOptions, "actorId" | "action" | "subjectId"> & { detail: string | null },
  cond: { entryId?: string; ifChanged?: boolean; id?: string },
) =>
  timelineEvent(
    ctx,
    spec,
    { actorId: o.actorId, action: o.action, detail: o.detail, orderId: o.subjectId ?? orderId, forOrder: orderId },
    cond,
  );

/**
 * The order's status change of a step that moves money: only if its entry is posted by the same batch. `to: null`
 * leaves the status as it is (a leg decided inside another step's batch, which may have changed it).
 */
const statusUpdate = (
  ctx: ServiceCtx,
  spec: EscrowSpec,
  orderId: string,
  o: Pick<StepOptions, "set" | "setParams"> & { to: string | null },
  entryId: string,
) =>
  q(
    ctx,
    `UPDATE ${spec.table} SET ${o.to === null ? "" : "status = ?, "}updated_at = ?${o.set ? `, ${o.set}` : ""} WHERE id = ? AND ${APPLIED}`,
    ...(o.to === null ? [] : [o.to]),
    ctx.now,
    ...(o.setParams ?? []),
    orderId,
    entryId,
  );

/** Extra writes of a step that moves money: `extra` by the posted entry's id, `followUp` by what happened. */
type MoneyStepWrites = { extra?: (entryId: string) => Stmt[]; followUp?: (happened: Happened) => Stmt[] };

/**
 * The guard and the writes that go with a step's ledger entry: the order's new status, its timeline row, then
 * the domain's own, each conditioned on the entry.
 */
const moneyStepWrites = (
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: Omit<StepOptions, "to"> & MoneyStepWrites & { orderId: string; to: string | null },
) => ({
  guard: statusGuard(spec, o.orderId, o),
  with: (entryId: string) => [
    statusUpdate(ctx, spec, o.orderId, o, entryId),
    stepEvent(ctx, spec, o.orderId, o, { entryId }),
    ...(o.extra?.(entryId) ?? []),
    ...(o.followUp?.(entryPosted(entryId)) ?? []),
  ],
});

/**
 * Moves `amountKobo` from the payer's wallet into escrow for an order. `with` are the domain's writes that
 * go with the money (insert the order, flip it to paid…), each conditioned on the entry (`APPLIED`).
 * `leg` names one of several payments into the same order (an instalment plan's: `pay:<which>`), keyed
 * `<key>:<leg>:<id>` instead of `<key>:hold:<id>`; it must be declared like a settlement's legs.
 */
export function hold(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: {
    leg?: string;
    orderId: string;
    payerId: string;
    amountKobo: number;
    memo: string;
    guard?: { sql: string; params: unknown[] };
    with: (entryId: string) => Stmt[];
  },
): Promise<PostResult> {
  if (o.leg) assertLeg(spec, o.leg);
  return post(ctx, {
    idemKey: `${spec.key}:${o.leg ?? "hold"}:${o.orderId}`,
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
  o: StepOptions &
    MoneyStepWrites & {
      orderId: string;
      payerId: string;
      amountKobo: number;
      memo: string;
    },
): Promise<PostResult> {
  assertStep(spec, o.from, o.to);
  return hold(ctx, spec, {
    orderId: o.orderId,
    payerId: o.payerId,
    amountKobo: o.amountKobo,
    memo: o.memo,
    ...moneyStepWrites(ctx, spec, o),
  });
}

/** What a settle step is told: the step's options, which leg, who, how much and how it splits. */
type SettleOptions = StepOptions &
  MoneyStepWrites & {
    /** Which part of the order's escrow (default `settle`: all of it at once). */
    leg?: string;
    orderId: string;
    payerId: string;
    payeeId: string;
    amountKobo: number;
    split: Split;
    memo: string;
  };

/** The ledger posting of a settle step: escrow → payer, payee and revenue by the split, with the step's writes. */
function settlePosting(ctx: ServiceCtx, spec: EscrowSpec, o: Omit<SettleOptions, "to"> & { to: string | null }) {
  const { payerKobo, payeeKobo, commissionKobo } = o.split;
  if (
    payerKobo + payeeKobo + commissionKobo !== o.amountKobo ||
    [payerKobo, payeeKobo, commissionKobo].some((k) => !Number.isSafeInteger(k) || k < 0)
  ) {
    throw new Error("escrow: a split must be whole non-negative kobo summing to the escrowed amount");
  }
  const lines = [
    { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: -o.amountKobo },
    { accountId: walletAccount(o.payerId), amountKobo: payerKobo },
    { accountId: walletAccount(o.payeeId), amountKobo: payeeKobo },
    { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: commissionKobo },
  ].filter((l) => l.amountKobo !== 0);
  return {
    idemKey: `${spec.key}:${o.leg ?? "settle"}:${o.orderId}`,
    kind: spec.kinds.settle,
    userId: o.payerId,
    reference: o.orderId,
    memo: o.memo,
    actorId: o.actorId,
    lines,
    ...moneyStepWrites(ctx, spec, o),
  };
}

/**
 * The one way money leaves escrow for an order: escrow → payer (refund part), payee (less commission),
 * platform revenue. Posted at most once per order and leg; the order's new status and its timeline row go
 * with it. `amountKobo` is what this leg releases (the whole escrowed amount for a one-leg order).
 */
export async function settle(ctx: ServiceCtx, spec: EscrowSpec, o: SettleOptions): Promise<StepResult> {
  assertStep(spec, o.from, o.to, o.leg ?? "settle");
  if (o.amountKobo === 0) {
    if (o.extra) throw new Error("escrow: a leg with nothing to move has no ledger entry for `extra`; use `followUp`");
    const ok = await transition(ctx, spec, o);
    return { outcome: ok ? "posted" : "insufficient" };
  }
  return post(ctx, settlePosting(ctx, spec, o));
}

/**
 * A settle leg decided together with another step's money (a payment that goes on to the payee at once), as
 * statements for that step's batch (its `with`): posted only if the order is in `from` and `guardSql` holds, read
 * after the statements before it in the batch, and at most once per leg like any other. `to: null` leaves the status
 * as it is. Answers the statements and the leg's key (whether it was posted is whether an entry has that key).
 */
export function settleStatements(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: Omit<SettleOptions, "to" | "leg"> & { to: string | null; leg: string },
): { idemKey: string; stmts: Stmt[] } {
  for (const f of o.from) assertStep(spec, [f], o.to ?? f, o.leg);
  if (o.amountKobo <= 0) throw new Error("escrow: a leg decided inside another step moves money");
  const posting = settlePosting(ctx, spec, o);
  return { idemKey: posting.idemKey, stmts: postingStatements(ctx, posting).stmts };
}

/**
 * A status change with no money (confirm, propose, dispute, cancel an unpaid order): one guarded UPDATE and
 * its timeline row, in one batch. `before` are statements that must run first in the same batch (e.g.
 * freeing a stale hold). Answers whether it happened.
 */
export async function transition(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: Omit<StepOptions, "detail"> & {
    detail: string | null;
    orderId: string;
    before?: Stmt[];
    followUp?: (happened: Happened) => Stmt[];
  },
): Promise<boolean> {
  assertStep(spec, o.from, o.to);
  const g = statusGuard(spec, o.orderId, o);
  const eventId = newId();
  const before = o.before ?? [];
  const results = await ctx.env.DB.batch([
    ...before,
    q(
      ctx,
      `UPDATE ${spec.table} SET status = ?, updated_at = ?${o.set ? `, ${o.set}` : ""} WHERE id = ? AND ${g.sql}`,
      o.to,
      ctx.now,
      ...(o.setParams ?? []),
      o.orderId,
      ...g.params,
    ),
    stepEvent(ctx, spec, o.orderId, o, { ifChanged: true, id: eventId }),
    ...(o.followUp?.(eventWritten(spec, eventId)) ?? []),
  ]);
  return (results[before.length]?.meta.changes ?? 0) > 0;
}

/**
 * Statements that expire every order in `from` matching `sql` (an unpaid hold past its time), for the start
 * of another batch or the cron: `release` first (what the orders held besides money, selected by the same
 * condition), then one timeline row each, then the status. Set-based, so it needs no read before it.
 */
export function expireAll(
  ctx: ServiceCtx,
  spec: EscrowSpec,
  o: {
    from: readonly string[];
    sql: string;
    params: unknown[];
    to: string;
    event: { action: string; detail: string };
    release?: (matching: { sql: string; params: unknown[] }) => Stmt[];
  },
): Stmt[] {
  assertStep(spec, o.from, o.to);
  const where = `status IN (${o.from.map(() => "?").join(", ")}) AND (${o.sql})`;
  const params = [...o.from, ...o.params];
  return [
    ...(o.release?.({ sql: `SELECT id FROM ${spec.table} WHERE ${where}`, params }) ?? []),
    q(
      ctx,
      `INSERT INTO ${spec.events.table} (id, ${spec.events.orderColumn}, ${spec.events.orderIdColumn ? `${spec.events.orderIdColumn}, ` : ""}actor_id, action, detail, created_at) SELECT lower(hex(randomblob(16))), ${spec.events.subject ?? "id"}, ${spec.events.orderIdColumn ? "id, " : ""}NULL, ?, ?, ? FROM ${spec.table} WHERE ${where}`,
      o.event.action,
      o.event.detail,
      ctx.now,
      ...params,
    ),
    q(ctx, `UPDATE ${spec.table} SET status = ?, updated_at = ? WHERE ${where}`, o.to, ctx.now, ...params),
  ];
}
