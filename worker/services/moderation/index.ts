/** The moderation domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export {
  approveListing,
  declineListing,
  delistListing,
  listAdminDuplicates,
  listAdminListings,
  listAdminReports,
  listReviewQueue,
  relistListing,
  resolveDuplicate,
  resolveReport,
} from "./decisions";
export { adminEditListing, adminListingDetail, adminRemoveListingPhoto } from "./edit";
