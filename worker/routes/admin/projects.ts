import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env";
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

/** Delisting a project and listing it again: one route but for the word in the path; both take a reason. */
const listing = (verb: "delist" | "relist") =>
  jsonRoute({
    middleware: guard,
    method: "post",
    path: `/projects/{id}/${verb}`,
    secure: true,
    params: idParam,
    body: staffDelistInput,
    response: done,
  });
type ListingContext = Context<
  AppEnv,
  string,
  { out: { param: { id: string }; json: z.infer<typeof staffDelistInput> } }
>;
const setListedTo = (listed: boolean) => async (c: ListingContext) =>
  c.json(
    await adminSetListed(c.var.ctx, currentUser(c).id, c.req.valid("param").id, listed, c.req.valid("json").reason),
    200,
  );

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
  .openapi(listing("delist"), setListedTo(false))
  .openapi(listing("relist"), setListedTo(true));
