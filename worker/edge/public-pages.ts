import { AsyncLocalStorage } from "node:async_hooks";
import { renderPage, setTransportSource, type ClientAssets, type Transport } from "ssr-entry";
import app from "../app";
import { LIST_VIEW_PAGES } from "../contracts/list-view";
import { inlineScriptHashes, type RenderedPage } from "./page-cache";

/**
 * Public pages rendered by the worker with React (web/src/entry-server.tsx) and hydrated in the browser:
 * home, the search pages, listing and project pages, the agents directory and agent pages, the content pages, the area
 * price guides, and sign-in and sign-up. Their route loaders call the API in process
 * (app.fetch with this request's env), never over the network. Dashboard and admin stay the static SPA shell.
 */

/** The paths rendered here; wrangler.toml's run_worker_first sends the same ones to the worker. */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/properties(\/.+)?\/?$/,
  /^\/professionals\/agents(\/[^/]+)?\/?$/,
  /^\/(help|privacy|terms|data-deletion|about|contact|news|sell|cookie-acceptance|banner-examples)\/?$/,
  /^\/articles(\/[^/]+)?\/?$/,
  /^\/sell\/guides\/[^/]+\/?$/,
  // The area price guides: the index and /prices/{state}/{area}.
  /^\/prices(\/[^/]+\/[^/]+)?\/?$/,
  // Sign-in and sign-up (web/src/routes/_auth): the form in the first HTML, the same for everyone.
  /^\/(login|register)\/?$/,
];
/** The property request form stays client-rendered: a form for a signed-in visitor, nothing to index. */
const NOT_RENDERED = [/^\/properties\/request-property\/?$/];

export const isServerRenderedPage = (pathname: string) =>
  SERVER_RENDERED.some((r) => r.test(pathname)) && !NOT_RENDERED.some((r) => r.test(pathname));

// Each page render's API transport, found by the SPA's client through this store: nothing module-level
// holds a request's data.
const current = new AsyncLocalStorage<Transport>();
setTransportSource(() => current.getStore());

/** Headers of the visitor's request the API should see (rate limits and logs key on the client IP). */
const FORWARDED = ["cf-connecting-ip", "cf-ray", "user-agent", "accept-language"];

function transportFor(request: Request, env: Env, ctx: ExecutionContext): Transport {
  const origin = new URL(request.url).origin;
  return {
    origin,
    fetch: (apiRequest) => {
      const u = new URL(apiRequest.url);
      const inProcess = new Request(origin + u.pathname + u.search, apiRequest);
      // Pages render anonymous: a bearer token never rides along (the session lives in the browser).
      inProcess.headers.delete("authorization");
      for (const h of FORWARDED) {
        const v = request.headers.get(h);
        if (v && !inProcess.headers.has(h)) inProcess.headers.set(h, v);
      }
      return Promise.resolve(app.fetch(inProcess, env, ctx));
    },
  };
}

// The built client's entry script, stylesheet and preloads, read from the index.html Vite wrote (served by
// ASSETS). Build output, not request data; re-read every minute so a rebuild under `wrangler dev` shows.
let assetsCache: { at: number; assets: Promise<ClientAssets> } | undefined;
const ASSETS_TTL_MS = 60_000;

type ViteChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/**
 * Route id → the split chunks of its component (and what they import, and the lazy parts they render first,
 * like the home page's featured cards), from Vite's manifest: preloaded so hydration does not wait for them.
 */
function routePreloads(manifest: Record<string, ViteChunk>, inEntry: Set<string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const closure = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const k of chunk.imports ?? []) closure(k, seen);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /^src\/routes(\/.+)\.tsx\?tsr-split=component$/.exec(key);
    if (!m || m[1] === "/__root") continue;
    const id = m[1]!.replace(/\/index$/, "/");
    const files = new Set<string>();
    closure(key, files);
    // Parts that load only when scrolled to or used (`*.deferred.tsx`, rendered inside <WhenVisible>; the
    // assistant's parser, `*.deferred.ts`, loaded on Search) are not preloaded.
    for (const k of chunk.dynamicImports ?? []) if (!/\.deferred\.tsx?$/.test(k)) closure(k, files);
    out[id] = [...files].map((f) => `/${f}`).filter((href) => !inEntry.has(href));
  }
  return out;
}

async function readClientAssets(env: Env, origin: string): Promise<ClientAssets> {
  const [page, manifest] = await Promise.all([
    env.ASSETS.fetch(new Request(`${origin}/`, { headers: { accept: "text/html" } })),
    env.ASSETS.fetch(new Request(`${origin}/.vite/manifest.json`)),
  ]);
  const html = page.ok ? await page.text() : "";
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
  const vite =
    manifest.ok && (manifest.headers.get("content-type") ?? "").includes("json")
      ? ((await manifest.json()) as Record<string, ViteChunk>)
      : {};
  const scripts = attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g);
  const modulePreloads = attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  return {
    scripts,
    stylesheets: attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
    modulePreloads,
    routePreloads: routePreloads(vite, new Set([...scripts, ...modulePreloads])),
  };
}

function clientAssets(env: Env, origin: string): Promise<ClientAssets> {
  const now = Date.now();
  if (!assetsCache || now - assetsCache.at > ASSETS_TTL_MS) {
    const assets = readClientAssets(env, origin);
    assetsCache = { at: now, assets };
    assets.catch(() => (assetsCache = undefined));
  }
  return assetsCache.assets;
}

/** The build a page belongs to (the entry script's hashed name): part of the edge cache key. */
export async function buildVersion(env: Env, origin: string) {
  return (await clientAssets(env, origin)).scripts.join(",") || "dev";
}

/** Renders a page whole (the edge cache stores it, page-cache.ts) with the SHA-256 of each inline script for its CSP. */
export async function renderPublicPage(request: Request, env: Env, ctx: ExecutionContext): Promise<RenderedPage> {
  const assets = await clientAssets(env, new URL(request.url).origin);
  const rendered = await current.run(transportFor(request, env, ctx), () => renderPage(request, assets));
  const html = await rendered.text();
  const headers = new Headers(rendered.headers);
  // Anonymous HTML (no session on the server), but it holds live data (prices, availability, reviews): a
  // browser asks again on every visit (a reload right after posting a review shows it); the worker's edge
  // cache keeps it at most a minute and drops it at once when a write changes public pages.
  headers.set("cache-control", "public, max-age=0, must-revalidate");
  // A 404 (or any page that is not a plain 200) is kept by no cache at all: the subject may exist a minute later.
  if (rendered.status !== 200) headers.set("cache-control", "no-store");
  // A search page is drawn in the visitor's remembered grid or list (the `view` cookie): a shared cache between
  // here and the visitor must never hand one visitor's list to another who chose the grid.
  if (LIST_VIEW_PAGES.test(new URL(request.url).pathname)) headers.append("vary", "cookie");
  return { status: rendered.status, headers, html, scriptHashes: await inlineScriptHashes(html) };
}
