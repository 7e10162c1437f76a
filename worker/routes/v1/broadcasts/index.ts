import { mountRouters } from "../../mount";
import { pushRoutes } from "./push";
import { adminBroadcastRoutes } from "../../admin/broadcasts";

/** Web push subscriptions and admin broadcasts. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountBroadcasts = mountRouters(["/v1", pushRoutes], ["/admin/api", adminBroadcastRoutes]);
