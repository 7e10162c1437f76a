import { mountRouters } from "../../mount";
import { stayRoutes } from "./stays";
import { adminStayRoutes } from "../../admin/stays";

/** Short stays and their admin deposit claims. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountStays = mountRouters(["/v1", stayRoutes], ["/admin/api", adminStayRoutes]);
