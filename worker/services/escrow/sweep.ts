import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { q } from "../../db/sql";
import { expireAll } from "./engine";
import { registeredProducts, type Product } from "./products";

/** What the clock needs of a product: its table, escrow spec, expiry and clock. */
export type ProductClock = Pick<Product, "table" | "spec" | "expiry" | "clock">;

/** Expires a product's overdue unpaid orders by its declared rule: one batch, set-based, no read before it. */
function expireOverdue(ctx: ServiceCtx, p: ProductClock) {
  const e = p.expiry;
  if (!e) return Promise.resolve();
  const overdue = e.overdue(ctx.now);
  const stmts = p.spec
    ? expireAll(ctx, p.spec, {
        from: e.from,
        sql: overdue.sql,
        params: overdue.params,
        to: e.to,
        event: e.event,
        release: e.release ? (m) => e.release!(ctx, m) : undefined,
      })
    : [
        q(
          ctx,
          `UPDATE ${p.table} SET status = ?, updated_at = ? WHERE status IN (${e.from.map(() => "?").join(", ")}) AND (${overdue.sql})`,
          e.to,
          ctx.now,
          ...e.from,
          ...overdue.params,
        ),
      ];
  return ctx.env.DB.batch(stmts);
}

/** One product's turn of the sweep: its overdue unpaid orders expire, then its other clock steps run. */
export async function sweepProduct(ctx: ServiceCtx, p: ProductClock) {
  await expireOverdue(ctx, p);
  await p.clock?.(ctx);
}

/**
 * The one clock of every order: each product's overdue unpaid orders expire by its declared rule, then its
 * other clock steps run (payouts, lapses, refunds of what never happened, reminders). Each product is
 * isolated: one failing never skips another; the sweep fails at the end naming them, so the cron run is
 * marked failed. Every step is guarded or keyed, so a rerun or two sweeps at once do nothing more.
 */
export async function sweepOrders(ctx: ServiceCtx) {
  const failed: string[] = [];
  for (const p of registeredProducts()) {
    try {
      await sweepProduct(ctx, p);
    } catch (error) {
      failed.push(p.key);
      log("error", "orders.sweep", { product: p.key, error });
    }
  }
  if (failed.length) throw new Error(`orders: the sweep failed for ${failed.join(", ")}`);
  return { products: registeredProducts().length };
}
