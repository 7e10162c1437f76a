/** Inspection bookings: the domain's purposes. The worker imports this once (services/purposes.ts). */
import { registerPurpose } from "../wallet/purposes";
import { payFromWallet } from "./inspections";

/** A booking paid by link: the fee, now in the seeker's wallet, moves to escrow (once, while the slot is held). */
export const registerBookingPurposes = () =>
  registerPurpose("booking", { onPaid: (ctx, p, done) => payFromWallet(ctx, String(p.data.bookingId ?? ""), done) });

export { runInspectionJobs, listDisputes, resolveDispute } from "./inspections";
