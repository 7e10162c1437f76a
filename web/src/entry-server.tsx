/**
 * The worker's renderer of public pages (imported by worker/edge/public-pages.ts through the `ssr-entry` alias).
 * It renders the same route tree as the browser, waits for the route loaders and every Suspense boundary
 * (so the HTML holds the listings, not skeletons) and appends the router's dehydrated state (the query
 * cache) for hydrateRoot in web/src/main.tsx. No CSS is imported here: the page links the built stylesheet.
 */
import { renderToReadableStream } from "react-dom/server";
import type { Manifest } from "@tanstack/react-router";
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from "@tanstack/react-router/ssr/server";
import { createStore } from "jotai";
import { viewForPage } from "@contracts/list-view";
import { sortForPage } from "@contracts/remembered-sort";
import { makeQueryClient, makeRouter, type RouteTree } from "./router";
import { listViewAtom, rememberedSortAtom } from "./features/listings/atoms";
import { TYPEFACE_FETCH_SCRIPT } from "./features/layout/typeface";
// The server-rendered routes only (vite.config.ts CLIENT_ONLY_ROUTE_FOLDERS are left out): see router.tsx.
import { routeTree as serverRouteTree } from "./route-tree.server.gen";

const routeTree = serverRouteTree as unknown as RouteTree;

export { setTransportSource } from "./lib/transport";
export type { Transport } from "./lib/transport";

/**
 * The built client's tags, as web/index.html (built by Vite) links them, and per route id the chunks of its
 * split component (from Vite's manifest), preloaded so hydration does not wait for them.
 */
export type ClientAssets = {
  scripts: string[];
  stylesheets: string[];
  modulePreloads: string[];
  routePreloads: Record<string, string[]>;
};

/**
 * What the first view does without, asked for by the boot script below as the app's JavaScript is: the typeface's
 * file, for the next pages (features/layout/typeface.ts), and the web app manifest (with the icons it names, which
 * the browser fetches when it reads it). Each was a request of its own before the first paint; the manifest only
 * matters to installing the site, which needs the service worker's JavaScript anyway.
 */
const AFTER_FIRST_VIEW = `${TYPEFACE_FETCH_SCRIPT};try{var m=d.createElement("link");m.rel="manifest";m.href="/manifest.webmanifest";d.head.appendChild(m)}catch(e){}`;

/**
 * The page's JavaScript starts only once the first view is on screen: after `load` (the stylesheet and the
 * eager pictures: the first cards, a listing's hero) and once the browser reports the first contentful paint
 * as presented. Then every file hydration needs (the entry, what it imports, the matched routes' chunks) is
 * requested at once, so nothing waits on a second round of discovery. Until then the JavaScript competes
 * neither with the hero picture for a slow phone's bandwidth nor with its first paint for the main thread;
 * taps and typing in between are held by the tap buffer and replayed after hydration. Without paint timing
 * (or in a background tab, which paints nothing) it starts a frame after `load`; in any case within 4 s.
 * The tags go in a few at a time, in order (the entry first), yielding after 2 ms (5 ms let a batch reach 16 ms in a
 * Lighthouse trace: a tag can cost several): each request costs the main thread one to a few milliseconds on a phone
 * (more with DevTools watching), and all of them at once were one task of 200–300 ms on a throttled phone.
 *
 * Every file is first only preloaded (`modulepreload`: fetched and compiled, nothing runs); once all have arrived
 * (or failed; at the latest 8 s after the start) the entry and the route chunks are added as module scripts, which
 * then run from the module map at once. So the app's module evaluation, the router's task and hydration start after
 * the page's burst of ~40–50 requests, not in the middle of it. Traced on the 2-core bench (Lighthouse runs the
 * browser, the server and itself on the same cores): while the files were still arriving, the main thread was
 * preempted — the router's task took 41 ms for 9 ms of CPU, hydration's first slice 64 ms for 12 ms, and
 * Lighthouse multiplies every task by 4 — which was the one long task of the runs over 200 ms of blocking time.
 * With every first-view file already a `<link>`, the routes' lazy imports (Vite's preload helper) find them and add
 * no tags of their own during hydration.
 */
const BOOT = `(function(){var w=window,d=document,f=w.__boot=w.__boot||[],done=0,loaded=0,painted=0;function go(){if(done)return;done=1;${AFTER_FIRST_VIEW}var h=d.head,i=0,left=0,all=0,ran=0,run=[];function settle(){left--;start()}function start(){if(ran||!all||left>0)return;ran=1;var j=0;(function batch(){for(var t=Date.now();j<run.length&&Date.now()-t<2;j++){var e=d.createElement("script");e.type="module";e.src=run[j];h.appendChild(e)}if(j<run.length)setTimeout(batch,0)})()}(function batch(){for(var t=Date.now();i<f.length&&Date.now()-t<2;i++){var x=f[i],e=d.createElement("link");e.rel="modulepreload";e.href=x[0];if(x[1])run.push(x[0]);left++;e.onload=e.onerror=settle;h.appendChild(e)}if(i<f.length)setTimeout(batch,0);else{all=1;start()}})();setTimeout(function(){left=0;start()},8000)}function check(){if(loaded&&painted)setTimeout(go,0)}var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0&&d.visibilityState!=="hidden"){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=1;check()}}).observe({type:"paint",buffered:true})}else painted=2;function onload(){loaded=1;if(painted===2)requestAnimationFrame(function(){check()}),setTimeout(go,100);else check()}if(d.readyState==="complete")onload();else w.addEventListener("load",onload);setTimeout(go,4000)})()`;

/** `files` as [href, run] pairs: run = a module script (entries, route chunks); otherwise only preloaded. */
const queue = (files: [string, 0 | 1][]) =>
  `(window.__boot=window.__boot||[]).push(${files.map(([href, run]) => JSON.stringify([href, run])).join(",")})`;

function manifestOf(assets: ClientAssets): Manifest {
  const routes: Manifest["routes"] = {};
  // Run as module scripts by BOOT (after every file has been preloaded), not only preloaded: they only define the
  // components, and hydration does not wait on a second round of downloads.
  for (const [id, files] of Object.entries(assets.routePreloads))
    if (files.length) routes[id] = { scripts: [{ children: queue(files.map((f) => [f, 1])) }] };
  return {
    routes: {
      ...routes,
      __root__: {
        css: assets.stylesheets,
        scripts: [
          {
            children: queue([
              ...assets.scripts.map((f): [string, 1] => [f, 1]),
              ...assets.modulePreloads.map((f): [string, 0] => [f, 0]),
            ]),
          },
          { children: BOOT },
        ],
      },
    },
  };
}

/**
 * A page whose subject does not exist (its loader answered `found: false`, or `listing: null` on the listing pages)
 * renders its own 404 view inside the layout: the response says 404 too, so crawlers drop it and the edge cache
 * never keeps it.
 */
function missingSubject(router: { state: { matches: { loaderData?: unknown }[] } }) {
  return router.state.matches.some(({ loaderData: d }) => {
    if (!d || typeof d !== "object") return false;
    return ("found" in d && d.found === false) || ("listing" in d && d.listing === null);
  });
}

/**
 * Renders one page. Its inline scripts carry no nonce: the worker's CSP allows them by hash (the HTML is edge-cached).
 * Each render has its own jotai store; a search page's holds the grid/list view of the visitor's `view` cookie and,
 * when its URL names no sort, the remembered sort of the `sort` cookie (the loader asks the API in it); the edge
 * cache key says which (worker/edge/page-cache.ts). Any other page's store holds the defaults.
 */
export async function renderPage(request: Request, assets: ClientAssets): Promise<Response> {
  const url = new URL(request.url);
  const store = createStore();
  store.set(listViewAtom, viewForPage(url.pathname, request.headers.get("cookie")));
  store.set(rememberedSortAtom, sortForPage(url, request.headers.get("cookie")));
  const handle = createRequestHandler({
    request,
    createRouter: () => makeRouter(makeQueryClient(), { routeTree, origin: url.origin, store }),
    getRouterManifest: async () => manifestOf(assets),
  });
  return handle(async ({ router, responseHeaders }) => {
    const stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal: request.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error: unknown) => {
        if (!request.signal.aborted) console.error("page render:", error);
      },
    });
    // A phone on slow data gets the finished page in one go rather than fallbacks replaced by scripts.
    await stream.allReady;
    const body = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: "script-close",
      signal: request.signal,
    });
    const status = missingSubject(router) ? 404 : getSsrStatus(router);
    return createSsrStreamResponse(router, new Response(body, { status, headers: responseHeaders }));
  });
}
