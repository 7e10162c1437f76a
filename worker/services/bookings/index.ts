/** Inspection bookings: the domain's purpose and product. The worker imports this once (services/purposes.ts). */
import { registerPurpose } from "../wallet/purposes";
import { registerProduct } from "../escrow";
import { payFromWallet } from "./inspections";
import { INSPECTION_ORDER } from "./inspection-order";

/** A booking paid by link: the fee, now in the seeker's wallet, moves to escrow (once, while the slot is held). */
export const registerBookingPurposes = () => {
  registerPurpose("booking", { onPaid: (ctx, p, done) => payFromWallet(ctx, String(p.data.bookingId ?? ""), done) });
  registerProduct(INSPECTION_ORDER);
};

export { runInspectionJobs, listDisputes, resolveDispute } from "./inspections";
export { asSide, bookingTimeline, type BookingListQuery } from "./sides";
