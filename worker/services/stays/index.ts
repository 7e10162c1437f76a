/** Short stays: the domain's purpose and product. The worker imports this once (services/purposes.ts). */
import { registerPurpose } from "../wallet/purposes";
import { registerProduct } from "../escrow";
import { payStayFromWallet } from "./pay";
import { STAY_ORDER } from "./stay-order";

/** A stay paid by link: the total moves from the guest's wallet to escrow while the nights are still held. */
export const registerStayPurposes = () => {
  registerPurpose("stay", { onPaid: (ctx, p, done) => payStayFromWallet(ctx, String(p.data.stayId ?? ""), done) });
  registerProduct(STAY_ORDER);
};
