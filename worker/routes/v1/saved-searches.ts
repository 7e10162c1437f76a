import { jsonRoute, router, z } from "../../lib/openapi";
import { currentUser } from "../../lib/guards";
import { savedSearch, savedSearchInput, savedSearchUpdate } from "../../contracts/discovery";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, unsubscribe, updateSavedSearch } from "../../services/discovery";
import { idParam, message } from "./properties-params";

const TAGS = ["Saved searches"];

export const savedSearchRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/saved-searches",
      tags: TAGS,
      summary: "Save the current search filters with a name",
      description: "With alerts on, a daily email lists new matching listings (each listing once).",
      secure: true,
      body: savedSearchInput,
      status: 201,
      errors: { 422: "Too many saved searches" },
      response: savedSearch,
    }),
    async (c) => c.json(await createSavedSearch(c.var.ctx, currentUser(c), c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/saved-searches", tags: TAGS, summary: "My saved searches, newest first", secure: true, response: z.object({ data: z.array(savedSearch) }) }),
    async (c) => c.json(await listSavedSearches(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "patch",
      path: "/secure/saved-searches/{id}",
      tags: TAGS,
      summary: "Rename a saved search or turn its alerts on or off",
      secure: true,
      params: idParam,
      body: savedSearchUpdate,
      errors: { 404: "No such saved search of yours" },
      response: savedSearch,
    }),
    async (c) => c.json(await updateSavedSearch(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({ method: "delete", path: "/secure/saved-searches/{id}", tags: TAGS, summary: "Delete a saved search", secure: true, params: idParam, errors: { 404: "No such saved search of yours" }, response: message }),
    async (c) => c.json(await deleteSavedSearch(c.var.ctx, currentUser(c), c.req.valid("param").id), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/saved-searches/{id}/unsubscribe",
      tags: TAGS,
      summary: "One-click unsubscribe from a saved search's alert emails",
      description: "The signed link in each alert email; no sign-in needed.",
      params: idParam,
      query: z.object({ token: z.string().trim().min(10).max(200) }),
      response: message,
    }),
    async (c) => c.json(await unsubscribe(c.var.ctx, c.req.valid("param").id, c.req.valid("query").token), 200),
  )
  // List-Unsubscribe-Post (RFC 8058) mail clients POST the same link.
  .openapi(
    jsonRoute({
      method: "post",
      path: "/saved-searches/{id}/unsubscribe",
      tags: TAGS,
      summary: "One-click unsubscribe (RFC 8058 POST)",
      description: "The alert mail's `List-Unsubscribe` URL with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: mail clients POST `List-Unsubscribe=One-Click` as a form to it. The body is not needed and not read.",
      params: idParam,
      query: z.object({ token: z.string().trim().min(10).max(200) }),
      response: message,
    }),
    async (c) => c.json(await unsubscribe(c.var.ctx, c.req.valid("param").id, c.req.valid("query").token), 200),
  );
