import { routePartykitRequest } from "partyserver";
import app from "./app";
import { createDb } from "./db/client";
import { authenticate } from "./services/auth";
import { runHousekeeping } from "./jobs";
import { listingPagePath, renderListingPage } from "./services/listings-og";

export { Notifications } from "../party/notifications";

const json = (status: number, message: string) =>
  new Response(JSON.stringify({ status, message }), { status, headers: { "content-type": "application/json" } });

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/parties/")) {
      const res = await routePartykitRequest(request, env, {
        // A user may only join their own notification room: the token says who they are.
        onBeforeConnect: async (req, lobby) => {
          const token = new URL(req.url).searchParams.get("token");
          const auth = token ? await authenticate({ db: createDb(env.DB), env, now: Date.now() }, token) : null;
          if (!auth) return json(401, "Sign in to receive live updates.");
          if (lobby.className === "Notifications" && lobby.name !== auth.user.id) return json(403, "You are not allowed to perform this action.");
        },
      });
      return res ?? json(404, "No such room.");
    }
    if (url.pathname.startsWith("/v1/") || url.pathname.startsWith("/admin/api/") || url.pathname.startsWith("/newsletter/") || url.pathname.startsWith("/media/")) {
      return app.fetch(request, env, ctx);
    }
    // Shareable listing pages get the listing's title and photo in their HTML (Open Graph).
    const listing = request.method === "GET" ? listingPagePath(url.pathname) : null;
    if (listing) return renderListingPage(request, env, listing);
    return env.ASSETS.fetch(request);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(env));
  },
} satisfies ExportedHandler<Env>;
