/** Places: the location typeahead, the places nearest another (for "none in Yaba; 3 in Surulere"), map links. */
export { searchLocations, locationFtsQuery, locationSearchSql } from "./search";
export { nearestPlaces, NEAREST_PLACES_MAX, type NearPlace } from "./nearest";
export { coordinatesFromLink } from "./map-links";
