import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { jsonRoutes, router, z } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import {
  adminPlanList,
  adminPlanQuery,
  approveMilestoneAnswer,
  pendingMilestoneList,
  staffReasonInput,
  waiveInput,
} from "../../contracts/instalments";
import {
  adminPlans,
  approveMilestone,
  pendingMilestones,
  refundPlan,
  setPaused,
  waiveInstalment,
} from "../../services/projects";
import { idParam } from "../params";
import { byQuery } from "../steps";

/** Instalment plans are project money: staff who view projects (CAN_VIEW_PROJECT) see and act on them. */
const guard = [requirePermission("CAN_VIEW_PROJECT")];
const statusAnswer = z.object({ data: z.object({ planId: z.string(), status: z.enum(["paused", "active"]) }) });

/**
 * Staff's side of instalment plans: the report (schedules, overdue money, defaults), approving a milestone's progress
 * update (which releases its share from every plan of the project), and the manual actions, each logged in the
 * activity log with before/after and the reason.
 */
const adminRoute = jsonRoutes({ middleware: guard, secure: true });

/** Pausing and resuming a plan: one route but for the word in the path and the conflict. */
const pausing = (verb: "pause" | "resume", conflict: string) =>
  adminRoute({
    method: "post",
    path: `/instalment-plans/{id}/${verb}`,
    params: idParam,
    body: staffReasonInput,
    response: statusAnswer,
    errors: { 404: "No such plan", 409: conflict },
  });
type PlanReason = Context<AppEnv, string, { out: { param: { id: string }; json: z.infer<typeof staffReasonInput> } }>;
const setPausedTo = (paused: boolean) => async (c: PlanReason) =>
  c.json(await setPaused(c.var.ctx, currentUser(c), c.req.valid("param").id, paused, c.req.valid("json").reason), 200);

export const adminInstalmentRoutes = router()
  .openapi(
    adminRoute({ method: "get", path: "/instalment-plans", query: adminPlanQuery, response: adminPlanList }),
    byQuery(adminPlans),
  )
  .openapi(
    adminRoute({ method: "get", path: "/instalment-plans/milestones", response: pendingMilestoneList }),
    async (c) => c.json(await pendingMilestones(c.var.ctx), 200),
  )
  .openapi(
    adminRoute({
      method: "post",
      path: "/projects/{id}/progress/{updateId}/approve",
      params: idParam.extend({ updateId: z.string().trim().min(1).max(120) }),
      response: approveMilestoneAnswer,
      errors: {
        404: "No such progress update on this project",
        409: "The milestone was approved already",
        422: "The update reports no milestone",
      },
    }),
    async (c) => {
      const { id, updateId } = c.req.valid("param");
      return c.json(await approveMilestone(c.var.ctx, currentUser(c), id, updateId), 200);
    },
  )
  .openapi(pausing("pause", "The plan is not running"), setPausedTo(true))
  .openapi(pausing("resume", "The plan is not paused"), setPausedTo(false))
  .openapi(
    adminRoute({
      method: "post",
      path: "/instalment-plans/{id}/waive",
      params: idParam,
      body: waiveInput,
      response: z.object({ data: z.object({ planId: z.string(), seq: z.number(), status: z.literal("waived") }) }),
      errors: { 404: "No such plan or instalment", 409: "The instalment is not unpaid, or the plan has ended" },
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(
        await waiveInstalment(c.var.ctx, currentUser(c), c.req.valid("param").id, body.seq, body.reason),
        200,
      );
    },
  )
  .openapi(
    adminRoute({
      method: "post",
      path: "/instalment-plans/{id}/refund",
      params: idParam,
      body: staffReasonInput,
      response: z.object({ data: z.object({ planId: z.string(), refundedKobo: z.number() }) }),
      errors: { 404: "No such plan", 409: "The plan has ended already" },
    }),
    async (c) =>
      c.json(await refundPlan(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json").reason), 200),
  );
