import { routePartykitRequest } from "partyserver";
import app from "./app";
import { createDb } from "./db/client";
import { runHousekeeping } from "./jobs";
import { listingPagePath, renderListingPage } from "./services/listings-og";

import { connectToRoom } from "./services/realtime/connect";
import { sendUnreadMessageEmails } from "./jobs/unread-messages";

export { User } from "../party/user";
export { Conversation } from "../party/conversation";

const json = (status: number, message: string) =>
  new Response(JSON.stringify({ status, message }), { status, headers: { "content-type": "application/json" } });

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/parties/")) {
      // Joining a room needs a short-lived ticket for exactly that room (POST /v1/messaging/pusher/auth).
      // Rooms speak WebSocket only; the worker reaches them through their stubs, never over HTTP.
      const res = await routePartykitRequest(request, env, {
        onBeforeConnect: (req, lobby) => connectToRoom(env, req, lobby),
        onBeforeRequest: () => json(404, "No such room."),
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
  async scheduled(controller, env, ctx) {
    if (controller.cron === "*/5 * * * *") ctx.waitUntil(sendUnreadMessageEmails({ db: createDb(env.DB), env, now: Date.now() }));
    else ctx.waitUntil(runHousekeeping(env));
  },
} satisfies ExportedHandler<Env>;
