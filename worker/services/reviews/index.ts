/** Reviews: the trust rule (eligibility.ts), writes, reads, moderation and the blind-review cron. */
export { createReview, replyToReview, reportReview, reviewEligibility } from "./write";
export { developerProjectReviews, listSubjectReviews, userReviews } from "./read";
export { statisticsOf, ratingsOf } from "./stats";
export { reportQueue, hideReview, restoreReview, dismissReports } from "./admin";
export { publishDueBlindReviews } from "./blind";
