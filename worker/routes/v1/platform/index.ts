import { mountRouters } from "../../mount";
import { healthRoutes } from "./health";

/** Health and readiness (D1, R2, rooms, configuration). Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountPlatform = mountRouters(["/v1", healthRoutes]);
