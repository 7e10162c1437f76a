/**
 * The words of MESSAGES (messages.ts, SPEC.md §5 and §8) that every page may show: the API client's failure
 * toasts, the error page, the route guards, sign-in's two answers and the footer's newsletter. Kept apart so the
 * browser's entry and the home page load these few, not the whole table: the rest is a chunk of its own
 * (vite.config.ts) that only the screens using it load.
 */
export const PAGE_MESSAGES = {
  wrongCredentials: "Wrong Username or Password",
  loginFailed: "Unable To Login. Please Try Again Later",
  forbidden: "You are not allowed to perform this action.",
  notFound: "We couldn't retrieve the requested information. Please try again later.",
  serverError: "We’re experiencing some technical issues. Our team is working on it. Please try again shortly.",
  noResponse: "There was an error while processing your request.",
  newsletterSubscribed: "You Have Been Subscribed To Our Newsletter",
  newsletterFailed: "There was an error while attempting to subscribe to the newsletter.",
  noAdminAccessToPage: "You don't have access to this page",
  errorPage404: "We're sorry, but the page you were looking for couldn't be found.",
  errorPage500: "Internal server error. There was an error while processing your request.",
  errorPageOther: "There was an error while processing your request.",
  routeNotFound: "This page could not be found",
  errorPageFailed: "An error occurred while showing the error page",
  /** SPEC §8's info toast, for what is announced but not open yet (the store apps). */
  comingSoon: "This feature is coming soon!",
} as const;
