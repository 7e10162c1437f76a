/**
 * Rent paid through PropertyNG, without zod (the SPA's screens read these too): the statuses of a rent agreement,
 * the rules every agreement copies when it is made, and the words each side reads.
 */
export const RENT_STATUSES = [
  "awaiting_payment",
  "held",
  "disputed",
  "released",
  "refunded",
  "resolved",
  "cancelled",
  "expired",
] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

/** An agreement that still ties its listing: at most one per listing (a partial UNIQUE index). */
export const OPEN_RENT_STATUSES = ["awaiting_payment", "held", "disputed"] as const satisfies readonly RentStatus[];

export const RENT_RULES = {
  /** Days after the agreed move-in date (Lagos) when the money goes to the lister by itself, unless disputed. */
  releaseAfterDays: 3,
  /** The platform's commission on released rent, basis points (1%), copied onto each agreement. */
  commissionBps: 100,
  /** An agreement the tenant never paid lapses this many days after it was made. */
  unpaidDays: 14,
  /** How far ahead a move-in date may be agreed. */
  maxDaysAhead: 180,
  /** Statements each side may give staff on one dispute, and photos per statement. */
  maxStatementsPerSide: 5,
  maxPhotos: 6,
} as const;

export const RENT_STATUS_WORDS: Record<RentStatus, { tenant: string; lister: string }> = {
  awaiting_payment: { tenant: "Waiting for your payment", lister: "Waiting for the tenant's payment" },
  held: {
    tenant: "Paid: held in escrow until you move in",
    lister: "Paid into escrow: released when the tenant moves in",
  },
  disputed: { tenant: "Disputed: PropertyNG is reviewing it", lister: "Disputed by the tenant: under review" },
  released: { tenant: "Released to the lister", lister: "Released to you" },
  refunded: { tenant: "Refunded to you", lister: "Cancelled and refunded to the tenant" },
  resolved: { tenant: "Dispute decided by PropertyNG", lister: "Dispute decided by PropertyNG" },
  cancelled: { tenant: "Cancelled", lister: "Cancelled" },
  expired: { tenant: "Expired: not paid in time", lister: "Expired: not paid in time" },
};
