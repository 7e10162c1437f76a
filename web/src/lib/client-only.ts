/**
 * Modules the server never renders (dialogs, sheets, menus opened by a tap; parts shown only after hydration
 * or for a signed-in visitor) are loaded lazily in the browser and left out of the worker's bundle:
 * `lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./x")))`. `__WORKER_BUNDLE__` is a
 * build-time constant (true in wrangler.toml [define] and the worker tests, false in vite.config.ts), so the
 * bundler drops the import from the worker. Should the server ever render one, the page fails loudly (its
 * error boundary and test/worker/ssr-pages.test.ts) rather than differ quietly from the browser's.
 */
declare global {
  const __WORKER_BUNDLE__: boolean;
}

export function notOnServer(): Promise<never> {
  return Promise.reject(new Error("A client-only module was loaded while rendering on the server."));
}
