/** The escrow engine: see ./engine.ts, and the products it owns the lifecycle of: ./products.ts. Domains import from here; the engine imports no domain. */
export {
  commissionSplit,
  entryPosted,
  expireAll,
  fullRefund,
  hold,
  holdExisting,
  partialRefund,
  settle,
  settleStatements,
  timelineEvent,
  transition,
  type EscrowSpec,
  type Happened,
  type Split,
  type StepOptions,
  type StepResult,
} from "./engine";
export { listOrders, orderTimeline, orderView, type OrderSummary } from "./orders";
export { returnFromPayment, settleOwnPayment, startOrderPayment } from "./payment-return";
export {
  awaitingDecision,
  awaitingPayment,
  betweenUsers,
  bothSides,
  registerProduct,
  registeredProducts,
  type Expiry,
  type OrderListing,
  type OrderRole,
  type Product,
  type StatusWords,
  unpaidHold,
} from "./products";
export {
  ClaimedRow,
  claimReminders,
  dueIn,
  holdScheduled,
  markOverdue,
  reminderStages,
  scheduledAmount,
  stageWindow,
  type Cond,
  type Schedule,
} from "./schedule";
export { sideMoneyTotals } from "./side-totals";
export { sweepOrders, sweepProduct, type ProductClock } from "./sweep";
