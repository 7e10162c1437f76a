/** The escrow engine: see ./engine.ts. Domains import from here; the engine imports no domain. */
export {
  commissionSplit,
  entryPosted,
  expireAll,
  fullRefund,
  hold,
  holdExisting,
  partialRefund,
  settle,
  timelineEvent,
  transition,
  type EscrowSpec,
  type Happened,
  type Split,
  type StepOptions,
  type StepResult,
} from "./engine";
