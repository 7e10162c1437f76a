/**
 * The worker renders pages with React's streaming renderer only (web/src/entry-server.tsx:
 * renderToReadableStream). React's `react-dom/server` for workerd (server.edge.js) also loads the legacy
 * string renderer (renderToString, ~260 KB raw) for every importer; wrangler.toml aliases `react-dom/server` to
 * this module so the worker bundle carries the streaming build alone, chosen by NODE_ENV exactly as React's
 * own entry chooses it (wrangler defines process.env.NODE_ENV at build time and drops the other branch).
 * The vitest worker project keeps React's entry: this is a bundle-size measure, not a behaviour.
 */
type EdgeServer = typeof import("react-dom/server.edge");
declare const require: (id: string) => EdgeServer;

let server: EdgeServer;
if (process.env.NODE_ENV === "production")
  server = require("../../../node_modules/react-dom/cjs/react-dom-server.edge.production.js");
else server = require("../../../node_modules/react-dom/cjs/react-dom-server.edge.development.js");

export const { renderToReadableStream, resume, version } = server;
const stringRenderer = (): never => {
  throw new Error(
    "react-dom/server: the worker bundle has the streaming renderer only (worker/edge/ssr-stubs/react-dom-server.ts)",
  );
};
export const renderToString = stringRenderer;
export const renderToStaticMarkup = stringRenderer;
export default { renderToReadableStream, resume, version, renderToString, renderToStaticMarkup };
