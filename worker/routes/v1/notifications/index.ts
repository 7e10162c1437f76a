import { mountRouters } from "../../mount";
import { notificationRoutes } from "./notifications";

/** In-app notifications. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountNotifications = mountRouters(["/v1", notificationRoutes]);
