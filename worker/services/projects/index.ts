/** Developer projects: the domain's public surface, and its purposes. */
import { registerPurpose } from "../wallet/purposes";
import { payReservation } from "./reservations";

/** A reservation paid by link: the deposit moves from the seeker's wallet to escrow (once, while the unit is held). */
export const registerProjectPurposes = () =>
  registerPurpose("project_booking", {
    onPaid: (ctx, p, done) => payReservation(ctx, String(p.data.reservationId ?? ""), done),
  });

export { actingDeveloper, projectForChange } from "./access";
export {
  createProject,
  editProject,
  deleteProject,
  setListed,
  editVideoLink,
  addProgress,
  deleteProgress,
  projectUpload,
  rotateProjectMedia,
  setProjectPrimary,
  deleteProjectMedia,
} from "./write";
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
  runReservationJobs,
} from "./reservations";
export { adminListProjects, adminSetListed } from "./admin";
