import { PAGE_MESSAGES } from "./page-messages";

/** SPEC.md §5 and §8: the words users see (those every page may need are in page-messages.ts). */
export const MESSAGES = {
  ...PAGE_MESSAGES,
  adminMustUseAdminUrl: "You need to login with the admin url",
  notAdmin: "This account does not have admin access. Use the public sign-in.",
  emailTaken: "This Email Is Already Taken",
  usernameTaken: "This Username Is Already Taken",
  onlyAlphabets: "Only alphabets are allowed.",
  passwordMin: (n: number) => `Must Be Minimum Of ${n} Characters`,
  mustAgree: "You must agree to the privacy policy and terms of use.",
  unauthorized: "Your session has ended. Please sign in again.",
  twoFactorEnrolmentRequired:
    "Turn on two-factor sign-in first: your role can create staff, so it needs a code from your authenticator app at every sign-in.",
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  resetSent: "If an account exists for that email, we have sent a link to reset your password.",
  resetInvalid: "This reset link is invalid or has expired. Please request a new one.",
  resetDone: "Your password has been reset. You can now sign in.",
  wrongCurrentPassword: "Your current password is not correct.",
  passwordChanged: "Your password has been changed.",
  accountDisabled: "This account has been deactivated. Contact support.",
  /** Every upload path's answer to a picture with markup in it (lib/image-inspect.ts hasMarkup). */
  pictureHoldsMarkup: "This file holds web page code, not only a picture. Please upload the photo itself.",
} as const;
