import { routePartykitRequest } from "partyserver";
import app from "./app";
import { createDb } from "./db/client";
import { authenticate } from "./services/auth";
import { runHousekeeping } from "./jobs";
import { listingPagePath, renderListingPage } from "./services/listings-og";
import { BAD_ENCODING, errorFor, isApiPath, isBadEncoding, jsonError, logServerError, misconfiguration, misconfiguredResponse, withHtmlSecurity } from "./lib/edge";
import { MESSAGES } from "./contracts/messages";
import { apiLogs } from "./db/schema";
import { newId } from "./lib/crypto";

export { Notifications } from "../party/notifications";

async function route(request: Request, env: Env, ctx: ExecutionContext, url: URL): Promise<Response> {
  if (url.pathname.startsWith("/parties/")) {
    const res = await routePartykitRequest(request, env, {
      // A user may only join their own notification room: the token says who they are.
      onBeforeConnect: async (req, lobby) => {
        const token = new URL(req.url).searchParams.get("token");
        const auth = token ? await authenticate({ db: createDb(env.DB), env, now: Date.now() }, token) : null;
        if (!auth) return jsonError(401, "Sign in to receive live updates.");
        if (lobby.className === "Notifications" && lobby.name !== auth.user.id) return jsonError(403, "You are not allowed to perform this action.");
      },
    });
    return res ?? jsonError(404, "No such room.");
  }
  // The API (and SPEC §7's paths without /v1): an unknown one is the app's JSON 404, never the SPA.
  if (isApiPath(url.pathname)) return app.fetch(request, env, ctx);
  // Shareable listing pages get the listing's title and photo in their HTML (Open Graph).
  const listing = request.method === "GET" ? listingPagePath(url.pathname) : null;
  if (listing) return withHtmlSecurity(await renderListingPage(request, env, listing));
  return withHtmlSecurity(await env.ASSETS.fetch(request));
}

export default {
  /** Every path the worker answers passes here: one error path, one log, no stack trace to the client. */
  async fetch(request, env, ctx) {
    const started = Date.now();
    const url = new URL(request.url);
    // Refuse to sign or check tokens with a missing, short or example secret (pages still load).
    const problem = isApiPath(url.pathname) ? misconfiguration(env) : null;
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
      const row = { id: newId(), requestId, method: request.method, path, status: 500, durationMs: Date.now() - started, userId: null, ip, createdAt: started };
      ctx.waitUntil(createDb(env.DB).insert(apiLogs).values(row).run().catch(() => undefined));
      return errorFor(url.pathname, 500, MESSAGES.serverError);
    }
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env));
  },
} satisfies ExportedHandler<Env>;
