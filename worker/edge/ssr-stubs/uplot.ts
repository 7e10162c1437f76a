/**
 * Charts (uPlot) are drawn in the browser only, by client-rendered admin pages. Those pages are not in the
 * worker's route tree (vite.config.ts CLIENT_ONLY_ROUTE_FOLDERS); this alias (wrangler.toml) keeps uPlot out
 * of the worker bundle even if a shared component starts importing it. Nothing here is ever called.
 */
export default class uPlot {
  constructor() {
    throw new Error("uPlot is browser-only (worker/edge/ssr-stubs/uplot.ts)");
  }
}
