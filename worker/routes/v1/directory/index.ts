import { mountRouters } from "../../mount";
import { agentRoutes } from "./agents";

/** The professionals directory. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountDirectory = mountRouters(["/v1", agentRoutes]);
