/**
 * The worker's copy of the SPA (server rendering) never draws the results map: it is a lazy chunk that only the
 * browser loads. wrangler.toml aliases "leaflet" and "leaflet.markercluster" to this module so their ~500 KB stay
 * out of the worker bundle; nothing here is ever called.
 */
const L = {};
export default L;
