import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser, requireDeveloperTeam } from "../../../lib/guards";
import { idempotent } from "../../idempotent";
import { developerPlanList, payInstalmentsInput, planAnswer, planPaid } from "../../../contracts/instalments";
import { cancelPlan, developerPlans, payInstalments, planView } from "../../../services/projects";
import { idParam, paging } from "../../params";
import { userByIdData, userByQuery } from "../../steps";
/** A card payment comes back to the one payment-return screen of project payments. */
const callback = (url: string) => `${new URL(url).origin}/project-booking/payment/booking-callback`;

/**
 * A reserved unit's instalment plan, held in escrow (docs/money-and-escrow.md "Instalment plans"): the buyer sees
 * the schedule and pays one instalment or several ahead; the developer's team sees it too and its money per buyer.
 */
export const instalmentRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/instalment-plans/developer",
      secure: true,
      middleware: [requireDeveloperTeam],
      query: z.object(paging(20)),
      response: developerPlanList,
    }),
    userByQuery(developerPlans),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/instalment-plans/{id}",
      secure: true,
      params: idParam,
      response: planAnswer,
      errors: { 404: "No such plan of yours" },
    }),
    userByIdData(planView),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/instalment-plans/{id}/pay",
      secure: true,
      middleware: [idempotent({ required: true })],
      params: idParam,
      body: payInstalmentsInput,
      response: planPaid,
      errors: {
        404: "No such plan of yours",
        409: "An instalment is already paid, waived or cancelled; the plan has ended; or the developer has not confirmed the reservation yet",
        422: "An unknown instalment number, or the wallet is short",
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const id = c.req.valid("param").id;
      const { authorizationUrl } = await payInstalments(c.var.ctx, user, id, c.req.valid("json"), callback(c.req.url));
      return c.json({ data: await planView(c.var.ctx, user, id), authorizationUrl }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/instalment-plans/{id}/cancel",
      secure: true,
      params: idParam,
      response: planAnswer,
      errors: { 404: "No such plan of yours", 409: "The plan has ended already" },
    }),
    userByIdData(cancelPlan),
  );
