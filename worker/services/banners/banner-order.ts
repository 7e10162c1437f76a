import { awaitingPayment, type Product } from "../escrow";
import type { BannerStatus } from "../../contracts/banner-rules";

/**
 * A paid banner ad as the engine's product: the owner pays the platform (no escrow: the money is revenue at
 * once, refunded by the domain on a rejection), so it has no payee and no timeline of its own; it is in the
 * one order list, the one payment return and the sweep (an approved banner past its days expires).
 */
export const BANNER_ORDER: Product<BannerStatus> = {
  key: "banner",
  label: "Banner ad",
  table: "banners",
  statuses: {
    draft: { payer: "Draft: not paid yet", payee: "Draft", next: { payer: "Pay to send it for review" } },
    pending_payment: awaitingPayment("Awaiting payment", "Pay to send it for review"),
    waiting_review: { payer: "Paid: waiting for our review", payee: "Waiting for review" },
    approved: { payer: "Approved: showing on its dates", payee: "Approved" },
    rejected: { payer: "Rejected: the payment was refunded to your wallet", payee: "Rejected" },
    expired: { payer: "Ended: its paid days are over", payee: "Ended", next: { payer: "Renew it" } },
    disabled: { payer: "Paused by our team", payee: "Paused" },
  },
  transitions: {
    draft: ["pending_payment", "waiting_review"],
    pending_payment: ["waiting_review"],
    waiting_review: ["approved", "rejected"],
    approved: ["approved", "expired", "disabled"],
    expired: ["approved"],
    disabled: ["approved"],
  },
  legs: {},
  split: "All to the platform when paid; a rejected banner's payment goes back to the owner's wallet.",
  payment: { purpose: "banner", orderKey: "bannerId" },
  expiry: {
    from: ["approved"],
    to: "expired",
    overdue: (now) => ({ sql: "ends_at <= ?", params: [now] }),
    event: { action: "expired", detail: "Its paid days are over" },
    words: "An approved banner stops showing when its paid days end.",
  },
  list: {
    from: "banners o",
    where: "o.kind = 'paid'",
    payer: "o.owner_id",
    payee: null,
    amountKobo:
      "COALESCE(NULLIF(o.price_paid_kobo, 0), (SELECT bp.price_kobo FROM banner_prices bp WHERE bp.placement = o.placement AND bp.days = o.days AND bp.active = 1 LIMIT 1), 0)",
    title: "'Banner ad: ' || o.title",
    payerName: "NULL",
    payeeName: "'PropertyNG'",
    ref: "NULL",
    link: () => "/dashboard/marketing/banners",
  },
};
