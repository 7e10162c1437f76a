import { mountRouters } from "../../mount";
import { priceGuideRoutes } from "./guides";

/** Price routes. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountPrices = mountRouters(["/v1", priceGuideRoutes]);
