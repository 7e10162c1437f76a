// The purposes payments can be for: registered once, before any request or cron settles a payment.
import { registerAllPurposes } from "./services/purposes";
import { runBroadcastDeliveries } from "./services/broadcasts";
import { sweepLiveCounts } from "./services/listings/live-counts";
import { rehashPhotos } from "./services/listings/rehash";
import { routePartykitRequest } from "partyserver";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import app from "./app";
import { createDb } from "./db/client";
import { runDailyJobs, runHousekeeping } from "./jobs";
import { buildVersion, isServerRenderedPage, renderPublicPage } from "./edge/public-pages";
import { pageEncoding, servePage, withoutTracking, type RenderedPage } from "./edge/page-cache";
import {
  BAD_ENCODING,
  errorFor,
  isApiPath,
  isBadEncoding,
  isDocumentVisit,
  jsonError,
  notFoundForVisit,
  logServerError,
  misconfiguration,
  misconfiguredResponse,
  setHtmlSecurityHeaders,
  withHtmlSecurity,
} from "./edge/responses";
import { MESSAGES } from "./contracts/messages";
import { bufferApiLog } from "./lib/api-log-buffer";
import { newId } from "./lib/crypto";
import { connectToRoom, isRoomPath } from "./services/realtime/connect";
import { sendUnreadMessageEmails } from "./jobs/unread-messages";
import { recordRun } from "./jobs/runs";
import { runSteps } from "./jobs/isolated";
import { mapTile } from "./edge/map-tile";
import { configWarnings } from "./lib/env-check";
import { log } from "./lib/log";
import { isSeoPath, seoFile } from "./edge/seo-files";
import { adminHostRedirect } from "./edge/admin-host";

registerAllPurposes();

export { User } from "../party/user";
export { Conversation } from "../party/conversation";

/**
 * A hit's response parts, kept with the page the cache holds (page-cache.ts hands out the same object while it
 * is fresh): the HTML encoded once and the headers (security headers, CSP of its script hashes) built once, so
 * a hot hit only copies them into a new Response. Its compressed forms too, each made on the first hit that takes
 * it (brotli for browsers, gzip for the rest: pageEncoding) and sent as they are (`encodeBody: "manual"`): without
 * them every hit had the page's ~100 KB compressed again on its way out (on Cloudflare by the edge, in `wrangler dev`
 * in the worker's own thread, about 1 ms a hit there, more than the rest of the hit).
 */
type Encoded = { body: Uint8Array; headers: Headers };
type HitParts = { body: Uint8Array; headers: Headers; br?: Promise<Encoded>; gzip?: Promise<Encoded> };
const hitParts = new WeakMap<RenderedPage, HitParts>();
const encoder = new TextEncoder();
/** Brotli quality 5: ~2 ms once for the rent page's 101 KB, 15.2 KB (gzip: 17.9 KB; quality 11: 13.6 KB but ~100 ms). */
const BROTLI_QUALITY = 5;

function pageParts(page: RenderedPage, state: string): HitParts {
  const headers = setHtmlSecurityHeaders(new Headers(page.headers), { scriptHashes: page.scriptHashes });
  headers.set("x-edge-cache", state);
  headers.append("vary", "accept-encoding");
  return { body: encoder.encode(page.html), headers };
}

async function encodeParts(parts: HitParts, coding: "br" | "gzip"): Promise<Encoded> {
  const body =
    coding === "br"
      ? new Uint8Array(
          brotliCompressSync(parts.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: parts.body.length,
            },
          }),
        )
      : new Uint8Array(
          await new Response(new Blob([parts.body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
        );
  const headers = new Headers(parts.headers);
  headers.set("content-encoding", coding);
  return { body, headers };
}

async function pageResponse(
  page: RenderedPage,
  state: "hit" | "stale" | "miss" | "bypass",
  request: Request,
): Promise<Response> {
  const head = request.method === "HEAD";
  let parts = state === "hit" ? hitParts.get(page) : undefined;
  if (!parts) {
    parts = pageParts(page, state);
    if (state === "hit") hitParts.set(page, parts);
  }
  const coding = state === "hit" && !head ? pageEncoding(request) : null;
  if (coding) {
    try {
      const encoded = await (parts[coding] ??= encodeParts(parts, coding));
      return new Response(encoded.body, { status: page.status, headers: encoded.headers, encodeBody: "manual" });
    } catch (error) {
      // Never an error page for a failed compression: this hit goes out uncompressed, the next one tries again.
      parts[coding] = undefined;
      log("warn", "page-cache.compress-failed", { coding, error });
    }
  }
  return new Response(head ? null : parts.body, { status: page.status, headers: parts.headers });
}

let configChecked = false;
/** The env check's warnings, logged once per isolate (its first request); GET /v1/health lists them too. */
function warnOnceAboutConfig(env: Env) {
  if (configChecked) return;
  configChecked = true;
  const warnings = configWarnings(env as unknown as Record<string, unknown>);
  if (warnings.length) log("warn", "config.warnings", { warnings });
}

async function route(request: Request, env: Env, ctx: ExecutionContext, url: URL): Promise<Response> {
  if (url.pathname.startsWith("/parties/")) {
    // An unknown party or a malformed room id is the JSON 404 (partyserver would log the whole URL, tickets
    // included, and answer in plain text), with a requestId like every other error the worker answers.
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const noRoom = () => jsonError(404, "No such room.", {}, requestId);
    if (!isRoomPath(url.pathname)) return noRoom();
    // Joining a room needs a short-lived ticket for exactly that room (POST /v1/messaging/pusher/auth).
    // Rooms speak WebSocket only; the worker reaches them through their stubs, never over HTTP.
    const res = await routePartykitRequest(request, env, {
      onBeforeConnect: (req, lobby) => connectToRoom(env, req, lobby),
      onBeforeRequest: () => noRoom(),
    });
    return res ?? noRoom();
  }
  // The offline map tile of tests and journeys (MAP_TILE_URL=/map-tiles/{z}/{x}/{y}.png).
  if (url.pathname.startsWith("/map-tiles/")) return mapTile(url.pathname);
  // Search engines' files: plain text and XML from the database, never the SPA's HTML.
  if (isSeoPath(url.pathname)) return seoFile(request, env, url);
  // The API (and SPEC §7's paths without /v1): an unknown one is the app's JSON 404, never the SPA.
  if (isApiPath(url.pathname)) {
    const res = await app.fetch(request, env, ctx);
    // Typed into the address bar or followed from a link: the site's 404 page, not JSON in a browser tab.
    return res.status === 404 && isDocumentVisit(request) ? notFoundForVisit(env.ASSETS, url) : res;
  }
  // On the back office's host, a page outside the admin area is the admin sign-in.
  const toAdmin = adminHostRedirect(request, url);
  if (toAdmin) return toAdmin;
  // Public pages are rendered here with React (their title, Open Graph and JSON-LD too) and hydrated.
  if ((request.method === "GET" || request.method === "HEAD") && isServerRenderedPage(url.pathname)) {
    // Through the edge cache (edge/page-cache.ts): the same HTML for every visitor, at most a minute old.
    const version = await buildVersion(env, url.origin);
    const visit = withoutTracking(request);
    const { page, state } = await servePage(visit, ctx, version, () => renderPublicPage(visit, env, ctx));
    return pageResponse(page, state, request);
  }
  return withHtmlSecurity(await env.ASSETS.fetch(request));
}

export default {
  /** Every path the worker answers passes here: one error path, one log, no stack trace to the client. */
  async fetch(request, env, ctx) {
    const started = Date.now();
    const url = new URL(request.url);
    // Refuse to sign or check tokens with a missing, short or example secret (pages still load).
    warnOnceAboutConfig(env);
    const problem = isApiPath(url.pathname) ? misconfiguration(env as unknown as Record<string, unknown>, url) : null;
    if (problem) return misconfiguredResponse(url.pathname, problem);
    try {
      // A bad %-sequence anywhere in the path is the client's mistake, answered before any routing.
      decodeURIComponent(url.pathname);
      return await route(request, env, ctx, url);
    } catch (err) {
      if (isBadEncoding(err)) return errorFor(url.pathname, 400, BAD_ENCODING);
      // The same log as the Hono app's onError: one console line and an api_logs row (server errors are always kept).
      const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
      const path = url.pathname.slice(0, 300);
      logServerError(err, { requestId, method: request.method, path });
      const ip = request.headers.get("cf-connecting-ip");
      const row = {
        id: newId(),
        requestId,
        method: request.method,
        path,
        status: 500,
        durationMs: Date.now() - started,
        userId: null,
        ip,
        createdAt: started,
      };
      bufferApiLog(env, row, (p) => ctx.waitUntil(p));
      return errorFor(url.pathname, 500, MESSAGES.serverError);
    }
  },
  async scheduled(controller, env, ctx) {
    // Each run is recorded in cron_runs (worker/jobs/runs.ts) for the services-status page.
    if (controller.cron === "*/5 * * * *") {
      const job = { db: createDb(env.DB), env, now: Date.now() };
      // The live counts' sweep too: a search then corrects for at most five minutes of listings going stale.
      // Broadcasts go out chunk by chunk (500 recipients a step) within this run's time budget.
      ctx.waitUntil(
        recordRun(env, "messages-and-live-counts", () =>
          runSteps("messages-and-live-counts", job, [
            { name: "unread-message-emails", run: sendUnreadMessageEmails },
            { name: "live-counts", run: sweepLiveCounts },
            { name: "broadcasts", run: runBroadcastDeliveries },
            // Photos the server never hashed (uploaded before it did, or seeded): a batch every five minutes.
            { name: "rehash-photos", run: rehashPhotos },
          ]),
        ),
      );
    } else if (controller.cron === "0 7 * * *") ctx.waitUntil(recordRun(env, "daily-alerts", () => runDailyJobs(env)));
    else ctx.waitUntil(recordRun(env, "housekeeping", () => runHousekeeping(env)));
  },
} satisfies ExportedHandler<Env>;
