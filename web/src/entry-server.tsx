/**
 * The worker's renderer of public pages (imported by worker/routes/pages.ts through the `ssr-entry` alias).
 * It renders the same route tree as the browser, waits for the route loaders and every Suspense boundary
 * (so the HTML holds the listings, not skeletons) and appends the router's dehydrated state (the query
 * cache) for hydrateRoot in web/src/main.tsx. No CSS is imported here: the page links the built stylesheet.
 */
import { renderToReadableStream } from "react-dom/server";
import type { Manifest } from "@tanstack/react-router";
import { createRequestHandler, createSsrStreamResponse, getSsrStatus, RouterServer, transformReadableStreamWithRouter } from "@tanstack/react-router/ssr/server";
import { makeQueryClient, makeRouter } from "./router";

export { setTransportSource } from "./lib/transport";
export type { Transport } from "./lib/transport";

/**
 * The built client's tags, as web/index.html (built by Vite) links them, and per route id the chunks of its
 * split component (from Vite's manifest), preloaded so hydration does not wait for them.
 */
export type ClientAssets = { scripts: string[]; stylesheets: string[]; modulePreloads: string[]; routePreloads: Record<string, string[]> };

function manifestOf(assets: ClientAssets): Manifest {
  const routes: Manifest["routes"] = {};
  // As module scripts, not preloads: the browser runs them before DOMContentLoaded (they only define the
  // components), so hydration does not wait on a second round of downloads and a tap right after the
  // page appears is not lost.
  for (const [id, files] of Object.entries(assets.routePreloads)) routes[id] = { scripts: files.map((src) => ({ attrs: { type: "module", src } })) };
  return {
    routes: {
      ...routes,
      __root__: {
        preloads: assets.modulePreloads,
        css: assets.stylesheets,
        scripts: assets.scripts.map((src) => ({ attrs: { type: "module", src } })),
      },
    },
  };
}

/** Renders one page. `nonce` goes on every inline script (the page's CSP allows only that one). */
export async function renderPage(request: Request, assets: ClientAssets, nonce: string): Promise<Response> {
  const handle = createRequestHandler({
    request,
    createRouter: () => makeRouter(makeQueryClient(), { nonce, origin: new URL(request.url).origin }),
    getRouterManifest: async () => manifestOf(assets),
  });
  return handle(async ({ router, responseHeaders }) => {
    const stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal: request.signal,
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error: unknown) => {
        if (!request.signal.aborted) console.error("page render:", error);
      },
    });
    // A phone on slow data gets the finished page in one go rather than fallbacks replaced by scripts.
    await stream.allReady;
    const body = transformReadableStreamWithRouter(router, stream, { rendererSafePoint: "script-close", signal: request.signal });
    return createSsrStreamResponse(router, new Response(body, { status: getSsrStatus(router), headers: responseHeaders }));
  });
}
