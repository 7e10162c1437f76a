import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser, requireDeveloperTeam } from "../../../lib/guards";
import { idempotent } from "../../idempotent";
import { developerPlanList, payInstalmentsInput, planAnswer, planPaid } from "../../../contracts/instalments";
import { cancelPlan, developerPlans, payInstalments, planView } from "../../../services/projects";
import { idParam, paging } from "../../params";
import { userByIdData, userByQuery } from "../../steps";

const TAGS = ["Instalment plans"];
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
      tags: TAGS,
      summary: __API_DOCS__ ? "My projects' instalment plans: money per buyer" : "",
      description: __API_DOCS__
        ? "The developer or its sub accounts: each buyer's plan with expected, received, held (in escrow) and released money, newest first; totals over all plans."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "An instalment plan with its schedule" : "",
      description: __API_DOCS__
        ? "The buyer, or the developer's team: each instalment's due date, amount, status and receipt (the ledger entry that paid it), the money held and released, the milestones, the stated policy and what the buyer may do next."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Pay instalments (one, or several ahead)" : "",
      description: __API_DOCS__
        ? "Send an Idempotency-Key. payWith wallet: the instalments move from the wallet to escrow now and a receipt is emailed (422 when short). payWith link: pay their total by card at authorizationUrl; the payment comes back to /project-booking/payment/booking-callback?reference= and moves them to escrow once. An instalment paid meanwhile is never paid twice: 409, nothing charged."
        : "",
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
      tags: TAGS,
      summary: __API_DOCS__ ? "Cancel my instalment plan" : "",
      description: __API_DOCS__
        ? "The buyer, once the developer confirmed the reservation: the plan ends, what is held in escrow splits by the stated refund policy (refundPercent back to the wallet, the rest to the developer), the reservation ends and the unit is available again. Money already released at approved milestones stays with the developer."
        : "",
      secure: true,
      params: idParam,
      response: planAnswer,
      errors: { 404: "No such plan of yours", 409: "The plan has ended already" },
    }),
    userByIdData(cancelPlan),
  );
