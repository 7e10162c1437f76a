import { jsonRoute, jsonRoutes, router, z } from "../../../lib/openapi";
import { currentUser, requireAccountType } from "../../../lib/guards";
import {
  autoRenewInput,
  boostInput,
  boostPlanList,
  boostResult,
  BOOST_ROLES,
  currentPlan,
  deactivateExcessInput,
  deactivateResult,
  plan,
  PLAN_MESSAGES,
  PLAN_ROLES,
  planList,
  subscribeInput,
  subscribeResult,
  listingQuotaAnswer,
} from "../../../contracts/plans";
import { idempotent } from "../../idempotent";
import {
  currentPlan as current,
  getPlan,
  listBoostPlans,
  listingQuota,
  listPlans,
  setAutoRenew,
} from "../../../services/subscriptions/plans";
import { subscribe } from "../../../services/subscriptions/subscribe";
import { boostListing } from "../../../services/subscriptions/boosts";
import { deactivateChosen, deactivateExcess } from "../../../services/subscriptions/quota";
import { orNotFound, paidStep } from "../../steps";
const PLAN_HOLDERS = [...PLAN_ROLES];

/** The catalogue: public. */
/** The caller's own plan, quota and listings: a bearer token. */
const mineRoute = jsonRoutes({ secure: true });
/** Paying for a plan or a boost: plan-holding account types only, retried safely under an Idempotency-Key. */
const payRoute = jsonRoutes({
  secure: true,
  middleware: [requireAccountType(...PLAN_HOLDERS), idempotent({ required: true })],
});
/** Taking listings off to fit the plan: every account type that lists. */
const quotaRoute = jsonRoutes({
  secure: true,
  middleware: [requireAccountType("brokerage", "company", "agent", "developer")],
});

export const subscriptionRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/subscription-plans",
      query: z.object({ role: z.enum(PLAN_ROLES).optional() }),
      response: planList,
    }),
    async (c) => c.json(await listPlans(c.var.ctx, c.req.valid("query").role), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/subscription-plans/{id}",
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      response: plan,
    }),
    async (c) => c.json(orNotFound(await getPlan(c.var.ctx, c.req.valid("param").id), PLAN_MESSAGES.notFound), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/boost-plans",
      query: z.object({ user_role: z.enum(BOOST_ROLES).optional() }),
      response: boostPlanList,
    }),
    async (c) => c.json(await listBoostPlans(c.var.ctx, c.req.valid("query").user_role), 200),
  )
  .openapi(mineRoute({ method: "get", path: "/secure/subscriptions/current", response: currentPlan }), async (c) =>
    c.json(await current(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    mineRoute({
      method: "patch",
      path: "/secure/subscriptions/current",
      body: autoRenewInput,
      response: currentPlan,
      errors: { 404: "No current plan" },
    }),
    async (c) => c.json(await setAutoRenew(c.var.ctx, currentUser(c), c.req.valid("json").autoRenew), 200),
  )
  .openapi(mineRoute({ method: "get", path: "/secure/listing-quota", response: listingQuotaAnswer }), async (c) =>
    c.json(await listingQuota(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    payRoute({
      method: "post",
      path: "/secure/subscriptions/subscribe",
      errors: { 422: "Not a plan for your account type, or not enough in the wallet" },
      body: subscribeInput,
      response: subscribeResult,
    }),
    async (c) =>
      c.json(
        await subscribe(
          c.var.ctx,
          currentUser(c),
          c.req.valid("json"),
          c.var.idempotencyKey!,
          new URL(c.req.url).origin,
        ),
        200,
      ),
  )
  .openapi(
    payRoute({
      method: "post",
      path: "/secure/properties/{id}/boost",
      errors: { 409: "The listing is already boosted", 422: "No boost credits, or not enough in the wallet" },
      params: z.object({ id: z.string().trim().min(1).max(120) }),
      body: boostInput,
      status: 201,
      response: boostResult,
    }),
    paidStep(201, boostListing),
  )
  .openapi(
    quotaRoute({
      method: "post",
      path: "/secure/properties/deactivate-excess",
      body: deactivateExcessInput,
      response: deactivateResult,
    }),
    async (c) => c.json(await deactivateChosen(c.var.ctx, currentUser(c), c.req.valid("json").propertyIds), 200),
  )
  .openapi(
    quotaRoute({ method: "post", path: "/secure/properties/deactivate-excess-all", response: deactivateResult }),
    async (c) => c.json(await deactivateExcess(c.var.ctx, currentUser(c).id), 200),
  );
