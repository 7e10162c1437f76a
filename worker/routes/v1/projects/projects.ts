import type { Context } from "hono";
import type { AppEnv } from "../../../lib/app-env";
import { jsonRoute, jsonRoutes, router, z } from "../../../lib/openapi";
import { currentUser, requireDeveloperOwner, requireDeveloperTeam, requireUser } from "../../../lib/guards";
import { uploadRequest, uploadTicket } from "../../../contracts/listing-media";
import {
  createProjectInput,
  delistInput,
  editProjectInput,
  progressInput,
  projectActivity as activityAnswer,
  projectAnswer,
  projectList,
  projectListQuery,
  rotateProjectMediaInput,
  unitCategories,
  videoLinkEditInput,
} from "../../../contracts/projects";
import {
  addProgress,
  createProject,
  deleteProgress,
  deleteProject,
  deleteProjectMedia,
  editProject,
  editVideoLink,
  listProjects,
  projectActivity,
  projectDetail,
  projectUpload,
  rotateProjectMedia,
  setListed,
  setProjectPrimary,
  unitCategoryList,
  userProjects,
} from "../../../services/projects";
import { childParams, idParam, message, paging } from "../../params";
import { byQuery, childChange, userById, userWithBody } from "../../steps";
import { partChanges } from "../../parts";

/** The routes the developer's team calls: the developer, or its sub account with the right. */
const TEAM = { secure: true, middleware: [requireUser, requireDeveloperTeam] };
const teamRoute = jsonRoutes(TEAM);
/** The team's routes on one photo, video link or progress update of a project: path parameters id and `child`. */
const childRoute = <const K extends string>(child: K) => jsonRoutes({ ...TEAM, params: childParams(child) });
const mediaRoute = childRoute("mediaId");
const linkRoute = childRoute("linkId");
const updateRoute = childRoute("updateId");

/** Delisting a project and listing it again: one route but for the word in the path. */
const listing = (verb: "delist" | "list") =>
  teamRoute({
    method: "post",
    path: `/project/{id}/${verb}`,
    params: idParam,
    body: delistInput,
    response: message,
  });
type ListingContext = Context<AppEnv, string, { out: { param: { id: string }; json: z.infer<typeof delistInput> } }>;
/** Listing again clears the reason a delisting gave. */
const setListedTo = (listed: boolean, done: string) => async (c: ListingContext) => {
  const reason = listed ? null : c.req.valid("json").reason || null;
  await setListed(c.var.ctx, currentUser(c), c.req.valid("param").id, listed, reason);
  return c.json({ message: done }, 200);
};

const created = z.object({ message: z.string(), data: projectAnswer.shape.data });
const updateCreated = z.object({ message: z.string(), id: z.string() });

/**
 * Developer projects: SPEC §7's paths as written, without /v1 (app.ts loads the session for them).
 * Routes not named by §7 (single project, uploads, video links, progress, timeline) follow the same style.
 */
export const projectRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/project-unit-categories", response: unitCategories }), async (c) =>
    c.json(await unitCategoryList(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({ method: "get", path: "/all-projects", query: projectListQuery, response: projectList }),
    byQuery(listProjects),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/user-projects/{id}",
      params: idParam,
      query: z.object(paging(12)),
      response: projectList,
      errors: { 401: "id is me but no one is signed in" },
    }),
    async (c) => c.json(await userProjects(c.var.ctx, c.var.user, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(jsonRoute({ method: "get", path: "/project/{id}", params: idParam, response: projectAnswer }), async (c) =>
    c.json({ data: await projectDetail(c.var.ctx, c.var.user, c.req.valid("param").id) }, 200),
  )
  .openapi(
    teamRoute({
      method: "post",
      path: "/create-project",
      body: createProjectInput,
      status: 201,
      response: created,
      errors: { 422: "A state, locality, unit category or photo token is not usable" },
    }),
    async (c) => {
      const user = currentUser(c);
      const pid = await createProject(c.var.ctx, user, c.req.valid("json"));
      return c.json({ message: "Your project was created.", data: await projectDetail(c.var.ctx, user, pid) }, 201);
    },
  )
  .openapi(
    teamRoute({
      method: "post",
      path: "/projects/{id}/edit",
      params: idParam,
      body: editProjectInput,
      response: created,
      errors: {
        422: "A state, locality, unit category or photo token is not usable, or unitsTotal is below the units already reserved",
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const pid = c.req.valid("param").id;
      await editProject(c.var.ctx, user, pid, c.req.valid("json"));
      return c.json({ message: "Your project was saved.", data: await projectDetail(c.var.ctx, user, pid) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/project/{id}/delete",
      secure: true,
      middleware: [requireUser, requireDeveloperOwner],
      params: idParam,
      response: message,
      errors: { 409: "Live reservations" },
    }),
    async (c) => {
      await deleteProject(c.var.ctx, currentUser(c), c.req.valid("param").id);
      return c.json({ message: "The project was deleted." }, 200);
    },
  )
  .openapi(listing("delist"), setListedTo(false, "The project was delisted."))
  .openapi(listing("list"), setListedTo(true, "The project is listed."))
  .openapi(
    teamRoute({ method: "get", path: "/project/{id}/activity", params: idParam, response: activityAnswer }),
    userById(projectActivity),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/v1/secure/projects/media/uploads",
      secure: true,
      middleware: [requireDeveloperTeam],
      body: uploadRequest,
      status: 201,
      response: uploadTicket,
    }),
    userWithBody(201, projectUpload),
  )
  .openapi(
    mediaRoute({
      method: "patch",
      path: "/project/{id}/media/{mediaId}/rotate",
      body: rotateProjectMediaInput,
      response: z.object({ rotation: z.number() }),
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json(
        await rotateProjectMedia(c.var.ctx, currentUser(c), p.id, p.mediaId, c.req.valid("json").degrees),
        200,
      );
    },
  );

partChanges(projectRoutes, { ...TEAM, path: "/project/{id}" }, [
  ["put", "/media/{mediaId}/primary", "The main photo was changed.", setProjectPrimary],
  ["delete", "/media/{mediaId}", "The photo was deleted.", deleteProjectMedia],
]);

projectRoutes
  .openapi(
    linkRoute({
      method: "put",
      path: "/project/{id}/video-links/{linkId}",
      body: videoLinkEditInput,
      response: message,
    }),
    async (c) => {
      const p = c.req.valid("param");
      await editVideoLink(c.var.ctx, currentUser(c), p.id, p.linkId, c.req.valid("json").url);
      return c.json({ message: "The video link was saved." }, 200);
    },
  )
  .openapi(
    linkRoute({ method: "delete", path: "/project/{id}/video-links/{linkId}", response: message }),
    childChange("linkId", "The video link was removed.", (ctx, user, id, linkId) =>
      editVideoLink(ctx, user, id, linkId, null),
    ),
  )
  .openapi(
    teamRoute({
      method: "post",
      path: "/project/{id}/progress",
      params: idParam,
      body: progressInput,
      status: 201,
      response: updateCreated,
      errors: {
        409: "The milestone was approved already",
        422: "A photo token is not usable, or the milestone is not one of this project's",
      },
    }),
    async (c) =>
      c.json(
        {
          message: "The progress update was posted.",
          id: await addProgress(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")),
        },
        201,
      ),
  )
  .openapi(
    updateRoute({ method: "delete", path: "/project/{id}/progress/{updateId}", response: message }),
    childChange("updateId", "The progress update was removed.", deleteProgress),
  );
