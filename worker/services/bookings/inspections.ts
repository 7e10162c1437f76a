/**
 * Inspection bookings: slots and booking (./inspection-book.ts), paying (./inspection-pay.ts), the two sides'
 * actions and disputes (./inspection-actions.ts) and the clock (./inspection-jobs.ts). The inspection's own
 * rules are in ./inspection-rules.ts; its money moves through the escrow engine (services/escrow) as the
 * order INSPECTION_ESCROW (./inspection-escrow.ts); the views are in ./inspection-view.ts.
 */
export { lagosDate, commissionBps, refundAfterHours, split } from "./inspection-rules";
export { bookingView, listBookings, listDisputes } from "./inspection-view";
export { bookInspection, inspectionSlots } from "./inspection-book";
export { payBookingByLink, payBookingByWallet, payFromWallet, verifyBookingPayment } from "./inspection-pay";
export {
  cancelBooking,
  confirmBooking,
  initiateInspection,
  reportBooking,
  rescheduleBooking,
  resolveDispute,
} from "./inspection-actions";
export { runInspectionJobs } from "./inspection-order";
