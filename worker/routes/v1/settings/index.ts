import { mountRouters } from "../../mount";
import { websiteInfoRoutes } from "./website-info";
import { adminSettingsRoutes } from "../../admin/settings";

/** Website info (public) and the admin settings. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountSettings = mountRouters(["/v1", websiteInfoRoutes], ["/admin/api", adminSettingsRoutes]);
