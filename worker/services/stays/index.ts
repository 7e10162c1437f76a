/** Short stays: the domain's purposes. The worker imports this once (services/purposes.ts). */
import { registerPurpose } from "../wallet/purposes";
import { payStayFromWallet } from "./pay";

/** A stay paid by link: the total moves from the guest's wallet to escrow while the nights are still held. */
export const registerStayPurposes = () =>
  registerPurpose("stay", { onPaid: (ctx, p, done) => payStayFromWallet(ctx, String(p.data.stayId ?? ""), done) });
