import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser, requireProfessional } from "../../../lib/guards";
import { PAGE_SIZES } from "../../../contracts/constants";
import { SPECIALIZATIONS } from "../../../contracts/onboarding";
import {
  DEFAULT_DIRECTORY_SORT,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  agentPage,
  agentProfile as agentProfileSchema,
  localitiesAnswer,
  localitiesInput,
} from "../../../contracts/reviews";
import { agentListings, agentProfile, listAgents, myLocalities, setMyLocalities } from "../../../services/directory";
import { cardPage, idParam, paging } from "../../params";
const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** SPEC §2 /professionals/agents and /professionals/agents/{id}; SPEC §7 "agent page and search", "agent localities of focus". */
export const agentRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/agents",
      query: z.object({
        ...paging(DIRECTORY_PAGE_SIZE),
        search: z.string().trim().max(60, "Keep the search under 60 characters.").optional(),
        locality: z.coerce.number().int().positive().optional(),
        state: z.coerce.number().int().positive().optional(),
        verified: flag.optional(),
        specialization: z.enum(SPECIALIZATIONS).optional(),
        sort: z.enum(DIRECTORY_SORTS).default(DEFAULT_DIRECTORY_SORT),
      }),
      response: agentPage,
    }),
    async (c) => {
      const f = c.req.valid("query");
      return c.json(await listAgents(c.var.ctx, { ...f, search: f.search || undefined }), 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/agents/{id}",
      params: idParam,
      response: z.object({ data: agentProfileSchema }),
    }),
    async (c) => c.json({ data: await agentProfile(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/agents/{id}/properties",
      params: idParam,
      query: z.object({
        ...paging(PAGE_SIZES.agentProperties),
        type: z.enum(["sale", "rent", "short_stay"]).default("sale"),
      }),
      response: cardPage,
    }),
    async (c) => c.json(await agentListings(c.var.ctx, c.var.user, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/user/localities-of-focus", secure: true, response: localitiesAnswer }),
    async (c) => c.json(await myLocalities(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/user/localities-of-focus",
      secure: true,
      middleware: [requireProfessional],
      body: localitiesInput,
      errors: { 422: "An unknown locality id" },
      response: localitiesAnswer,
    }),
    async (c) => c.json(await setMyLocalities(c.var.ctx, currentUser(c), c.req.valid("json").localityIds), 200),
  );
