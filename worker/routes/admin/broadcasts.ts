import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { audienceAnswer, audienceQuery, broadcastInput, broadcastPage, broadcastRow } from "../../contracts/broadcasts";
import {
  audienceSize,
  createBroadcast,
  deliverBroadcastNow,
  getBroadcast,
  listBroadcasts,
} from "../../services/broadcasts";
import { byId, byQuery } from "../steps";

const TAGS = ["Admin: broadcasts"];
// SPEC §6: broadcast belongs to CAN_VIEW_LISTING.
const guard = [requirePermission("CAN_VIEW_LISTING")];

export const adminBroadcastRoutes = router()
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/broadcasts",
      tags: TAGS,
      summary: __API_DOCS__ ? "Send a broadcast to all users or a segment (account types, states, plan)" : "",
      description: __API_DOCS__
        ? "Queued at once; the cron delivers it in chunks of 500 (an in-app notification to each, Web Push to subscribed browsers). Users who turned announcements off are counted, not notified."
        : "",
      secure: true,
      body: broadcastInput,
      status: 201,
      response: broadcastRow,
    }),
    async (c) => c.json(await createBroadcast(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/broadcasts",
      tags: TAGS,
      summary: __API_DOCS__ ? "Past broadcasts with delivery counts, newest first" : "",
      secure: true,
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(100).default(20),
      }),
      response: broadcastPage,
    }),
    async (c) => {
      const { page, perPage } = c.req.valid("query");
      return c.json(await listBroadcasts(c.var.ctx, page, perPage), 200);
    },
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/broadcasts/audience",
      tags: TAGS,
      summary: __API_DOCS__ ? "How many users a segment reaches (comma lists)" : "",
      secure: true,
      query: audienceQuery,
      response: audienceAnswer,
    }),
    byQuery(audienceSize),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/broadcasts/{id}",
      tags: TAGS,
      summary: __API_DOCS__ ? "One broadcast with its delivery counts" : "",
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      response: broadcastRow,
      errors: { 404: "No such broadcast" },
    }),
    byId(getBroadcast),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/broadcasts/{id}/deliver",
      tags: TAGS,
      summary: __API_DOCS__ ? "Send now: deliver a queued broadcast at once, as the five-minute cron would" : "",
      description: __API_DOCS__
        ? "Runs the cron's delivery steps for this broadcast within a time budget and answers its counts. Safe beside the cron (no one is notified twice); a sent broadcast is answered as it is."
        : "",
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      response: broadcastRow,
      errors: { 404: "No such broadcast" },
    }),
    byId(deliverBroadcastNow),
  );
