import { jsonRoute, router, z } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import { PROJECT_STATUSES, staffDelistInput } from "../../contracts/projects";
import { adminListProjects, adminSetListed } from "../../services/projects";
import { byQuery } from "../steps";

const guard = [requirePermission("CAN_VIEW_PROJECT")];
const idParam = z.object({ id: z.string().min(1).max(120) });
const row = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  state: z.string(),
  listed: z.boolean(),
  delistReason: z.string().nullable(),
  delistedByStaff: z.boolean(),
  unitsAvailable: z.number(),
  developer: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.number(),
});
const done = z.object({ data: z.object({ id: z.string(), listed: z.boolean() }) });

/** Developer projects for staff with CAN_VIEW_PROJECT (SPEC §6): the list, and delist/relist with a reason (logged). */
export const adminProjectRoutes = router()
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/projects",
      secure: true,
      query: z.object({
        listed: z.enum(["true", "false"]).optional(),
        search: z.string().trim().max(100).optional(),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(100).default(20),
      }),
      response: z.object({
        data: z.array(row),
        meta: z.object({ page: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() }),
      }),
    }),
    byQuery(adminListProjects),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/projects/{id}/delist",
      secure: true,
      params: idParam,
      body: staffDelistInput,
      response: done,
    }),
    async (c) =>
      c.json(
        await adminSetListed(c.var.ctx, currentUser(c).id, c.req.valid("param").id, false, c.req.valid("json").reason),
        200,
      ),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/projects/{id}/relist",
      secure: true,
      params: idParam,
      body: staffDelistInput,
      response: done,
    }),
    async (c) =>
      c.json(
        await adminSetListed(c.var.ctx, currentUser(c).id, c.req.valid("param").id, true, c.req.valid("json").reason),
        200,
      ),
  );
