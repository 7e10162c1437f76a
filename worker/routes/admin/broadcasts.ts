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
// SPEC §6: broadcast belongs to CAN_VIEW_LISTING.
const guard = [requirePermission("CAN_VIEW_LISTING")];

export const adminBroadcastRoutes = router()
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/broadcasts",
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
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      response: broadcastRow,
      errors: { 404: "No such broadcast" },
    }),
    byId(deliverBroadcastNow),
  );
