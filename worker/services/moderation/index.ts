/** The moderation domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { listAdminDuplicates, listAdminReports, listReviewQueue } from "./lists";
export { listAdminListings } from "./admin-listing-search";
export {
  approveListing,
  declineListing,
  delistListing,
  relistListing,
  resolveDuplicate,
  resolveReport,
} from "./decisions";
export { adminEditListing, adminListingDetail, adminRemoveListingPhoto } from "./edit";
