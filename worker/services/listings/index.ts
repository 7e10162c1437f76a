/** The listings domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { dashboardFor } from "./dashboard";
export { clearDuplicateFlag, hammingDistance } from "./duplicates";
export { listFavorites, toggleFavorite } from "./favorites";
// Every export of media.ts is a step a lister takes on a listing's photos, rooms and video links.
export * from "./media";
export {
  allProperties,
  countView,
  featuredProperties,
  getPublicProperty,
  ownProperties,
  propertiesByIds,
  similarProperties,
  userProperties,
} from "./read";
export { listAmenities, listCategories } from "./reference";
export { reportListing } from "./reports";
export { searchProperties } from "./search";
export { chunk } from "./shared";
export { confirmAvailable, deleteProperty, getOwnProperty, toggleDisabled } from "./status";
export { rehashPhotos } from "./rehash";
export { VARIANTS, signUpload } from "./upload-links";
export { createUpload, receiveUpload, removeAbandonedUploads, removeMediaObjects } from "./uploads";
export { isPublicMediaKey, readMedia } from "./media-serving";
export { createProperty, updateProperty } from "./write";
export { LISTING_LIVE, NO_LIVE_BOOKINGS, isListingGone, listingGone } from "./live";
export { canModerate } from "./shared";
export { popularLocations, refreshPopularLocations } from "./popular-locations";
