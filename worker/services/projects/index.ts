/** Developer projects (issue 14): the domain's public surface. */
export { actingDeveloper, projectForChange } from "./access";
export { createProject, editProject, deleteProject, setListed, editVideoLink, addProgress, deleteProgress, projectUpload, rotateProjectMedia, setProjectPrimary, deleteProjectMedia } from "./write";
export { listProjects, userProjects, unitCategoryList, projectDetail, projectActivity } from "./read";
export { listSubAccounts, getSubAccount, inviteSubAccount, editSubAccount, removeSubAccount } from "./sub-accounts";
export { reserveUnit, decideReservation, cancelReservation, reservationView, listReservations, payReservationByWallet, verifyReservationPayment, runReservationJobs } from "./reservations";
export { adminListProjects, adminSetListed } from "./admin";
