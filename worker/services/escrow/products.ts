import type { ServiceCtx } from "../../lib/context";
import type { Stmt } from "../../db/sql";
import type { OrderProduct } from "../../contracts/orders";
import type { EscrowSpec } from "./engine";

/**
 * The product registry: every paid product declares its order lifecycle to the engine, the way a domain
 * registers its payment purpose with the money core. The engine imports no domain; a domain calls
 * `registerProduct` from its own index.ts (worker/services/purposes.ts runs them all once).
 *
 * What a product declares is what the engine then owns: the timeline (`spec.events`), the one order list
 * across products (`list`), the payment return (`payment`), expiry and the sweep (`expiry`, `clock`), and
 * the allowed moves (`transitions`, `legs`): a step that starts from a status the declaration does not
 * allow, or names an undeclared leg, is a programming error and throws before anything is written.
 *
 * A schedule of legs (instalments, rent) is one more product: its legs are the instalments, its clock the
 * due dates.
 */
export type OrderRole = "payer" | "payee";

/** What a status means to each side, and what that side can do next (null: nothing, or wait). */
export type StatusWords = {
  payer: string;
  payee: string;
  next?: Partial<Record<OrderRole, string>>;
};

/**
 * How the order list reads a product's orders. `from` is the FROM clause with the order table as `o` (and
 * any joins for the title and names); the engine adds the owner condition, the cursor, the order and the
 * limit. Every column here is a constant of the domain, never input.
 */
export type OrderListing = {
  from: string;
  /** Rows that are orders at all (e.g. only paid banners, not the platform's own). */
  where?: string;
  payer: string;
  /** The payee's user column, or null when the platform is the payee. */
  payee: string | null;
  amountKobo: string;
  title: string;
  payerName: string;
  payeeName: string;
  /** A further id the link needs (the project of a reservation), or NULL. */
  ref: string;
  /** The page where the order is acted on, for each side. */
  link: (o: { id: string; ref: string | null }, role: OrderRole) => string;
};

/** Status words that read the same to both sides ("Cancelled"). */
export const bothSides = (words: string): StatusWords => ({ payer: words, payee: words });

/** The unpaid status an order opens in: the payer is asked to pay (`next`), the payee waits for the money. */
export const awaitingPayment = (payee: string, next: string, payer = "Awaiting your payment"): StatusWords => ({
  payer,
  payee,
  next: { payer: next },
});

/** A paid status that waits on the payee's decision: the payee is asked to confirm or decline. */
export const awaitingDecision = (payer: string, payee: string): StatusWords => ({
  payer,
  payee,
  next: { payee: "Confirm or decline" },
});

/**
 * The list's columns of an order between two users: `from` (the order table as `o`, with the joins its title
 * needs), then the payer's user as `ps` and the payee's as `pe` for their names.
 */
export const betweenUsers = (from: string, payer: string, payee: string) =>
  ({
    from: `${from} JOIN users ps ON ps.id = ${payer} JOIN users pe ON pe.id = ${payee}`,
    payer,
    payee,
    payerName: "ps.first_name || ' ' || ps.last_name",
    payeeName: "pe.first_name || ' ' || pe.last_name",
  }) satisfies Partial<OrderListing>;

/**
 * Expiry: an order in `from` whose `overdue` SQL holds (on the order row, with `params`) moves to `to`, one
 * timeline row each; `release` frees what such orders hold besides money (nights, a unit), selected by the
 * same condition in the same batch. Only orders with no money in escrow expire this way; money leaves
 * escrow through the product's `clock` and the engine's `settle`.
 */
export type Expiry<S extends string = string> = {
  from: readonly S[];
  to: S;
  overdue: (now: number) => { sql: string; params: unknown[] };
  event: { action: string; detail: string };
  release?: (ctx: ServiceCtx, matching: { sql: string; params: unknown[] }) => Stmt[];
  /** The rule in words, for the documentation of the order. */
  words: string;
};

/**
 * The expiry of an order never paid: one still `awaiting_payment` `holdMs` after it was made is `expired`, and
 * `release` gives back what it held.
 */
export const unpaidHold = (
  holdMs: number,
  detail: string,
  words: string,
  release?: Expiry["release"],
): Expiry<"awaiting_payment" | "expired"> => ({
  from: ["awaiting_payment"],
  to: "expired",
  overdue: (now) => ({ sql: "created_at < ?", params: [now - holdMs] }),
  event: { action: "expired", detail },
  ...(release ? { release } : {}),
  words,
});

export type Product<S extends string = string> = {
  /** The product's key in /v1/orders (`inspection`, `stay`, `reservation`, `banner`). */
  key: OrderProduct;
  label: string;
  /** The order table (a constant of the domain). */
  table: string;
  /** The escrow order (its entry keys and timeline), when the money is held in escrow; without it the order has no timeline of its own. */
  spec?: EscrowSpec;
  statuses: Record<S, StatusWords>;
  /** From each status, the statuses a step may move the order to. */
  transitions: Partial<Record<S, readonly S[]>>;
  /** The parts in which escrowed money leaves (a one-leg order: `settle`), each in words. */
  legs: Record<string, string>;
  /** How a settlement divides the money, in words. */
  split: string;
  /**
   * The payment link's purpose and the key of the order's id in its data; `leg` when the link pays one of several
   * holds of the order (the hold's leg, from the payment's data), so the return can say where the money landed.
   */
  payment?: { purpose: string; orderKey: string; leg?: (data: Record<string, unknown>) => string };
  expiry?: Expiry<S>;
  /** The other steps the clock decides (payouts, lapses, refunds of what never happened, reminders). */
  clock?: (ctx: ServiceCtx) => Promise<unknown>;
  list: OrderListing;
};

const products = new Map<string, Product>();
const bySpecKey = new Map<string, Product>();

export function registerProduct<S extends string>(p: Product<S>) {
  const known = products.get(p.key);
  // A module evaluated twice by a test runner registers the same product again; two owners of a key are a bug.
  if (known && known.table !== p.table) throw new Error(`orders: product "${p.key}" is registered twice`);
  for (const [from, tos] of Object.entries(p.transitions) as [S, readonly S[]][])
    for (const s of [from, ...tos])
      if (!(s in p.statuses)) throw new Error(`orders: ${p.key} moves through "${s}", which it does not declare`);
  products.set(p.key, p as unknown as Product);
  if (p.spec) bySpecKey.set(p.spec.key, p as unknown as Product);
}

export const registeredProducts = (): Product[] => [...products.values()];
export const productByKey = (key: string): Product | undefined => products.get(key);
export const productByPurpose = (purpose: string): Product | undefined =>
  [...products.values()].find((p) => p.payment?.purpose === purpose);

/**
 * Refuses a step its product does not allow: every status in `from` must be allowed to move to `to`, and a
 * leg must be declared. An escrow spec no product declared (a test's own) is not checked.
 */
export function assertStep(spec: EscrowSpec, from: readonly string[], to: string, leg?: string) {
  const p = bySpecKey.get(spec.key);
  if (!p) return;
  for (const f of from) {
    const allowed = (p.transitions as Record<string, readonly string[] | undefined>)[f] ?? [];
    if (!allowed.includes(to)) throw new Error(`orders: ${p.key} may not move from "${f}" to "${to}"`);
  }
  if (leg) assertLeg(spec, leg);
}

/**
 * Refuses an undeclared leg. A leg declared as `name:*` repeats: `name:<anything>` is each one of them (an
 * instalment plan's payments `pay:*`, its milestone releases `release:*`), each still posted at most once.
 */
export function assertLeg(spec: EscrowSpec, leg: string) {
  const p = bySpecKey.get(spec.key);
  if (!p) return;
  const repeating = leg.includes(":") ? `${leg.slice(0, leg.indexOf(":"))}:*` : null;
  if (!(leg in p.legs) && !(repeating && repeating in p.legs)) throw new Error(`orders: ${p.key} has no leg "${leg}"`);
}
