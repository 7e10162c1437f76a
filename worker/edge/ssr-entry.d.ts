/**
 * The SPA's server renderer, web/src/entry-server.tsx, reached through the `ssr-entry` alias (wrangler.toml
 * [alias], vitest.config.ts): the worker's type check does not compile the SPA (its DOM types and paths);
 * tsconfig.web.json checks that file, and this declaration states the part the worker calls.
 */
declare module "ssr-entry" {
  export type Transport = { origin: string; fetch: (request: Request) => Promise<Response> };
  export type ClientAssets = {
    scripts: string[];
    stylesheets: string[];
    modulePreloads: string[];
    routePreloads: Record<string, string[]>;
  };
  export function setTransportSource(get: () => Transport | undefined): void;
  export function renderPage(request: Request, assets: ClientAssets): Promise<Response>;
}
