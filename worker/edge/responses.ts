import { env } from "cloudflare:workers";
import { CONTENT_SECURITY_POLICY, cspWithTileOrigin, HSTS } from "../contracts/security-headers";
import { html } from "../lib/html";
import { log } from "../lib/log";

/**
 * What every response of the worker shares, whichever part answered it (Hono app, listing pages rendered
 * outside Hono, party routing, static assets): one error log, one error shape, the HTML security headers
 * and the server's own configuration check.
 */

/** Paths that belong to the API: these never get the SPA's HTML, an unknown one is a JSON 404. */
const API_PREFIXES = [
  "/v1/",
  "/admin/api/",
  "/media/",
  "/newsletter/",
  "/parties/",
  // SPEC §7's project paths, without /v1.
  "/create-project",
  "/all-projects",
  "/project-unit-categories",
  "/projects/",
  "/project/",
  "/secure/project/",
  "/user-projects/",
];
const API_EXACT = new Set([
  "/v1",
  "/admin/api",
  "/media",
  "/newsletter",
  "/projects",
  "/project",
  "/secure/project",
  "/user-projects",
]);

export const isApiPath = (pathname: string) =>
  API_EXACT.has(pathname) || API_PREFIXES.some((p) => pathname.startsWith(p));

/** The one server-error log line: request id, method, path and the error, never sent to the client. */
export function logServerError(err: unknown, where: { requestId?: string; method: string; path: string }) {
  log("error", "request.error", {
    requestId: where.requestId ?? null,
    method: where.method,
    path: where.path,
    error: err,
  });
}

/** A bad %-sequence in the URL is the client's mistake (decodeURIComponent throws URIError). */
export const isBadEncoding = (err: unknown) => err instanceof URIError;

export const BAD_ENCODING = "The address contains an invalid %-encoded character.";

export function jsonError(
  status: number,
  message: string,
  extraHeaders: Record<string, string> = {},
  requestId?: string,
) {
  return new Response(JSON.stringify(requestId ? { status, message, requestId } : { status, message }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...extraHeaders },
  });
}

/** A plain error page for page paths (the SPA's own 404 handles unknown pages; this is for 400/500). */
function htmlError(status: number, message: string) {
  const body = html`<!doctype html>
    <html lang="en-NG">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>PropertyNG · Error ${status}</title>
      </head>
      <body style="font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:64px auto;padding:0 16px">
        <h1>Something went wrong</h1>
        <p>${message}</p>
        <p><a href="/">Go to the home page</a></p>
      </body>
    </html>`.toString();
  return withHtmlSecurity(
    new Response(body, {
      status,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    }),
  );
}

/**
 * A person's own visit (the address bar, a link, a bookmark: the browser's `Sec-Fetch-Dest: document`), not a call from
 * the SPA, an app or a script.
 */
export const isDocumentVisit = (request: Request) =>
  request.method === "GET" && request.headers.get("sec-fetch-dest") === "document";

/**
 * The site's own "page not found" for a visit to an address the API owns and does not know (`/projects`, an old
 * `/media/...` link, a mistyped `/v1/...`): the SPA's shell with status 404, which draws the 404 page with the header,
 * a way home and a search box, instead of a JSON body in a browser tab (a dead end). The plain HTML error page when
 * the shell cannot be read (a worker without the SPA's build).
 */
export async function notFoundForVisit(assets: Fetcher, url: URL): Promise<Response> {
  // No file has this name: the assets' single-page fallback answers with the shell (index.html itself redirects to /).
  const shell = await assets.fetch(new URL("/__not-found", url.origin)).catch(() => null);
  if (!shell?.ok) return htmlError(404, "This page could not be found.");
  const headers = new Headers(shell.headers);
  headers.set("cache-control", "no-store");
  return withHtmlSecurity(new Response(shell.body, { status: 404, headers }));
}

/** The error response for any path: JSON for API paths, an HTML page for pages. */
export function errorFor(pathname: string, status: number, message: string) {
  return isApiPath(pathname) ? jsonError(status, message) : htmlError(status, message);
}

// The CSP and HSTS live in contracts/ because the SPA's web/public/_headers must carry the same ones.
export { CONTENT_SECURITY_POLICY, HSTS };

/** The CSP of a server-rendered (and edge-cached) page: exactly its inline scripts, by SHA-256 hash. */
export const cspWithHashes = (hashes: string[]) =>
  pageCsp().replace(/script-src [^;]*/, ["script-src 'self'", ...hashes].join(" "));

/** The CSP of HTML responses: the map tile server (MAP_TILE_URL) may serve images too. */
const pageCsp = () => cspWithTileOrigin(CONTENT_SECURITY_POLICY, (env as Partial<Env>).MAP_TILE_URL);

/** Sets the HTML security headers (CSP, HSTS and kin) on `headers`, and returns them. */
export function setHtmlSecurityHeaders(headers: Headers, allow?: { scriptHashes: string[] }): Headers {
  headers.set("content-security-policy", allow ? cspWithHashes(allow.scriptHashes) : pageCsp());
  headers.set("strict-transport-security", HSTS);
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  return headers;
}

/** Adds CSP and HSTS to an HTML response (others pass unchanged). */
export function withHtmlSecurity(res: Response, allow?: { scriptHashes: string[] }): Response {
  if (!(res.headers.get("content-type") ?? "").includes("text/html")) return res;
  const out = new Response(res.body, res);
  setHtmlSecurityHeaders(out.headers, allow);
  return out;
}

export { EXAMPLE_JWT_SECRET, fatalProblem as misconfiguration } from "../lib/env-check";

const MISCONFIGURED = "Server misconfigured. Please try again later.";

/** 503 JSON (or page) with one console error naming the problem, instead of running with a forgeable secret. */
export function misconfiguredResponse(pathname: string, problem: string) {
  log("error", "config.fatal", { problem, path: pathname });
  return errorFor(pathname, 503, MISCONFIGURED);
}
