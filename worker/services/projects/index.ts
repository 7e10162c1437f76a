/** Developer projects: the domain's public surface, and its purpose and product. */
import { registerPurpose } from "../wallet/purposes";
import { registerProduct } from "../escrow";
import { payReservation } from "./reservations";
import { RESERVATION_ORDER } from "./reservation-order";
import { INSTALMENT_ORDER } from "./instalment-order";
import { onInstalmentPaid } from "./instalment-pay";

/** A reservation paid by link: the deposit moves from the seeker's wallet to escrow (once, while the unit is held). */
export const registerProjectPurposes = () => {
  registerPurpose("project_booking", {
    onPaid: (ctx, p, done) => payReservation(ctx, String(p.data.reservationId ?? ""), done),
  });
  registerProduct(RESERVATION_ORDER);
  // Instalments paid by card: the wallet was credited; now they move to escrow (once, while still unpaid).
  registerPurpose("instalment", { onPaid: (ctx, p, done) => onInstalmentPaid(ctx, p.data, done) });
  registerProduct(INSTALMENT_ORDER);
};

export { actingDeveloper, projectForChange } from "./access";
export { createProject, editProject, deleteProject, setListed, editVideoLink } from "./write";
export { addProgress, deleteProgress } from "./progress";
export { projectUpload, rotateProjectMedia, setProjectPrimary, deleteProjectMedia } from "./media";
export { listProjects, userProjects, unitCategoryList, projectDetail, projectActivity } from "./read";
export { listSubAccounts, getSubAccount, inviteSubAccount, editSubAccount, removeSubAccount } from "./sub-accounts";
export {
  reserveUnit,
  decideReservation,
  cancelReservation,
  reservationView,
  listReservations,
  payReservationByWallet,
  verifyReservationPayment,
} from "./reservations";
export { runReservationJobs } from "./reservation-order";
export { payInstalments } from "./instalment-pay";
export { planView, developerPlans, adminPlans } from "./instalment-read";
export {
  approveMilestone,
  cancelPlan,
  pendingMilestones,
  refundPlan,
  setPaused,
  waiveInstalment,
} from "./instalment-actions";
export { adminListProjects, adminSetListed } from "./admin";
