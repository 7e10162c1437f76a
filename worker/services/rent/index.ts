/** Rent paid through PropertyNG: the domain's public surface, and its purpose and product. */
import { registerPurpose } from "../wallet/purposes";
import { registerProduct } from "../escrow";
import { onRentPaid } from "./pay";
import { RENT_ORDER } from "./order";

/** Rent paid by card: the wallet was credited; now it moves to escrow (once, while the agreement is unpaid). */
export const registerRentPurposes = () => {
  registerPurpose("rent", { onPaid: (ctx, p, done) => onRentPaid(ctx, p.data, done) });
  registerProduct(RENT_ORDER);
};

export { createAgreement, cancelAgreement } from "./create";
export { payRent } from "./pay";
export { confirmMoveIn, openDispute, addStatement, evidenceUpload } from "./actions";
export { rentView, myRent, adminRent, adminRentDetail } from "./read";
export { resolveRent, staffRelease } from "./admin";
export { releaseDueRent } from "./clock";
