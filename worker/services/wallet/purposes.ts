import type { ServiceCtx } from "../../lib/context";
import type { Stmt } from "../../db/sql";

/**
 * The purpose registry: the money core knows no domain. A domain that sells something by
 * payment link registers its purpose from its own `index.ts`:
 *
 *   registerPurpose("booking", { onPaid: (ctx, payment, done) => payFromWallet(ctx, payment.data.bookingId, done) });
 *
 * `settlePayment` credits the payer's wallet (the money is theirs first), then calls `onPaid`, which moves
 * it on (escrow, a plan…). `done(entryId)` is the statement that records the hook as finished: put it in
 * the same batch as the hook's own writes (conditioned on that batch's entry), so a crash can never leave
 * "hook ran" recorded without its effects or the reverse. If the hook returns without using it (nothing to
 * do), the core records it itself. Hooks must be idempotent (keyed by the payment's reference): the sweep
 * (`finishInterruptedPayments`) calls them again for any paid payment whose hook was not recorded.
 *
 * Every domain's index is imported once by worker/services/purposes.ts, which the worker entry, the cron
 * and the money test helpers import, so no code path settles a payment before its purposes are known.
 */
export type PaidPayment = {
  reference: string;
  userId: string;
  purpose: string;
  amountKobo: number;
  /** The purpose's own data, as given to `startPayment` (parsed JSON). */
  data: Record<string, unknown>;
  /** The raw JSON, for hooks keyed on it. */
  purposeData: string;
};

export type PurposeHandler = {
  /** The wallet has been credited with the payment; move it on. Idempotent. */
  onPaid: (ctx: ServiceCtx, payment: PaidPayment, done: (entryId?: string) => Stmt) => Promise<void>;
  /** The payment was refunded to the card (optional: undo what `onPaid` bought). */
  onRefund?: (ctx: ServiceCtx, payment: PaidPayment) => Promise<void>;
};

const handlers = new Map<string, PurposeHandler>();

/** The wallet's own purpose: the credit is the whole effect. */
const TOPUP = "topup";

export function registerPurpose(name: string, handler: PurposeHandler) {
  if (name === TOPUP) throw new Error("purposes: topup is the wallet's own purpose");
  const known = handlers.get(name);
  // Re-registering the same handler (a module evaluated twice by a test runner) is harmless; two owners are a bug.
  if (known && known.onPaid !== handler.onPaid && known.onPaid.toString() !== handler.onPaid.toString())
    throw new Error(`purposes: "${name}" is registered twice`);
  handlers.set(name, handler);
}

/** The handler of a purpose; topup has none (the credit is the effect). Unknown purposes throw: a missing registration must be loud. */
export function purposeHandler(name: string): PurposeHandler | null {
  if (name === TOPUP) return null;
  const h = handlers.get(name);
  if (!h)
    throw new Error(
      `purposes: no handler registered for "${name}" (is its domain imported by worker/services/purposes.ts?)`,
    );
  return h;
}

export const registeredPurposes = () => [TOPUP, ...handlers.keys()];
