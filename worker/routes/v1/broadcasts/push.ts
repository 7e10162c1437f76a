import { jsonRoute, router } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import { messageBody } from "../../../contracts/auth";
import { pushSubscriptionInput, pushUnsubscribeInput, vapidKeyAnswer } from "../../../contracts/broadcasts";
import { deletePushSubscription, savePushSubscription } from "../../../services/broadcasts";

/** Web Push: the browser subscribes with the VAPID public key, then hands its subscription to the API. */
export const pushRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/push/vapid-public-key", response: vapidKeyAnswer }), async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY || null }, 200);
  })
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/push/subscriptions",
      secure: true,
      body: pushSubscriptionInput,
      response: messageBody,
    }),
    async (c) => c.json(await savePushSubscription(c.var.ctx, currentUser(c).id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/secure/push/subscriptions",
      secure: true,
      body: pushUnsubscribeInput,
      response: messageBody,
    }),
    async (c) => c.json(await deletePushSubscription(c.var.ctx, currentUser(c).id, c.req.valid("json").endpoint), 200),
  );
