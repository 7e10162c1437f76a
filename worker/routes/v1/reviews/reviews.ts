import { jsonRoute, jsonRoutes, router, z } from "../../../lib/openapi";
import { currentUser, requireDeveloperTeam, requireUser } from "../../../lib/guards";
import {
  REVIEW_PAGE_SIZES,
  eligibilityAnswer,
  replyInput,
  reportReviewInput,
  reviewAnswer,
  reviewInput,
  reviewPage,
  statisticsAnswer,
} from "../../../contracts/reviews";
import {
  createReview,
  developerProjectReviews,
  listSubjectReviews,
  replyToReview,
  reportReview,
  reviewEligibility,
  statisticsOf,
  userReviews,
} from "../../../services/reviews";
import { idParam, message, paging } from "../../params";
import { stepWith } from "../../steps";
import { actingDeveloper } from "../../../services/projects/access";
const signedInRoute = jsonRoutes({ secure: true });
const signedInUserRoute = jsonRoutes({ middleware: [requireUser], secure: true });

/** SPEC §7 "Reviews: property and agent create, list (page, perPage) and statistics" for one subject type. */
function subjectRoutes<T extends "property" | "agent" | "project" | "guest">(type: T, perPage: number) {
  return router()
    .openapi(
      signedInRoute({
        method: "post",
        path: `/secure/${type}/review/{id}`,
        params: idParam,
        body: reviewInput,
        status: 201,
        errors: {
          404: "No such subject",
          409: "Already reviewed for that interaction",
          422: "interactionId does not qualify",
        },
        response: reviewAnswer,
        // A project is reviewed at SPEC §7's POST /secure/project/review/{id} (the documented one, same
        // operationId); this /v1 twin keeps working for clients that call it.
        hide: type === "project",
      }),
      async (c) =>
        c.json(
          {
            data: await createReview(
              c.var.ctx,
              currentUser(c),
              { type, id: c.req.valid("param").id },
              c.req.valid("json"),
            ),
          },
          201,
        ),
    )
    .openapi(
      jsonRoute({
        method: "get",
        path: `/${type}/review/{id}`,
        params: idParam,
        query: z.object(paging(perPage)),
        response: reviewPage,
      }),
      async (c) =>
        c.json(
          await listSubjectReviews(c.var.ctx, type, c.req.valid("param").id, c.req.valid("query"), c.var.user?.id),
          200,
        ),
    )
    .openapi(
      jsonRoute({
        method: "get",
        path: `/${type}/review/{id}/statistics`,
        params: idParam,
        response: statisticsAnswer,
      }),
      async (c) => c.json({ data: await statisticsOf(c.var.ctx, type, c.req.valid("param").id) }, 200),
    )
    .openapi(
      signedInRoute({
        method: "get",
        path: `/secure/${type}/review/{id}/eligibility`,
        params: idParam,
        response: eligibilityAnswer,
      }),
      async (c) =>
        c.json(
          { data: await reviewEligibility(c.var.ctx, currentUser(c), { type, id: c.req.valid("param").id }) },
          200,
        ),
    );
}

export const propertyReviewRoutes = subjectRoutes("property", REVIEW_PAGE_SIZES.property);
export const agentReviewRoutes = subjectRoutes("agent", REVIEW_PAGE_SIZES.agent);
export const projectReviewRoutes = subjectRoutes("project", REVIEW_PAGE_SIZES.project);
/** A stay's host reviews the guest (blind, with the guest's review of the stay). */
export const guestReviewRoutes = subjectRoutes("guest", REVIEW_PAGE_SIZES.agent);

export const reviewRoutes = router()
  .openapi(
    signedInRoute({
      method: "get",
      path: "/secure/user/reviews",
      query: z.object({ ...paging(REVIEW_PAGE_SIZES.agent), tab: z.enum(["received", "written"]).default("received") }),
      response: reviewPage,
    }),
    async (c) => c.json(await userReviews(c.var.ctx, currentUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(
    signedInRoute({
      method: "post",
      path: "/secure/reviews/{id}/reply",
      params: idParam,
      body: replyInput,
      errors: { 409: "Already replied" },
      response: reviewAnswer,
    }),
    stepWith("reply", replyToReview),
  )
  .openapi(
    signedInRoute({
      method: "post",
      path: "/secure/reviews/{id}/report",
      params: idParam,
      body: reportReviewInput,
      status: 201,
      errors: { 409: "Already reported" },
      response: message,
    }),
    async (c) =>
      c.json(await reportReview(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json").reason), 201),
  );

/**
 * SPEC §7's project review paths as written, without /v1 (mounted at "/"; app.ts loads the session for them):
 * the same services as /v1/secure/project/review/{id} and /v1/project/review/{id}.
 */
export const projectReviewSpecRoutes = router()
  .openapi(
    signedInUserRoute({
      method: "post",
      path: "/secure/project/review/{id}",
      params: idParam,
      body: reviewInput,
      status: 201,
      errors: {
        404: "No such project",
        409: "Already reviewed for that reservation",
        422: "interactionId does not qualify",
      },
      response: reviewAnswer,
    }),
    async (c) =>
      c.json(
        {
          data: await createReview(
            c.var.ctx,
            currentUser(c),
            { type: "project", id: c.req.valid("param").id },
            c.req.valid("json"),
          ),
        },
        201,
      ),
  )
  .openapi(
    signedInUserRoute({
      method: "get",
      path: "/secure/project/review/{id}",
      params: idParam,
      query: z.object(paging(REVIEW_PAGE_SIZES.project)),
      response: reviewPage,
    }),
    async (c) =>
      c.json(
        await listSubjectReviews(
          c.var.ctx,
          "project",
          c.req.valid("param").id,
          c.req.valid("query"),
          currentUser(c).id,
        ),
        200,
      ),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/projects/reviews",
      secure: true,
      middleware: [requireUser, requireDeveloperTeam],
      query: z.object({
        ...paging(REVIEW_PAGE_SIZES.project),
        projectId: z.string().trim().min(1).max(120).optional(),
      }),
      response: reviewPage,
    }),
    async (c) => {
      const user = currentUser(c);
      const acting = await actingDeveloper(c.var.ctx, user);
      return c.json(await developerProjectReviews(c.var.ctx, acting, c.req.valid("query")), 200);
    },
  );
