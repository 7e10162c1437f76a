import { mountRouters } from "../../mount";
import { subscriptionRoutes } from "./subscriptions";

/** Plans and subscriptions. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountSubscriptions = mountRouters(["/v1", subscriptionRoutes]);
