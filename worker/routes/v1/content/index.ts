import { mountRouters } from "../../mount";
import { contentRoutes } from "./content";
import { newsletterRoutes } from "./newsletter";
import { adminContactRoutes } from "../../admin/contact";
import { adminContentRoutes } from "../../admin/content";

/** Website content and articles, the contact form and the newsletter (and their back office). Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountContent = mountRouters(
  ["/v1", contentRoutes],
  ["/newsletter", newsletterRoutes],
  ["/admin/api", adminContactRoutes, adminContentRoutes],
);
