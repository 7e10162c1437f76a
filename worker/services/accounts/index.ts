/** The accounts domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { deleteAccount, deleteAccountByStaff } from "./account-deletion";
export * from "./auth";
export { finishSignIn, loginErrorPath, providerMode, sandboxCallbackPath, startSignIn } from "./oauth";
export {
  getBrokerPreferences,
  getOnboarding,
  saveBrokerPreferences,
  saveOnboarding,
  skipOnboarding,
} from "./onboarding";
export { confirmEmailChange, requestEmailChange } from "./profile-email";
export { createProfileImageUpload, receiveProfileImage } from "./profile-images";
export { getProfile, updateProfile } from "./profile";
export { isTaken } from "./users";
export { confirmEnrolment, resetTwoFactor, startEnrolment } from "./two-factor";
