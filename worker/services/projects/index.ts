/** Developer projects: the domain's public surface, and its purpose and product. */
import { registerPurpose } from "../wallet/purposes";
import { registerProduct } from "../escrow";
import { payReservation } from "./reservations";
import { RESERVATION_ORDER } from "./reservation-order";

/** A reservation paid by link: the deposit moves from the seeker's wallet to escrow (once, while the unit is held). */
export const registerProjectPurposes = () => {
  registerPurpose("project_booking", {
    onPaid: (ctx, p, done) => payReservation(ctx, String(p.data.reservationId ?? ""), done),
  });
  registerProduct(RESERVATION_ORDER);
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
export { adminListProjects, adminSetListed } from "./admin";
