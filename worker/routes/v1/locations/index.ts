import { mountRouters } from "../../mount";
import { locationRoutes } from "./locations";

/** States, LGAs and localities. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountLocations = mountRouters(["/v1", locationRoutes]);
