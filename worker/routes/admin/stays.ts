import { jsonRoute, router, z } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import { claimsAnswer, resolveClaimInput } from "../../contracts/stays";
import { listClaims, resolveClaim } from "../../services/stays/claims";

/** Caution-deposit claims of short stays: the deposit waits in escrow until staff decide (logged before/after). */
export const adminStayRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [requirePermission("CAN_ADD_LISTING")],
      method: "get",
      path: "/stays/claims",
      secure: true,
      response: claimsAnswer,
    }),
    async (c) => c.json(await listClaims(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [requirePermission("CAN_ADD_LISTING")],
      method: "post",
      path: "/stays/{id}/resolve-claim",
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      body: resolveClaimInput,
      response: z.object({
        data: z.object({
          id: z.string(),
          depositStatus: z.literal("settled"),
          hostKobo: z.number().int(),
          guestKobo: z.number().int(),
        }),
      }),
      errors: { 409: "No open claim", 422: "More than the claim" },
    }),
    async (c) => {
      const { hostKobo, note } = c.req.valid("json");
      return c.json(await resolveClaim(c.var.ctx, currentUser(c).id, c.req.valid("param").id, hostKobo, note), 200);
    },
  );
