import type { InspectionStatus } from "./bookings";
import type { ListingStatus } from "./listing-rules";
import type { RESERVATION_STATUSES } from "./project-rules";
import type { StayStatus } from "./stays";

type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * Every status a person reads, in plain words: one map per kind of thing, used by every page and by the server's
 * messages ("This stay cannot be cancelled now: it is waiting for the host"), so "pending_review" or
 * "awaiting_host" never reaches a reader. No zod here: display-only pages import it.
 */
export const STATUS_WORDS = {
  listing: {
    active: "Active",
    draft: "Draft",
    deactivated: "Deactivated",
    deleted: "Deleted",
    delisted: "Delisted",
    suspended: "Suspended",
    pending_review: "Waiting for review",
  } satisfies Record<ListingStatus, string>,
  inspection: {
    awaiting_payment: "Awaiting payment",
    pending: "Waiting for the agent",
    proposed: "New time proposed",
    confirmed: "Confirmed",
    completed: "Inspection held",
    cancelled: "Cancelled",
    expired: "Refunded (not held)",
    disputed: "Reported: under review",
    resolved: "Resolved by our team",
  } satisfies Record<InspectionStatus, string>,
  stay: {
    pending_payment: "Waiting for payment",
    awaiting_host: "Waiting for the host",
    confirmed: "Confirmed",
    checked_in: "Checked in",
    completed: "Completed",
    declined: "Declined by the host",
    cancelled: "Cancelled",
    expired: "Expired",
  } satisfies Record<StayStatus, string>,
  reservation: {
    awaiting_payment: "Awaiting payment",
    pending: "Waiting for the developer",
    confirmed: "Confirmed",
    declined: "Declined by the developer",
    cancelled: "Cancelled",
    expired: "Expired",
    ended: "Ended: instalment plan cancelled or defaulted",
  } satisfies Record<ReservationStatus, string>,
} as const;

export type StatusKind = keyof typeof STATUS_WORDS;

/** A status in words; an unknown one (a newer server) is de-snaked rather than shown raw. */
export function statusWords(kind: StatusKind, status: string): string {
  const words = (STATUS_WORDS[kind] as Record<string, string>)[status];
  if (words) return words;
  const plain = status.replace(/_/g, " ");
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** Said after publishing when a new lister's listing waits for a moderator (services/listings/review-gate.ts). */
export const LISTING_HELD_FOR_REVIEW = {
  title: "Waiting for review: not live yet",
  description:
    "Our team checks a new lister's first listings before they go live, usually within a day. Verify your identity and your next listings publish at once.",
} as const;
